/**
 * Query URLs by the spec: a `$where` with `within_box(field, north, west, south, east)` (Socrata's
 * documented order) or `intersects(field, 'POLYGON(...)')`, an optional flag filter, `$select` and
 * `$limit=5000`. Lines and areas use intersects: Socrata's within_box keeps only features wholly inside
 * the box, so a trail crossing its edge would vanish. Large areas page with `$offset` under a stable
 * `$order=:id`, so a park with 30,000 trees is not cut off at the first 5,000.
 */
import type { BBox } from '../geometry/bbox';
import type { InfrastructureLayerId } from './ids';
import {
  CURB_CUTS_URL,
  sodaResourceUrl,
  type GaragesSource,
  type SodaFilter,
  type SodaSource,
  type StatePlaneSource,
} from './sources';
import { statePlaneBox } from './statePlane';

export const LAYER_QUERY = {
  rowLimit: 5000,
  footprintChunk: 100,
  padding: 0.001,
  bikeLanePadding: 0.002,
  /** Beyond this many pages (200,000 rows) a layer stops paging: no site plan needs more. */
  maxPages: 40,
} as const;

export const INVALID_BOUNDS_MESSAGE = 'Invalid geometry bounds';

export function isValidBox(b: readonly number[]): b is BBox {
  if (b.length !== 4 || !b.every(Number.isFinite)) return false;
  const [w, s, e, n] = b as BBox;
  // A point focus (an intersection) has an empty box; the padding gives it room.
  return w <= e && s <= n && w >= -180 && e <= 180 && s >= -90 && n <= 90;
}

export function paddedBox(layer: InfrastructureLayerId, b: BBox): BBox {
  const p = layer === 'bikeLanes' ? LAYER_QUERY.bikeLanePadding : LAYER_QUERY.padding;
  return [b[0] - p, b[1] - p, b[2] + p, b[3] + p];
}

/** Seven decimals (about 1 cm): exact enough, and free of floating-point tails like 40.758000000000004. */
export function coord(n: number): string {
  return String(Number(n.toFixed(7)));
}

const enc = encodeURIComponent;

function page(offset: number): string {
  return `$limit=${LAYER_QUERY.rowLimit}${offset > 0 ? `&$offset=${offset}` : ''}`;
}

export function polygonWkt(b: BBox): string {
  const [w, s, e, n] = b.map(coord) as [string, string, string, string];
  return `POLYGON((${w} ${s}, ${e} ${s}, ${e} ${n}, ${w} ${n}, ${w} ${s}))`;
}

export function sodaWhere(source: SodaSource, box: BBox): string {
  const [w, s, e, n] = box.map(coord) as [string, string, string, string];
  const spatial =
    source.spatial === 'intersects'
      ? `intersects(${source.geoField}, '${polygonWkt(box)}')`
      : `within_box(${source.geoField}, ${n}, ${w}, ${s}, ${e})`;
  return source.filter ? `${spatial} AND ${filterTerm(source.filter)}` : spatial;
}

/** `field='True'` for a text column; `field = true` for a checkbox column (SoQL's boolean literals). */
export function filterTerm(filter: SodaFilter): string {
  if (filter.asBoolean) return `${filter.field} = ${filter.value.toLowerCase() === 'true' ? 'true' : 'false'}`;
  return `${filter.field}='${filter.value.replace(/'/g, "''")}'`;
}

export function sodaSelect(source: SodaSource): string | null {
  if (!source.select?.length) return null;
  return [...new Set([source.geoField, ...source.select])].join(',');
}

export function sodaQueryUrl(source: SodaSource, box: BBox, offset = 0): string {
  const select = sodaSelect(source);
  return (
    `${sodaResourceUrl(source.host, source.dataset, source.format)}?$where=${enc(sodaWhere(source, box))}` +
    `${select ? `&$select=${enc(select)}` : ''}&$order=${enc(':id')}&${page(offset)}`
  );
}

/** Parking signs: the focused box in NY Long Island state-plane feet, on the sign coordinate fields. */
export function statePlaneQueryUrl(source: StatePlaneSource, box: BBox, offset = 0): string {
  const sp = statePlaneBox(box);
  const f = (n: number) => String(Math.round(n * 100) / 100);
  const where = `${source.xField} between ${f(sp.minX)} and ${f(sp.maxX)} AND ${source.yField} between ${f(sp.minY)} and ${f(sp.maxY)}`;
  return (
    `${sodaResourceUrl(source.host, source.dataset, 'json')}?$where=${enc(where)}&$select=${enc(source.select.join(','))}` +
    `&$order=${enc(':id')}&${page(offset)}`
  );
}

export function garageBusinessUrl(source: GaragesSource, box: BBox): string {
  const [w, s, e, n] = box.map(coord) as [string, string, string, string];
  const categories = source.categories.map((c) => `'${c.replace(/'/g, "''")}'`).join(',');
  const where = `business_category in(${categories}) AND ${source.latField} between ${s} and ${n} AND ${source.lngField} between ${w} and ${e}`;
  return `${sodaResourceUrl(source.host, source.dataset, 'json')}?$where=${enc(where)}&${page(0)}`;
}

/** Building footprints by BIN, 100 per request so no URL grows too long. */
export function footprintUrls(source: GaragesSource, bins: readonly string[]): string[] {
  const urls: string[] = [];
  for (let i = 0; i < bins.length; i += LAYER_QUERY.footprintChunk) {
    const chunk = bins
      .slice(i, i + LAYER_QUERY.footprintChunk)
      .map((b) => `'${b}'`)
      .join(',');
    urls.push(
      `${sodaResourceUrl(source.host, source.footprints.dataset, 'geojson')}?$where=${enc(`${source.footprints.binField} in(${chunk})`)}&${page(0)}`,
    );
  }
  return urls;
}

export function curbCutsUrl(box: BBox, offset = 0): string {
  const params: [string, string][] = [
    ['geometry', box.map(coord).join(',')],
    ['geometryType', 'esriGeometryEnvelope'],
    ['inSR', '4326'],
    ['spatialRel', 'esriSpatialRelIntersects'],
    ['outFields', '*'],
    ['outSR', '4326'],
    ['f', 'geojson'],
    // Pages are stable only under one order, and it must be the same on every page, the first too:
    // an unordered first page and ordered later ones may skip or repeat features.
    ['orderByFields', 'OBJECTID'],
  ];
  if (offset > 0) params.push(['resultOffset', String(offset)]);
  return `${CURB_CUTS_URL}?${params.map(([k, v]) => `${k}=${enc(v)}`).join('&')}`;
}
