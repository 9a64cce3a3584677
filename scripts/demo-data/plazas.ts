/**
 * Demo NYC DOT pedestrian plazas in Midtown, shaped like the real plaza data the app was built on:
 * MultiPolygons, cross-street names in FSN_1..FSN_4 (often null), a `source_id`, and no `name`
 * except on one plaza, so the app's FSN-based naming and its `name` fallback both get exercised.
 */
import type { GeoCollection, GeoFeature } from '../lib/geojson';
import { avenueU, broadwayU, streetV } from './grid';
import { gridRect, multiPolygon, type GridPoint } from './shapes';

type Fsn = [string | null, string | null, string | null, string | null];

interface Plaza {
  fsn: Fsn;
  name?: string;
  parts: GridPoint[][];
}

/** A strip down the Broadway roadbed between two cross streets (Broadway plazas replace the roadbed). */
function broadwayStrip(fromStreet: number, toStreet: number, halfWidth = 9): GridPoint[] {
  const v1 = streetV(fromStreet) + 10;
  const v2 = streetV(toStreet) - 10;
  return [
    [broadwayU(v1) - halfWidth, v1],
    [broadwayU(v1) + halfWidth, v1],
    [broadwayU(v2) + halfWidth, v2],
    [broadwayU(v2) - halfWidth, v2],
  ];
}

/** The triangle-ish island where Broadway and 6th Avenue cross (Herald and Greeley Squares). */
function sixthAvenueIsland(fromStreet: number, toStreet: number): GridPoint[] {
  const av6 = avenueU('6 AVENUE');
  const v1 = streetV(fromStreet) + 8;
  const v2 = streetV(toStreet) - 8;
  return [
    [broadwayU(v1), v1],
    [av6, v1],
    [av6, v2],
    [broadwayU(v2), v2],
  ];
}

function plazas(): Plaza[] {
  const av6 = avenueU('6 AVENUE');
  return [
    { fsn: ['BROADWAY', '7 AVENUE', 'WEST 42 STREET', 'WEST 43 STREET'], parts: [broadwayStrip(42, 43)] },
    { fsn: ['BROADWAY', 'WEST 43 STREET', 'WEST 44 STREET', null], parts: [broadwayStrip(43, 44)] },
    { fsn: ['BROADWAY', 'WEST 44 STREET', 'WEST 45 STREET', null], parts: [broadwayStrip(44, 45)] },
    // The one plaza without street names: the app falls back to `name`.
    { fsn: [null, null, null, null], name: 'Times Square Plaza', parts: [broadwayStrip(45, 46, 12)] },
    { fsn: ['BROADWAY', 'WEST 39 STREET', 'WEST 40 STREET', null], parts: [broadwayStrip(39, 40)] },
    { fsn: ['BROADWAY', 'WEST 38 STREET', null, null], parts: [broadwayStrip(38, 39)] },
    { fsn: ['BROADWAY', null, null, null], parts: [broadwayStrip(40, 41)] },
    {
      fsn: ['BROADWAY', '6 AVENUE', 'WEST 34 STREET', 'WEST 35 STREET'],
      // Two parts, like many real plaza features: the island and a sidewalk extension across 6th Avenue.
      parts: [sixthAvenueIsland(34, 35), gridRect(av6 + 14, av6 + 30, streetV(35) - 45, streetV(35) - 10)],
    },
    { fsn: ['BROADWAY', '6 AVENUE', 'WEST 32 STREET', 'WEST 33 STREET'], parts: [sixthAvenueIsland(32, 33)] },
  ];
}

export function generatePlazas(): GeoCollection {
  const features: GeoFeature[] = plazas().map((plaza, i) => {
    const [FSN_1, FSN_2, FSN_3, FSN_4] = plaza.fsn;
    const properties: Record<string, unknown> = {
      source_id: `demo-plaza-${String(i + 1).padStart(2, '0')}`,
      FSN_1,
      FSN_2,
      FSN_3,
      FSN_4,
    };
    if (plaza.name) properties.name = plaza.name;
    properties.demo = true;
    return { type: 'Feature', geometry: multiPolygon(plaza.parts), properties };
  });
  return { type: 'FeatureCollection', features };
}
