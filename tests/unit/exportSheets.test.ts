/**
 * The packet's plan sheets for the three plans, laid out in Node as the export worker lays
 * them out: no text over text on any sheet, no label over what is drawn for an object, every object's
 * number printed on a sheet, blocks as one label with detail sheets behind them.
 */
import { describe, expect, it } from 'vitest';
import { layoutDocument } from '../../src/shared/export/compose';
import { fittedFrame } from '../../src/shared/export/mapScale';
import { cssSizeFor, FIT_PADDING_PX, pageGeometry } from '../../src/shared/export/pageLayout';
import { textLeft, type Primitive, type TextPrimitive } from '../../src/shared/export/primitives';
import type { ExportPage } from '../../src/shared/export/request';
import { objectsOnSheet } from '../../src/shared/export/sheets/mapLabels';
import { sheetMarks } from '../../src/shared/export/sheets/objectMarks';
import { planSheets, type PlanSheets } from '../../src/shared/export/sheets/planSheets';
import { textExtentMm } from '../../src/shared/export/text';
import { readAreaGeometry, positionsOf } from '../../src/shared/geography/geometry';
import { bboxOf } from '../../src/shared/geometry/bbox';
import { rectMeetsConvex, type Rect } from '../../src/shared/geometry/convex';
import { lawnChairGrid, parkChairs, placedObjects, plazaMix, type PacketPlan } from '../support/packetPlans';
import { samplePage } from './helpers/exportFixtures';

function pageFor(plan: PacketPlan, overrides: Partial<ExportPage> = {}): ExportPage {
  const area = readAreaGeometry(plan.area.geometry)!;
  const frame = fittedFrame(bboxOf(positionsOf(area)), cssSizeFor(pageGeometry().mapFrame), FIT_PADDING_PX);
  return samplePage({
    areaTitle: plan.area.name,
    areaSubtitle: '',
    areaGeometry: area,
    frame,
    objects: placedObjects(plan),
    nearby: [],
    legendLayers: [],
    ...overrides,
  });
}

/** Every text of a page with its box as a PDF reader gives it (advance widths; ascender to descender). */
function textBoxes(page: readonly Primitive[]): { t: TextPrimitive; box: Rect }[] {
  const out: { t: TextPrimitive; box: Rect }[] = [];
  const walk = (ps: readonly Primitive[]) => {
    for (const p of ps) {
      if (p.kind === 'clip') walk(p.children);
      if (p.kind !== 'text' || p.text.trim() === '') continue;
      const { ascent, descent } = textExtentMm(p.text, p.sizePt, p.bold);
      out.push({ t: p, box: { x: textLeft(p), y: p.y - ascent, width: p.width, height: ascent + descent } });
    }
  };
  walk(page);
  return out;
}

const overlap = (a: Rect, b: Rect) =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 0.01 &&
  Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 0.01;

function overlappingTexts(page: readonly Primitive[]): string[] {
  const boxes = textBoxes(page);
  const hits: string[] = [];
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++)
      if (overlap(boxes[i]!.box, boxes[j]!.box)) hits.push(`'${boxes[i]!.t.text}' × '${boxes[j]!.t.text}'`);
  return hits;
}

/** Texts on a sheet that meet what is drawn for an object (its footprint or symbol, a block's outline). */
function textsOverObjects(
  page: readonly Primitive[],
  sheets: PlanSheets,
  index: number,
  exportPage: ExportPage,
): string[] {
  const sheet = index === 0 ? sheets.overview.sheet : sheets.details[index - 1]!.sheet;
  const marks = sheetMarks(objectsOnSheet(exportPage.objects, sheet), sheets.blocks, sheet);
  const texts = textBoxes(page);
  return texts.filter(({ box }) => marks.obstacles.some((o) => rectMeetsConvex(box, o.shape))).map(({ t }) => t.text);
}

function check(plan: PacketPlan) {
  const page = pageFor(plan);
  const sheets = planSheets(page, [], pageGeometry(), true);
  const doc = layoutDocument(page, true);
  const planPages = doc.pages.slice(0, 1 + sheets.details.length);
  return { page, sheets, doc, planPages };
}

const texts = (page: readonly Primitive[]) => textBoxes(page).map((b) => b.t.text);
/** The texts inside the sheet's map frame. */
const mapTexts = (page: readonly Primitive[]) => {
  const f = pageGeometry().mapFrame;
  return textBoxes(page)
    .filter(({ box }) => box.x >= f.x && box.x + box.width <= f.x + f.width && box.y >= f.y && box.y <= f.y + f.height)
    .map((b) => b.t.text);
};

