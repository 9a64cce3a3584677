/**
 * The committed sample permit areas (parks and intersections; plazas are real data): loadable by the
 * app, saying they are samples, overlapping where they should, and reproducible. And the real files
 * beside them: the plazas, bus stops and Citi Bike stations from `npm run data:fetch`.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { containsPoint } from '../../src/shared/geography/geometry';
import type { GeographyType } from '../../src/shared/geography/modes';
import { parseAreaCollection, type ParsedAreas } from '../../src/shared/geography/parseAreas';
import { readBundledMeta } from '../../src/shared/data/bundledMeta';
import { generateDemoData, SAMPLE_GEOGRAPHIES, sampleMeta } from '../../scripts/demo-data/generate';
import { serializeCollection } from '../../scripts/lib/geojson';

const DATA_DIR = fileURLToPath(new URL('../../public/data/permit-areas/', import.meta.url));

function committedText(mode: GeographyType): string {
  return readFileSync(`${DATA_DIR}${mode}.geojson`, 'utf8');
}

function committed(mode: GeographyType): ParsedAreas {
  return parseAreaCollection(JSON.parse(committedText(mode)), mode);
}

/** Rough ground distance in metres; plenty for "is this near that corner". */
function metres(a: readonly number[], b: readonly number[]): number {
  const dx = (a[0]! - b[0]!) * 111_320 * Math.cos((40.758 * Math.PI) / 180);
  const dy = (a[1]! - b[1]!) * 111_035;
  return Math.hypot(dx, dy);
}

describe('committed demo data', () => {
  it.each(SAMPLE_GEOGRAPHIES)(
    '%s parses with nothing skipped, says it is a sample, every feature marked demo',
    (mode) => {
      expect(readBundledMeta(JSON.parse(committedText(mode)))).toMatchObject({ sample: true });
      const parsed = committed(mode);
      expect(parsed.skipped).toBe(0);
      expect(parsed.records.length).toBeGreaterThan(0);
      expect(parsed.records.every((r) => r.props.demo === true)).toBe(true);
      // Everything sits in Midtown, around the app's initial centre (-73.985, 40.758).
      const [minX, minY, maxX, maxY] = parsed.bbox;
      expect(minX).toBeGreaterThan(-74.01);
      expect(maxX).toBeLessThan(-73.96);
      expect(minY).toBeGreaterThan(40.74);
      expect(maxY).toBeLessThan(40.775);
    },
  );

  it('has overlapping park permit areas (a click can hit two or three)', () => {
    const { records } = committed('parks');
    const hits = records.map((r) => {
      const [x1, y1, x2, y2] = r.bbox;
      const [x, y] = [(x1 + x2) / 2, (y1 + y2) / 2];
      return records.filter((other) => containsPoint(other.geometry, x, y)).length;
    });
    expect(Math.max(...hits)).toBeGreaterThanOrEqual(3);
    expect(hits.filter((n) => n >= 2).length).toBeGreaterThan(5);
  });

  it('parks follow the NYC Parks permit-area schema', () => {
    const { records } = committed('parks');
    const systems = records.map((r) => r.system);
    expect(new Set(systems).size).toBe(systems.length);
    expect(records.some((r) => r.name.includes('Lawn'))).toBe(true);
    expect(records.some((r) => r.name.includes('Fountain'))).toBe(true);
    expect(records.filter((r) => Array.isArray(r.props.subpropertyname))).toHaveLength(1);
    expect(records.every((r) => r.geometry.type === 'Polygon' && r.property !== '')).toBe(true);
    expect(new Set(records.map((r) => r.property)).size).toBeGreaterThanOrEqual(5);
  });

  it('intersections cover the Midtown grid at plausible positions', () => {
    const { records } = committed('intersections');
    expect(records).toHaveLength(15 * 7);
    expect([...new Set(records.map((r) => r.props.FSN_2))]).toEqual([
      '10 AVENUE',
      '9 AVENUE',
      '8 AVENUE',
      '7 AVENUE',
      '6 AVENUE',
      '5 AVENUE',
      'MADISON AVENUE',
    ]);
    const at = (name: string) => records.find((r) => r.name === name)!.geometry.coordinates as number[];
    expect(metres(at('WEST 42 STREET & 7 AVENUE'), [-73.987, 40.7565])).toBeLessThan(100);
    expect(metres(at('WEST 42 STREET & 5 AVENUE'), [-73.9814, 40.7532])).toBeLessThan(100);
  });
});

describe('demo data generator', () => {
  it('is deterministic and matches the committed files', () => {
    const first = generateDemoData();
    const second = generateDemoData();
    for (const mode of SAMPLE_GEOGRAPHIES) {
      const text = serializeCollection(first[mode], { meta: sampleMeta(mode) });
      expect(serializeCollection(second[mode], { meta: sampleMeta(mode) })).toBe(text);
      // Fails when the generator changed but `npm run data:demo` was not re-run.
      expect(text).toBe(committedText(mode));
    }
  });
});

describe('the real bundled files (npm run data:fetch -- --from ../shared/data/nyc)', () => {
  const file = (path: string): unknown =>
    JSON.parse(readFileSync(new URL(`../../public/data/${path}`, import.meta.url), 'utf8'));

  it('plazas: every real plaza, parsed by the app, with a date', () => {
    const data = file('permit-areas/plazas.geojson');
    expect(readBundledMeta(data)).toMatchObject({
      sample: false,
      title: 'NYC DOT pedestrian plazas',
      asOf: '2025-08-13',
    });
    const parsed = parseAreaCollection(data, 'plazas');
    expect(parsed.records.length).toBeGreaterThanOrEqual(1700);
    expect(parsed.skipped).toBe(0);
    // Stable, unique ids: a saved plan finds its plaza again.
    expect(new Set(parsed.records.map((r) => r.id)).size).toBe(parsed.records.length);
    expect(parsed.records.some((r) => r.props.demo)).toBe(false);
  });

  it.each([
    ['static/bus_stops_nyc.geojson', 15_000, 'MTA bus stops'],
    ['static/citibike_stations.geojson', 2_000, 'Citi Bike stations'],
  ])('%s: the real points, not the samples', (path, atLeast, title) => {
    const data = file(path) as { features: unknown[] };
    expect(readBundledMeta(data)).toMatchObject({ sample: false, title });
    expect(data.features.length).toBeGreaterThanOrEqual(atLeast);
  });

  it('the samples of the local layers live only under the ?demo path', () => {
    for (const name of ['bus_stops_nyc.geojson', 'citibike_stations.geojson'])
      expect(readBundledMeta(file(`demo/${name}`))).toMatchObject({ sample: true });
  });
});
