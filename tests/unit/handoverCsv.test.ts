import { describe, expect, it } from 'vitest';
import { layoutDocument } from '../../src/shared/export/compose';
import { exportGeometry } from '../../src/shared/export/compose';
import type { Primitive, TextPrimitive } from '../../src/shared/export/primitives';
import { planSheets } from '../../src/shared/export/sheets/planSheets';
import { summaryPages } from '../../src/shared/export/summaryPages';
import { EQUIPMENT_CSV_COLUMNS, equipmentCsv } from '../../src/shared/handover/equipmentCsv';
import { lngLatToStatePlane } from '../../src/shared/layers/statePlane';
import { LAWN_RING, handoverObjects } from './helpers/handoverPlan';
import { frameAround, samplePage } from './helpers/exportFixtures';

/** RFC 4180 rows (quoted cells with commas, quotes and line breaks). */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  return rows;
}

const texts = (ps: readonly Primitive[]): TextPrimitive[] =>
  ps.flatMap((p) => (p.kind === 'text' ? [p] : p.kind === 'clip' ? texts(p.children) : []));

const objects = handoverObjects(120);
objects[3] = {
  ...objects[3]!,
  properties: { ...objects[3]!.properties, label: '=HYPERLINK("x")', note: 'Line 1, "quoted"\nLine 2' },
};
const bbox: [number, number, number, number] = [
  Math.min(...LAWN_RING.map((p) => p[0])) - 0.0004,
  Math.min(...LAWN_RING.map((p) => p[1])) - 0.0004,
  Math.max(...LAWN_RING.map((p) => p[0])) + 0.0004,
  Math.max(...LAWN_RING.map((p) => p[1])) + 0.0004,
];
const page = samplePage({
  areaTitle: 'Bryant Park - Lawn',
  areaGeometry: { type: 'Polygon', coordinates: [LAWN_RING] },
  frame: frameAround(bbox),
  objects,
  options: { includeDimensions: false, dimensionUnits: 'ft' },
  nearby: [],
});
const csv = equipmentCsv(objects, 'ft');
const rows = readCsv(csv.replace(/^\uFEFF/, ''));
const [header, ...body] = rows;
const column = (name: (typeof EQUIPMENT_CSV_COLUMNS)[number]) => header!.indexOf(name);

describe('CSV equipment list', () => {
  it('has its columns, a row per object, and opens in Excel as UTF-8', () => {
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(header).toEqual([
      'Spot',
      'Type',
      'Label',
      'Category',
      'Size',
      'Width (ft)',
      'Depth (ft)',
      'Rotation (deg)',
      'Flipped',
      'Latitude',
      'Longitude',
      'Easting (ft, EPSG:2263)',
      'Northing (ft, EPSG:2263)',
      'Clear width (ft)',
      'Note',
    ]);
    expect(body).toHaveLength(objects.length);
    expect(body.map((r) => Number(r[0]))).toEqual(objects.map((_, i) => i + 1));
    for (const r of body) expect(r).toHaveLength(header!.length);
  });

  it('gives each object the spot number printed beside it on a plan sheet of the packet', () => {
    const doc = layoutDocument(page, true);
    const sheets = planSheets(page, [], exportGeometry(page), true);
    const all = [sheets.overview.sheet, ...sheets.details.map((d) => d.sheet)];
    for (const r of body) {
      // On the site plan, or on a detail where the site plan had no room for it; once on each.
      const on = all.filter((sheet) =>
        texts(doc.pages[sheet.number - 1]!).some((t) => t.text === r[0] && sheet.proj.contains([t.x, t.y])),
      );
      expect(on.length, `spot ${r[0]!}`).toBeGreaterThanOrEqual(1);
      for (const sheet of on) {
        const at = sheet.proj.toMm(Number(r[column('Longitude')]), Number(r[column('Latitude')]));
        const tag = texts(doc.pages[sheet.number - 1]!).filter(
          (t) => t.text === r[0] && sheet.proj.contains([t.x, t.y]),
        );
        expect(tag, `spot ${r[0]!}`).toHaveLength(1);
        // Beside its object, or moved off it along a leader: never far.
        expect(Math.hypot(tag[0]!.x - at[0], tag[0]!.y - at[1])).toBeLessThan(20);
      }
    }
  });

  it("lists each type's spots in the packet's equipment table as the CSV numbers them", () => {
    const table = summaryPages(page)
      .flatMap((p) => texts(p))
      .map((t) => t.text);
    const byType = new Map<string, number[]>();
    for (const r of body) byType.set(r[1]!, [...(byType.get(r[1]!) ?? []), Number(r[0])]);
    for (const [type, spots] of byType) {
      // A type's rows: its blocks ('Chair, block (…)'), then its other objects; each row's count, then its spots.
      const listed: number[] = [];
      table.forEach((cell, i) => {
        if (cell !== type && !cell.startsWith(`${type}, block`)) return;
        const count = table.findIndex((c, k) => k > i && /^\d+$/.test(c));
        for (const run of table[count + 1]!.split(', ')) {
          const [a, b = a] = run.split('–').map(Number);
          for (let n = a!; n <= b!; n++) listed.push(n);
        }
      });
      expect(
        listed.sort((a, b) => a - b),
        type,
      ).toEqual([...spots].sort((a, b) => a - b));
      // Each type's spots run in one stretch.
      expect(Math.max(...spots) - Math.min(...spots) + 1).toBe(spots.length);
    }
  });

  it('writes positions in both systems, sizes in the chosen units, and text cells safely', () => {
    const o = objects[0]!;
    const r = body.find((row) => row[column('Label')] === o.properties.label)!;
    const [e, n] = lngLatToStatePlane(o.position.lng, o.position.lat);
    expect(Number(r[column('Easting (ft, EPSG:2263)')])).toBeCloseTo(e, 2);
    expect(Number(r[column('Northing (ft, EPSG:2263)')])).toBeCloseTo(n, 2);
    expect(Number(r[column('Latitude')])).toBeCloseTo(o.position.lat, 7);
    const odd = body.find((row) => row[column('Note')]!.startsWith('Line 1'))!;
    expect(odd[column('Label')]).toBe(`'=HYPERLINK("x")`);
    expect(odd[column('Note')]).toBe('Line 1, "quoted"\nLine 2');
    expect(r[column('Size')]).toMatch(/ ft$/);
  });

  it("gives an exit's clear width, its own or the default, and leaves it empty for other objects", () => {
    const base = objects[0]!;
    const exit = (clearWidthFt?: number) => ({
      ...base,
      type: 'exit' as const,
      properties: { ...base.properties, ...(clearWidthFt ? { clearWidthFt } : {}) },
    });
    const clear = (o: typeof base) =>
      readCsv(equipmentCsv([o], 'ft').replace(/^\uFEFF/, ''))[1]![column('Clear width (ft)')];
    expect(clear(exit(7.5))).toBe('7.5');
    expect(clear(exit())).toBe('6');
    expect(clear(base)).toBe('');
  });

  it('rounds the rotation to a tenth of a degree, as a turn by handle leaves it', () => {
    const turned = (deg: number) => ({ ...objects[0]!, properties: { ...objects[0]!.properties, rotationDeg: deg } });
    const rotation = (deg: number) =>
      readCsv(equipmentCsv([turned(deg)], 'ft').replace(/^\uFEFF/, ''))[1]![column('Rotation (deg)')];
    expect(rotation(298.9995233790314)).toBe('299');
    expect(rotation(12.345)).toBe('12.3');
    expect(rotation(359.96)).toBe('0');
    expect(rotation(0)).toBe('0');
  });
});