describe('plan sheets: the issue’s three plans', () => {
  for (const [name, make] of [
    ['48 chairs in a 2 m grid', lawnChairGrid],
    ['200 chairs over a whole park', parkChairs],
    ['a plaza with 30 mixed objects', plazaMix],
  ] as const) {
    it(`${name}: no text over text or over an object on any plan sheet; every number printed`, () => {
      const plan = make();
      const { page, sheets, planPages } = check(plan);
      planPages.forEach((p, i) => {
        expect(overlappingTexts(p), `sheet ${i + 1}`).toEqual([]);
        expect(textsOverObjects(p, sheets, i, page), `sheet ${i + 1}`).toEqual([]);
      });
      for (const o of page.objects) expect(sheets.numberedOn.get(o.id), o.id).toBeDefined();
      expect(sheets.numberedOn.size).toBe(plan.objects.length);
    });
  }

  it('48 chairs: one block on the site plan with one label, and Detail A at 1:200 numbering each chair', () => {
    const { sheets, planPages } = check(lawnChairGrid());
    expect(sheets.blocks).toHaveLength(1);
    expect(sheets.blocks[0]!.rows).toEqual([8, 8, 8, 8, 8, 8]);
    const overview = mapTexts(planPages[0]!);
    expect(overview).toContain('Chairs 1–48 · 48 × 0.5 × 0.5 m · 6 rows of 8');
    expect(overview).toContain('Detail A — sheet 2, 1:200');
    // No chair's own number, no chair's size: the block says both.
    expect(overview.filter((t) => /^\d+$/.test(t))).toEqual([]);
    expect(overview).not.toContain('0.5 × 0.5 m');
    expect(sheets.details).toHaveLength(1);
    expect(sheets.details[0]!.sheet.scale).toBe(200);
    expect(texts(planPages[1]!)).toContain('Detail A');
    const detail = mapTexts(planPages[1]!);
    for (let n = 1; n <= 48; n++) expect(detail).toContain(String(n));
  });

  it('numbers a block in reading order: the back row first, each from the left', () => {
    const plan = lawnChairGrid();
    const { sheets } = check(plan);
    expect(sheets.spot.get('chair-0-0')).toBe(1);
    expect(sheets.spot.get('chair-0-7')).toBe(8);
    expect(sheets.spot.get('chair-1-0')).toBe(9);
    expect(sheets.spot.get('chair-5-7')).toBe(48);
  });

  it('without detail sheets the block keeps its one label and the schedule says where the numbers are not', () => {
    const plan = lawnChairGrid();
    const page = pageFor(plan, { options: { includeDimensions: true, dimensionUnits: 'm', detailSheets: false } });
    const doc = layoutDocument(page, true);
    expect(texts(doc.pages[0]!)).toContain('Chairs 1–48 · 48 × 0.5 × 0.5 m · 6 rows of 8');
    expect(texts(doc.pages[0]!).some((t) => t.startsWith('Detail'))).toBe(false);
    const schedule = texts(doc.pages[1]!);
    expect(schedule).toContain('Chair, block (6 rows of 8)');
    expect(schedule).toContain('1–48');
    expect(schedule.join(' ')).toMatch(/One label on sheet 1; number not printed on a sheet \(no room\)/);
  });

  it('a PNG is one sheet: the same labels, no callouts', () => {
    const page = pageFor(lawnChairGrid(), { format: 'png' });
    const doc = layoutDocument(page, true);
    expect(doc.pages).toHaveLength(1);
    const shown = texts(doc.pages[0]!);
    expect(shown).toContain('Chairs 1–48 · 48 × 0.5 × 0.5 m · 6 rows of 8');
    expect(shown.some((t) => t.startsWith('Detail'))).toBe(false);
    expect(overlappingTexts(doc.pages[0]!)).toEqual([]);
  });

  it('a plaza of mixed objects: blocks of tents, chairs and toilets; names and large sizes on the map', () => {
    const { sheets, planPages } = check(plazaMix());
    const overview = texts(planPages[0]!);
    expect(sheets.blocks.map((b) => b.typeId).sort()).toEqual(['chair', 'portable-toilet', 'tent']);
    expect(overview).toEqual(expect.arrayContaining(['Main Stage', 'Medic tent', '4.9 × 3.7 m']));
    // The chairs' row is one label on the site plan; their numbers are on a detail.
    expect(overview.some((t) => /^Chairs \d+–\d+ · 8 × 0\.5 × 0\.5 m · a row of 8$/.test(t))).toBe(true);
    expect(sheets.details.length).toBeGreaterThan(0);
  });
});
