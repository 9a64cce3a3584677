/** The committed demo permit areas: loadable by the app, overlapping where they should, and reproducible. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { containsPoint } from '../../src/shared/geography/geometry';
import { GEOGRAPHY_TYPES, type GeographyType } from '../../src/shared/geography/modes';
import { parseAreaCollection, type ParsedAreas } from '../../src/shared/geography/parseAreas';
import { generateDemoData } from '../../scripts/demo-data/generate';
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
  it.each(GEOGRAPHY_TYPES)('%s parses with nothing skipped and every feature marked demo', (mode) => {
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
  });

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

  it('plazas are named from FSN_1..FSN_4 like the real plaza data', () => {
    const { records } = committed('plazas');
    expect(records.length).toBeGreaterThanOrEqual(6);
    expect(records.length).toBeLessThanOrEqual(10);
    expect(records.every((r) => r.geometry.type === 'MultiPolygon')).toBe(true);
    expect(records.some((r) => r.props.FSN_2 === null)).toBe(true);
    expect(records.filter((r) => 'name' in r.props).length).toBeLessThanOrEqual(1);
    expect(records.map((r) => r.name)).toContain('BROADWAY & 7 AVENUE & WEST 42 STREET & WEST 43 STREET');
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
    for (const mode of GEOGRAPHY_TYPES) {
      const text = serializeCollection(first[mode]);
      expect(serializeCollection(second[mode])).toBe(text);
      // Fails when the generator changed but `npm run data:demo` was not re-run.
      expect(text).toBe(committedText(mode));
    }
  });
});
