/**
 * A packet a reviewer can read however much is placed, read back from the PDF with poppler (each
 * word and its box) and the PDF's own drawing (where each symbol is placed): on every plan sheet no
 * word overlaps another and none lies over what is drawn for an object, and every object's spot
 * number is printed, readable, near it on some sheet. For 48 chairs in a 2 m grid on the Lawn, 200
 * chairs over the whole of Bryant Park with every layer on, and 30 mixed objects on a plaza.
 */
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, mapRegion, test } from './fixtures';
import { answerOpenData } from './openData';
import { designer, focusName, importJson, placedHeading } from './planFileHelpers';
import { pdfText, type PdfWord } from './pdfReader';
import { pagePlacements, pageQuads, type FormPlacement } from './pdfObjects';
import {
  lawnChairGrid,
  parkChairs,
  planFile,
  plazaMix,
  type PacketPlan,
  type TestObject,
} from '../support/packetPlans';
import {
  indexedDetails,
  mapOverlap,
  overlappingWords,
  planSheets,
  printedScale,
  PT_PER_MM,
  wordsInside,
  type SheetWords,
} from './packetWords';
import { frameProjection } from '../../src/shared/export/frameProjection';
import { fittedFrame } from '../../src/shared/export/mapScale';
import { cssSizeFor, FIT_PADDING_PX, pageGeometry } from '../../src/shared/export/pageLayout';
import { project } from '../../src/shared/geography/mercator';
import { readAreaGeometry, positionsOf } from '../../src/shared/geography/geometry';
import { bboxOf } from '../../src/shared/geometry/bbox';
import { rectMeetsConvex, type Pt } from '../../src/shared/geometry/convex';
import { objectType } from '../../src/shared/objects/catalogue';
import { footprint } from '../../src/shared/objects/footprint';

// Each packet renders a 150 dpi map in software WebGL and lays out up to a few hundred labels.
test.describe.configure({ timeout: 180_000 });

const GEOMETRY = pageGeometry();
const PAGE_HEIGHT_PT = GEOMETRY.page.height * PT_PER_MM;
/** A spot number readable on paper: a 5.5 pt label's words are 7.5 pt high. */
const READABLE_WORD_PT = 6;
/** A label placed with a leader sits at most this far from its object. */
const NEAR_PT = 20 * PT_PER_MM;

