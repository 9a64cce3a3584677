/**
 * The city's permit areas for the benchmark, as c5vm-g2dk publishes them: 6,000 generated areas
 * (tests/bench/generateAreas.ts) whose outlines are digitised the way real ones are, with a vertex
 * every few metres along each edge and sub-half-metre wobble (a median of about a hundred vertices,
 * some over a thousand), every column of the real dataset, and the views metadata's date. The
 * stand-in answers SoQL on it, simplify_preserve_topology included.
 */
import type { DatasetStore, Row } from '../../../scripts/open-data-standin/index';
import { prng } from '../../lib/prng';
import { generateAreas } from '../generateAreas';

export const CITY_AREA_COUNT = 6_000;
const SEED = 0xc17ea5;
const M_PER_DEG = 111_320;

type Position = [number, number];

/** Each edge walked in steps of 2–8 m, each new vertex off the straight edge by up to ±0.25 m. */
function digitise(ring: Position[], rand: () => number): Position[] {
  const out: Position[] = [];
  const lat = ring[0]![1];
  const kx = M_PER_DEG * Math.cos((lat * Math.PI) / 180);
  for (let i = 0; i + 1 < ring.length; i++) {
    const [x0, y0] = ring[i]!;
    const [x1, y1] = ring[i + 1]!;
    const dx = (x1 - x0) * kx;
    const dy = (y1 - y0) * M_PER_DEG;
    const len = Math.hypot(dx, dy);
    const step = 2 + rand() * 6;
    const n = Math.max(1, Math.floor(len / step));
    out.push([x0, y0]);
    for (let k = 1; k < n; k++) {
      const t = k / n;
      const wobble = (rand() * 2 - 1) * 0.25;
      const nx = len ? -dy / len : 0;
      const ny = len ? dx / len : 0;
      out.push([
        Math.round((x0 + (x1 - x0) * t + (nx * wobble) / kx) * 1e7) / 1e7,
        Math.round((y0 + (y1 - y0) * t + (ny * wobble) / M_PER_DEG) * 1e7) / 1e7,
      ]);
    }
  }
  out.push([...ring[0]!]);
  return out;
}

export interface CityParksStore {
  store: DatasetStore;
  areas: number;
  vertices: { median: number; p90: number; max: number; total: number };
}

export function cityParksStore(count = CITY_AREA_COUNT): CityParksStore {
  const rand = prng(SEED);
  const counts: number[] = [];
  const rows: Row[] = generateAreas(count).features.map((f) => {
    const ring = digitise(f.geometry.coordinates[0]!, rand);
    counts.push(ring.length);
    const p = f.properties;
    const borough = p.system.charAt(0);
    return {
      multipolygon: { type: 'MultiPolygon', coordinates: [[ring]] },
      acres: (0.1 + rand() * 40).toFixed(3),
      areatype: 'Permit Area',
      borough,
      cemsdistrict: `${borough}-${1 + Math.floor(rand() * 18)}`,
      cemsid: String(100000 + Math.floor(rand() * 900000)),
      communityboard: `${100 + Math.floor(rand() * 400)}`,
      councildistrict: String(1 + Math.floor(rand() * 51)),
      gispropnum: p.system.split('-')[0]!,
      name: p.name,
      omppropid: p.system.split('-')[0]!,
      parkdistrict: `${borough}-${String(1 + Math.floor(rand() * 18)).padStart(2, '0')}`,
      precinct: String(1 + Math.floor(rand() * 123)),
      propertyname: p.propertyname,
      subpropertyname: p.subpropertyname,
      system: p.system,
      zipcode: String(10001 + Math.floor(rand() * 1400)),
    };
  });
  const sorted = [...counts].sort((a, b) => a - b);
  return {
    store: {
      soda: {
        'data.cityofnewyork.us': {
          'c5vm-g2dk': {
            geoField: 'multipolygon',
            view: { name: 'Parks Permit Areas', rowsUpdatedAt: Date.UTC(2025, 5, 2) / 1000 },
            rows,
          },
        },
      },
      arcgis: {},
    },
    areas: rows.length,
    vertices: {
      median: sorted[sorted.length >> 1]!,
      p90: sorted[Math.floor(sorted.length * 0.9)]!,
      max: sorted[sorted.length - 1]!,
      total: counts.reduce((a, b) => a + b, 0),
    },
  };
}
