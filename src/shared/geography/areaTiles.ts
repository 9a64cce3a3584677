/**
 * Vector tiles of the loaded areas, cut where the areas live (the geography worker). MapLibre reads
 * them as encoded buffers, so neither side's main thread parses or walks the areas.
 */
import { GeoJSONVT } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import { polygonsOf, type Position } from './geometry';
import type { AreaRecord } from './parseAreas';

export const AREA_TILE_LAYERS = { areas: 'areas', labels: 'labels' } as const;
/** Deepest zoom cut; MapLibre over-zooms beyond it. At z16 one tile unit is about 0.1 m in NYC. */
export const AREA_TILE_MAX_ZOOM = 16;
const EXTENT = 4096;

/** Properties drawn and read on the map (tooltip, hover state, labels); the rest stays in the worker. */
function mapProperties(r: AreaRecord) {
  return { _idx: r.idx, _name: r.name, _property: r.property, _sub: r.subProperty, _area: r.calculatedArea ?? 0 };
}

/** Area-weighted centroid of the largest outer ring: one label per area, not one per tile. */
function labelPoint(r: AreaRecord): Position {
  if (r.geometry.type === 'Point') return r.geometry.coordinates;
  let best: { area: number; at: Position } | null = null;
  for (const rings of polygonsOf(r.geometry)) {
    const ring = rings[0] ?? [];
    let a = 0,
      cx = 0,
      cy = 0;
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [x0, y0] = ring[j]!;
      const [x1, y1] = ring[i]!;
      const f = x0 * y1 - x1 * y0;
      a += f;
      cx += (x0 + x1) * f;
      cy += (y0 + y1) * f;
    }
    if (a !== 0 && (!best || Math.abs(a) > best.area)) best = { area: Math.abs(a), at: [cx / (3 * a), cy / (3 * a)] };
  }
  return best?.at ?? [(r.bbox[0] + r.bbox[2]) / 2, (r.bbox[1] + r.bbox[3]) / 2];
}

export interface AreaTiles {
  /** An encoded Mapbox Vector Tile, or null where no area reaches. */
  tile(z: number, x: number, y: number): Uint8Array | null;
}

export function buildAreaTiles(records: readonly AreaRecord[]): AreaTiles {
  const options = {
    maxZoom: AREA_TILE_MAX_ZOOM,
    indexMaxZoom: 5,
    extent: EXTENT,
    buffer: 64,
    tolerance: 2,
    promoteId: '_idx',
  };
  const areas = new GeoJSONVT(
    {
      type: 'FeatureCollection',
      features: records.map((r) => ({ type: 'Feature', properties: mapProperties(r), geometry: r.geometry })),
    },
    options,
  );
  const hasPolygons = records.some((r) => r.geometry.type !== 'Point');
  const labels = hasPolygons
    ? new GeoJSONVT(
        {
          type: 'FeatureCollection',
          features: records.map((r) => ({
            type: 'Feature',
            properties: mapProperties(r),
            geometry: { type: 'Point', coordinates: labelPoint(r) },
          })),
        },
        options,
      )
    : null;
  return {
    tile(z, x, y) {
      const areaTile = areas.getTile(z, x, y);
      const labelTile = labels?.getTile(z, x, y) ?? null;
      if (!areaTile && !labelTile) return null;
      const layers: Parameters<typeof fromGeojsonVt>[0] = {};
      if (areaTile) layers[AREA_TILE_LAYERS.areas] = areaTile;
      if (labelTile) layers[AREA_TILE_LAYERS.labels] = labelTile;
      return fromGeojsonVt(layers, { version: 2, extent: EXTENT });
    },
  };
}