async function exportPdf(page: Page, plan: PacketPlan, name: string): Promise<string> {
  await answerOpenData(page);
  // A plan file brings its own geography (a plaza's too): the app starts on the parks, as a new user's does.
  await page.goto('/');
  await page.getByRole('button', { name: 'Skip for Now' }).click();
  await page.getByRole('radio', { name: /^Parks/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  // The areas take longer than the fixture's 15 s on a machine as busy as a shared CI runner can be.
  await expect(mapRegion(page)).toHaveAttribute('data-areas-state', 'shown', { timeout: 60_000 });
  await importJson(page, planFile(plan));
  // A plaza plan switches to the plazas first: 1,762 areas to load, slow on a busy machine.
  await expect(focusName(page)).toHaveText(plan.area.name, { timeout: 60_000 });
  await expect(placedHeading(page)).toHaveText(`Placed Objects (${plan.objects.length})`);
  return downloadPdf(page, name);
}

/** 'Export Site Plan' → 'PDF Document', the file kept in the test's output. */
async function downloadPdf(page: Page, name: string): Promise<string> {
  await designer(page).getByRole('button', { name: 'Export Site Plan' }).click();
  const downloading = page.waitForEvent('download', { timeout: 150_000 });
  await page.getByRole('menuitem', { name: 'PDF Document' }).click();
  const path = test.info().outputPath(`${name}.pdf`);
  await (await downloading).saveAs(path);
  // PACKET_OUT keeps a copy to look at (the before and after pages).
  if (process.env.PACKET_OUT) {
    mkdirSync(process.env.PACKET_OUT, { recursive: true });
    copyFileSync(path, `${process.env.PACKET_OUT}/${name}.pdf`);
  }
  return path;
}

/** Where a sheet puts a position: page points from its top left. */
type Projection = (lng: number, lat: number) => Pt;

/** The site plan's projection from first principles: the area fitted with the spec's 12 px padding. */
function overviewProjection(plan: PacketPlan): Projection {
  const area = readAreaGeometry(plan.area.geometry)!;
  const frame = fittedFrame(bboxOf(positionsOf(area)), cssSizeFor(GEOMETRY.mapFrame), FIT_PADDING_PX);
  const proj = frameProjection(frame, GEOMETRY.mapFrame);
  return (lng, lat) => {
    const [x, y] = proj.toMm(lng, lat);
    return [x * PT_PER_MM, y * PT_PER_MM];
  };
}

/**
 * A detail's projection, found from the PDF: its printed scale fixes the points per Mercator metre;
 * the shift is the one that puts the most drawn centres (placed symbols, four-cornered paths such as
 * footprints) exactly on objects: each centre paired with each object votes for a shift; the objects'
 * own drawings agree, anything else scatters.
 */
function detailProjection(plan: PacketPlan, scale: number, centres: readonly Pt[]): Projection | null {
  const lat0 = plan.objects.reduce((s, o) => s + o.position.lat, 0) / plan.objects.length;
  const k = (1000 / scale) * Math.cos((lat0 * Math.PI) / 180) * PT_PER_MM;
  const votes = new Map<string, { n: number; x: number; y: number }>();
  for (const [cx, cy] of centres)
    for (const o of plan.objects) {
      const [X, Y] = project(o.position.lng, o.position.lat);
      const tx = cx - X * k,
        ty = cy + Y * k;
      const key = `${Math.round(tx / 0.5)},${Math.round(ty / 0.5)}`;
      const v = votes.get(key) ?? { n: 0, x: tx, y: ty };
      v.n++;
      votes.set(key, v);
    }
  const best = [...votes.values()].sort((a, b) => b.n - a.n)[0];
  if (!best || best.n < 3) return null;
  return (lng, lat) => {
    const [X, Y] = project(lng, lat);
    return [best.x + X * k, best.y - Y * k];
  };
}

/** What is drawn for an object: its footprint, and the symbol placed on its centre if there is one. */
function objectMarks(o: TestObject, at: Projection, placements: readonly FormPlacement[]): Pt[][] {
  const type = objectType(o.type)!;
  const ring = footprint({
    position: o.position,
    footprintFt: type.footprintFt,
    rotationDeg: o.properties?.rotationDeg ?? 0,
  }).ring.slice(0, 4);
  const marks: Pt[][] = [ring.map(([lng, lat]) => at(lng, lat))];
  const [cx, cy] = at(o.position.lng, o.position.lat);
  for (const p of placements) if (Math.hypot(p.centre[0] - cx, p.centre[1] - cy) < 0.3) marks.push(p.corners);
  return marks;
}

const boxOf = (w: PdfWord) => ({ x: w.xMin, y: w.yMin, width: w.xMax - w.xMin, height: w.yMax - w.yMin });
const frameBox = {
  x: GEOMETRY.mapFrame.x * PT_PER_MM,
  y: GEOMETRY.mapFrame.y * PT_PER_MM,
  width: GEOMETRY.mapFrame.width * PT_PER_MM,
  height: GEOMETRY.mapFrame.height * PT_PER_MM,
};
const insideFrame = ([x, y]: Pt) =>
  x >= frameBox.x && x <= frameBox.x + frameBox.width && y >= frameBox.y && y <= frameBox.y + frameBox.height;

interface SheetReading {
  sheet: SheetWords;
  at: Projection;
  placements: FormPlacement[];
}

function readSheets(path: string, plan: PacketPlan): SheetReading[] {
  const bytes = readFileSync(path);
  const placements = pagePlacements(bytes, PAGE_HEIGHT_PT);
  const quads = pageQuads(bytes, PAGE_HEIGHT_PT);
  const sheets = planSheets(path);
  // Every detail the packet's index lists is a sheet read here: none escapes the checks below.
  expect(
    sheets.slice(1).map(({ page, sheet }) => ({ page, sheet })),
    'the detail sheets read, as the index lists them',
  ).toEqual(indexedDetails(path));
  return sheets.map((sheet) => {
    const onPage = placements[sheet.page - 1] ?? [];
    if (sheet.sheet === 'overview') return { sheet, at: overviewProjection(plan), placements: onPage };
    const scale = printedScale(sheet.words);
    expect(scale, `detail ${sheet.sheet}'s printed scale`).not.toBeNull();
    const at = detailProjection(plan, scale!, [...onPage.map((p) => p.centre), ...(quads[sheet.page - 1] ?? [])]);
    expect(at, `detail ${sheet.sheet}: its objects' symbols where its scale puts them`).not.toBeNull();
    return { sheet, at: at!, placements: onPage };
  });
}

function checkPacket(path: string, plan: PacketPlan, name: string, spots: ReadonlyMap<string, number>): SheetReading[] {
  const sheets = readSheets(path, plan);
  for (const { sheet, at, placements } of sheets) {
    const where = `${name}, page ${sheet.page} (${sheet.sheet})`;
    const m = mapOverlap(sheet.words, GEOMETRY.mapFrame);
    console.log(
      `${where}: ${m.overlapping} of ${m.words} words on the map overlap another; ${sheet.words.length} words on the sheet`,
    );
    expect(
      overlappingWords(sheet.words).map((w) => w.text),
      `${where}: words over words`,
    ).toEqual([]);
    const marks = plan.objects.flatMap((o) => objectMarks(o, at, placements));
    const covering = wordsInside(sheet.words, GEOMETRY.mapFrame).filter((w) =>
      marks.some((shape) => rectMeetsConvex(boxOf(w), shape)),
    );
    expect(
      covering.map((w) => w.text),
      `${where}: words over objects`,
    ).toEqual([]);
  }
  // Every object's own number, readable, near it on some sheet that shows it.
  const unnumbered = plan.objects.filter((o) => {
    const n = String(spots.get(o.id));
    return !sheets.some(({ sheet, at }) => {
      const p = at(o.position.lng, o.position.lat);
      return (
        insideFrame(p) &&
        sheet.words.some(
          (w) =>
            w.text === n &&
            w.yMax - w.yMin >= READABLE_WORD_PT &&
            Math.hypot((w.xMin + w.xMax) / 2 - p[0], (w.yMin + w.yMax) / 2 - p[1]) < NEAR_PT,
        )
      );
    });
  });
  expect(
    unnumbered.map((o) => o.id),
    `${name}: objects whose number is on no sheet`,
  ).toEqual([]);
  return sheets;
}

test('48 chairs in a 2 m grid: one block with one label on the site plan, every chair numbered on Detail A', async ({
  page,
}) => {
  const plan = lawnChairGrid();
  const path = await exportPdf(page, plan, 'lawn-48-chairs');
  // Reading order, back row first: chair-r-c is spot 8r + c + 1.
  const spots = new Map(
    plan.objects.map((o) => {
      const [, r, c] = o.id.split('-').map(Number);
      return [o.id, 8 * r! + c! + 1];
    }),
  );
  const sheets = checkPacket(path, plan, 'lawn-48-chairs', spots);
  expect(sheets.map((s) => s.sheet.sheet)).toEqual(['overview', 'A']);
  const overview = sheets[0]!.sheet.words.map((w) => w.text).join(' ');
  expect(overview).toContain('Chairs 1–48 · 48 × 0.5 × 0.5 m · 6 rows of 8');
  expect(overview).toContain('Detail A — sheet 2, 1:200');
  const schedule = pdfText(path, 3);
  expect(schedule).toContain('Chair, block (6 rows of 8)');
  expect(schedule).toMatch(/48\s+1–48/);

  // Export Options can leave the detail sheets out: the block keeps its label, the schedule says where the numbers are not.
  await designer(page).getByRole('button', { name: 'Export Options' }).click();
  const options = page.getByRole('dialog', { name: 'Export Options' });
  await options.getByRole('checkbox', { name: /^Add detail sheets/ }).uncheck();
  await options.getByRole('button', { name: 'Save' }).click();
  const without = await downloadPdf(page, 'lawn-48-chairs-no-details');
  const sheetsWithout = planSheets(without);
  expect(sheetsWithout.map((s) => s.sheet)).toEqual(['overview']);
  expect(overlappingWords(sheetsWithout[0]!.words)).toEqual([]);
  expect(sheetsWithout[0]!.words.map((w) => w.text).join(' ')).toContain('Chairs 1–48');
  expect(pdfText(without, 2)).toMatch(/number\s+not\s+printed\s+on\s+a\s+sheet\s+\(no\s+room\)/);
});

test('200 chairs over the whole park with every layer on: no word over another or over a chair', async ({ page }) => {
  const plan = parkChairs();
  const path = await exportPdf(page, plan, 'park-200-chairs');
  // Lone chairs are numbered in the order they were placed.
  const sheets = checkPacket(path, plan, 'park-200-chairs', new Map(plan.objects.map((o, i) => [o.id, i + 1])));
  // The parking and transit markers are on the map too.
  expect(sheets[0]!.sheet.words.map((w) => w.text)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^[PMB]\d+/)]),
  );
});

test('a plaza with 30 mixed objects: names, sizes and numbers clear of each other and of the objects', async ({
  page,
}) => {
  const plan = plazaMix();
  const path = await exportPdf(page, plan, 'plaza-30-objects');
  const sheets = checkPacket(path, plan, 'plaza-30-objects', plazaNumbers(plan));
  const overview = sheets[0]!.sheet.words.map((w) => w.text).join(' ');
  expect(overview).toContain('Main Stage');
  expect(overview).toContain('Medic tent');
});

/** The plaza's numbering: types by name, each in placing order, a block as one run in reading order. */
function plazaNumbers(plan: PacketPlan): Map<string, number> {
  const byName = [...new Set(plan.objects.map((o) => objectType(o.type)!.name))].sort((a, b) => a.localeCompare(b));
  const out = new Map<string, number>();
  let next = 1;
  for (const name of byName) {
    // The plaza's blocks (tents, chairs, toilets) are placed west to east in one row: placing order is reading order.
    for (const o of plan.objects.filter((x) => objectType(x.type)!.name === name)) out.set(o.id, next++);
  }
  return out;
}
