/**
 * check:live's second half: the requests the app really sends, asked once each around a fixed place
 * (expectations.ts), and their answers held to the shape the app reads. Pure but for the `fetch` it is
 * handed. A request that cannot be sent, or that a service answers 429 or 5xx, is 'unreachable' (try
 * again later); any other answer the app could not use is a 'difference' (the app must change).
 */
import type { Fetch } from './check';
import {
  ARCGIS_PAGE,
  curbCutPageUrls,
  expectedAbsence,
  fixedProbes,
  PROBE_BOX,
  servedLayers,
  tileUrl,
  TILE_ZOOM,
  type AnswerShape,
  type Probe,
} from './expectations';
import type { GeometryClass } from '../../src/shared/layers/catalogue';
import {
  footprintUrls,
  garageBusinessUrl,
  paddedBox,
  sodaQueryUrl,
  statePlaneQueryUrl,
} from '../../src/shared/layers/query';
import { fitToColumns, MissingFieldError, needsColumns, type DatasetColumns } from '../../src/shared/layers/schema';
import { acceptFor, withAppToken } from '../../src/shared/net/openDataRequest';
import { readPlaceResults } from '../../src/shared/net/placeSearch';
import { errorMessage } from '../../src/shared/errors/errorMessage';

export type ProbeOutcome = 'ok' | 'expected' | 'difference' | 'unreachable';

export interface ProbeResult {
  name: string;
  url: string;
  outcome: ProbeOutcome;
  /** What came back, in words: '12 features, Point', or what is wrong with it. */
  detail: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const CLASS_TYPES: Record<GeometryClass, readonly string[]> = {
  point: ['Point', 'MultiPoint'],
  line: ['LineString', 'MultiLineString'],
  polygon: ['Polygon', 'MultiPolygon'],
};

/** A GeoJSON geometry with coordinates, or null. */
function geometryType(value: unknown): string | null {
  if (!isRecord(value) || typeof value.type !== 'string') return null;
  if (!Array.isArray(value.coordinates) || value.coordinates.length === 0) return null;
  return value.type;
}

const finite = (v: unknown) =>
  (typeof v === 'number' || typeof v === 'string') && Number.isFinite(Number(v)) && v !== '';

/** Where a row is: its geometry column, a legacy location's coordinates, or two coordinate fields. */
function rowLocated(row: Record<string, unknown>, shape: Extract<AnswerShape, { kind: 'rows' }>): string | null {
  const geo = shape.geoField ? row[shape.geoField] : undefined;
  const type = geometryType(geo);
  if (type) return type;
  if (isRecord(geo) && finite(geo.latitude) && finite(geo.longitude)) return 'Point';
  if (shape.latField && shape.lngField && finite(row[shape.latField]) && finite(row[shape.lngField])) return 'Point';
  return null;
}

/**
 * The difference between an answer and what the app reads of it, or null when it fits. `body` is the
 * parsed JSON (undefined when it was not JSON). Empty answers fit: there is nothing to hold to a shape.
 */
export function answerDifference(shape: AnswerShape, body: unknown): string | null {
  switch (shape.kind) {
    case 'geojson': {
      if (Array.isArray(body)) return 'JSON rows came back, not GeoJSON features';
      if (!isRecord(body) || !Array.isArray(body.features)) return 'the answer is not a GeoJSON FeatureCollection';
      // A legacy Location column gives features no geometry: the app then places them by two fields.
      const located = { kind: 'rows', geometry: shape.geometry, ...(shape.at ?? {}) } as const;
      const types = body.features.map((f) =>
        isRecord(f)
          ? (geometryType(f.geometry) ?? (isRecord(f.properties) ? rowLocated(f.properties, located) : null))
          : null,
      );
      const empty = types.filter((t) => t === null).length;
      if (empty > 0) return `${empty} of ${types.length} features have no geometry`;
      const other = types.find((t) => !CLASS_TYPES[shape.geometry].includes(t!));
      return other ? `a ${other} where the app draws ${shape.geometry}s` : null;
    }
    case 'rows': {
      if (isRecord(body) && Array.isArray(body.features)) return 'GeoJSON came back, not JSON rows';
      if (!Array.isArray(body)) return 'the answer is not a list of rows';
      const types = body.map((r) => (isRecord(r) ? rowLocated(r, shape) : null));
      const empty = types.filter((t) => t === null).length;
      if (empty > 0) return `${empty} of ${types.length} rows have no location`;
      const other = types.find((t) => !CLASS_TYPES[shape.geometry].includes(t!));
      return other ? `a ${other} where the app draws ${shape.geometry}s` : null;
    }
    case 'places':
      try {
        return readPlaceResults(body).length > 0 ? null : 'no place found for the fixed place';
      } catch (error) {
        return errorMessage(error);
      }
    case 'style': {
      const ok = isRecord(body) && body.version === 8 && isRecord(body.sources) && Array.isArray(body.layers);
      return ok ? null : 'the answer is not a MapLibre style (version 8, sources, layers)';
    }
    case 'tile':
      return null;
  }
}

/** How many items an answer holds, in words. */
function counted(body: unknown): string {
  if (Array.isArray(body)) return `${body.length} rows`;
  if (isRecord(body) && Array.isArray(body.features)) return `${body.features.length} features`;
  return 'answered';
}

type Got =
  | { kind: 'unreachable'; detail: string }
  | { kind: 'http'; status: number; detail: string }
  | { kind: 'ok'; body: unknown; bytes: number; contentType: string };

async function get(fetch: Fetch, url: string, accept: string | undefined, binary = false): Promise<Got> {
  let res: Response;
  try {
    res = await fetch(url, { headers: accept ? { Accept: accept } : {} });
  } catch (error) {
    return { kind: 'unreachable', detail: errorMessage(error) };
  }
  const contentType = res.headers.get('content-type') ?? '';
  if (binary) {
    const bytes = (await res.arrayBuffer()).byteLength;
    if (res.status === 429 || res.status >= 500) return { kind: 'unreachable', detail: `HTTP ${res.status}` };
    if (!res.ok) return { kind: 'http', status: res.status, detail: `HTTP ${res.status}` };
    return { kind: 'ok', body: undefined, bytes, contentType };
  }
  const text = await res.text();
  const detail = `HTTP ${res.status}${text ? `: ${text.slice(0, 160)}` : ''}`;
  if (res.status === 429 || res.status >= 500) return { kind: 'unreachable', detail };
  if (!res.ok) return { kind: 'http', status: res.status, detail };
  try {
    return { kind: 'ok', body: JSON.parse(text) as unknown, bytes: text.length, contentType };
  } catch {
    return { kind: 'ok', body: undefined, bytes: text.length, contentType };
  }
}

function withoutBody(result: ProbeResult & { body?: unknown }): ProbeResult {
  const { name, url, outcome, detail } = result;
  return { name, url, outcome, detail };
}

/** Asks one probe and holds its answer to its shape (a style's first tile is asked too). */
export async function runProbe(fetch: Fetch, probe: Probe): Promise<ProbeResult & { body?: unknown }> {
  const base = { name: probe.name, url: probe.url };
  const binary = probe.shape.kind === 'tile';
  const got = await get(fetch, probe.url, probe.accept, binary);
  if (got.kind === 'unreachable') return { ...base, outcome: 'unreachable', detail: got.detail };
  if (got.kind === 'http') return { ...base, outcome: 'difference', detail: got.detail };
  if (binary) {
    if (got.bytes === 0) return { ...base, outcome: 'difference', detail: 'an empty tile' };
    if (!/^image\//.test(got.contentType))
      return { ...base, outcome: 'difference', detail: `a ${got.contentType || 'typeless'} answer, not an image` };
    return { ...base, outcome: 'ok', detail: `${got.contentType}, ${got.bytes} bytes` };
  }
  if (got.body === undefined) return { ...base, outcome: 'difference', detail: 'the answer is not JSON' };
  const wrong = answerDifference(probe.shape, got.body);
  if (wrong) return { ...base, outcome: 'difference', detail: wrong };
  if (probe.shape.kind === 'style') return { ...(await styleTile(fetch, got.body, base)), body: got.body };
  return { ...base, outcome: 'ok', detail: counted(got.body), body: got.body };
}

/** A style's first tiled source: its tiles, or its TileJSON's; then one tile at the place. */
async function styleTile(fetch: Fetch, style: unknown, base: { name: string; url: string }): Promise<ProbeResult> {
  const sources = isRecord(style) && isRecord(style.sources) ? Object.values(style.sources) : [];
  const source = sources.find((s) => isRecord(s) && (Array.isArray(s.tiles) || typeof s.url === 'string'));
  if (!isRecord(source)) return { ...base, outcome: 'difference', detail: 'the style has no tiled source' };
  let tiles: unknown = source.tiles;
  if (!Array.isArray(tiles)) {
    const tileJson = await get(fetch, String(source.url), 'application/json');
    if (tileJson.kind === 'unreachable')
      return { ...base, outcome: 'unreachable', detail: `TileJSON: ${tileJson.detail}` };
    if (tileJson.kind === 'http') return { ...base, outcome: 'difference', detail: `TileJSON: ${tileJson.detail}` };
    tiles = isRecord(tileJson.body) ? tileJson.body.tiles : undefined;
  }
  const template = Array.isArray(tiles) && typeof tiles[0] === 'string' ? tiles[0] : null;
  if (!template) return { ...base, outcome: 'difference', detail: 'the style names no tile URL' };
  const url = tileUrl(template, Math.min(TILE_ZOOM, 14));
  const tile = await get(fetch, url, undefined, true);
  if (tile.kind === 'unreachable') return { ...base, outcome: 'unreachable', detail: `a tile: ${tile.detail}` };
  if (tile.kind === 'http') return { ...base, outcome: 'difference', detail: `a tile (${url}): ${tile.detail}` };
  if (tile.bytes === 0) return { ...base, outcome: 'difference', detail: `an empty tile (${url})` };
  return { ...base, outcome: 'ok', detail: `style and one tile (${tile.bytes} bytes)` };
}

/** The curb cuts' paging as the app pages them: two pages under one order, with resultOffset, no repeats. */
export async function runPaging(fetch: Fetch): Promise<ProbeResult> {
  const [first, second] = curbCutPageUrls();
  const name = `Curb Cuts paging (f=geojson, ${ARCGIS_PAGE} a page, resultOffset)`;
  const layer = servedLayers().find((l) => l.def.source.kind === 'arcgis')!;
  const shape: AnswerShape = { kind: 'geojson', geometry: layer.def.geometry };
  const accept = acceptFor(first);
  const pages: ProbeResult[] = [];
  const ids: unknown[][] = [];
  for (const url of [first, second]) {
    const result = await runProbe(fetch, { name, url, accept, shape });
    if (result.outcome !== 'ok') return { ...result, name };
    const features = isRecord(result.body) && Array.isArray(result.body.features) ? result.body.features : [];
    ids.push(
      features.map((f) => (isRecord(f) ? (f.id ?? (isRecord(f.properties) ? f.properties.OBJECTID : null)) : null)),
    );
    pages.push(result);
  }
  const [a, b] = ids as [unknown[], unknown[]];
  if (a.length < ARCGIS_PAGE)
    return { name, url: first, outcome: 'difference', detail: `the first page held ${a.length} of ${ARCGIS_PAGE}` };
  const repeated = b.filter((id) => a.includes(id));
  if (repeated.length > 0)
    return { name, url: second, outcome: 'difference', detail: `the second page repeats ${repeated.join(', ')}` };
  return { name, url: first, outcome: 'ok', detail: `two pages of ${a.length} and ${b.length}, no repeats` };
}

/** Every served layer's real query on the box (fitted to its published columns where the app fits it). */
export async function runLayerProbes(
  fetch: Fetch,
  columnsOf: (dataset: string) => DatasetColumns | null,
  token?: string,
): Promise<ProbeResult[]> {
  const out: Array<Promise<ProbeResult>> = [];
  for (const { id, def } of servedLayers()) {
    const s = def.source;
    const box = paddedBox(id, PROBE_BOX);
    const probe = (url: string, shape: AnswerShape): Promise<ProbeResult> => {
      const sent = withAppToken(url, token);
      return runProbe(fetch, { name: def.name, url: sent, accept: acceptFor(sent), shape }).then(withoutBody);
    };
    if (s.kind === 'soda') {
      let fitted = s;
      if (needsColumns(s)) {
        try {
          fitted = fitToColumns(s, columnsOf(s.dataset));
        } catch (error) {
          if (!(error instanceof MissingFieldError)) throw error;
          const expected = expectedAbsence(s.dataset, error.fields);
          out.push(
            Promise.resolve({
              name: def.name,
              url: '',
              outcome: expected ? 'expected' : 'difference',
              detail: expected ? `not asked: ${expected.evidence}` : `not asked: no ${error.fields.join('/')} column`,
            }),
          );
          continue;
        }
      }
      const shape: AnswerShape =
        s.format === 'geojson'
          ? {
              kind: 'geojson',
              geometry: def.geometry,
              ...(s.latField && s.lngField ? { at: { latField: s.latField, lngField: s.lngField } } : {}),
            }
          : {
              kind: 'rows',
              geometry: def.geometry,
              geoField: fitted.geoField,
              ...(s.latField && s.lngField ? { latField: s.latField, lngField: s.lngField } : {}),
            };
      out.push(probe(sodaQueryUrl(fitted, box), shape));
    } else if (s.kind === 'statePlane') {
      out.push(
        probe(statePlaneQueryUrl(s, box), { kind: 'rows', geometry: 'point', latField: s.yField, lngField: s.xField }),
      );
    } else if (s.kind === 'garages') {
      out.push(
        (async () => {
          const rowsUrl = withAppToken(garageBusinessUrl(s, box), token);
          const rows = await runProbe(fetch, {
            name: def.name,
            url: rowsUrl,
            accept: acceptFor(rowsUrl),
            shape: { kind: 'rows', geometry: 'point', latField: s.latField, lngField: s.lngField },
          });
          const { body, ...result } = rows;
          if (result.outcome !== 'ok' || !Array.isArray(body)) return result;
          if (body.length === 0) return { ...result, detail: 'no garage in the box: the footprints were not asked' };
          const bins = body.flatMap((r) => {
            const bin = isRecord(r) ? r[s.footprints.binField] : undefined;
            return typeof bin === 'string' && /^\d+$/.test(bin.trim()) ? [bin.trim()] : [];
          });
          if (bins.length === 0)
            return { ...result, outcome: 'difference', detail: `no row has a ${s.footprints.binField}` };
          const footprints = await probe(footprintUrls(s, bins)[0]!, { kind: 'geojson', geometry: 'polygon' });
          return footprints.outcome === 'ok'
            ? { ...result, detail: `${body.length} garages; footprints: ${footprints.detail}` }
            : { ...footprints, detail: `footprints: ${footprints.detail}` };
        })(),
      );
    }
  }
  return Promise.all(out);
}

/** The layers' probes, the curb cuts' paging and the other services, in the table's order. */
export async function runProbes(
  fetch: Fetch,
  columnsOf: (dataset: string) => DatasetColumns | null,
  token?: string,
): Promise<ProbeResult[]> {
  const fixed = fixedProbes().map((p) => {
    const url = withAppToken(p.url, token);
    return { ...p, url, accept: p.accept ?? (p.shape.kind === 'tile' ? undefined : acceptFor(url)) };
  });
  const [layers, paging, others] = await Promise.all([
    runLayerProbes(fetch, columnsOf, token),
    runPaging(fetch),
    Promise.all(fixed.map((p) => runProbe(fetch, p).then(withoutBody))),
  ]);
  return [...others.slice(0, 2), ...layers, paging, ...others.slice(2)];
}
