/**
 * The egress case (BENCH_ONLY=egress, issue 39): on the heavy layers case's park (Bench Great Park,
 * 1440 × 900, no layers switched on), a plan imported with 300 barricades in a closed ring round a
 * 600 ft square, 1,000 chairs inside it, 12 Exits on its east side and 4,000 expected.
 *
 * - **Moving one barricade:** the barricade clicked, then the arrow keys move it one step at a time,
 *   each after the last answer; per move, the nudge worker's own time for the egress figures (the
 *   'egress:computed' mark the page sets from the worker's answer, `PreCheck.egressMs`).
 * - **Click → listed:** 'Chair' picked and shift-clicks placed one at a time inside the ring, each
 *   from the driver's `mouse.click` until 'Placed Objects (N)' counts it, read from outside the page.
 *
 * Both are measured in two passes in the same run: the app as it is, and the same plan with the egress
 * check left out (`?egress=off`, the pre-check's diagnostic switch). Printed beside the goals (worker
 * p95 under 50 ms a move; click → listed p95 under 100 ms and no worse than without the check), never
 * asserted; written to bench-results/egress.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { offsetFeet } from '../../../src/shared/objects/footprint';
import type { LayersInput } from '../layers/case';
import { layersContext } from '../layers/context';
import { HEAVY_PARK, PARK_NAME, parkBBox, parkRing } from '../layers/heavyPark';
import { openAndFocus } from '../layers/measure';
import { loadNote, machineJson } from '../lib/machine';
import { PageBroke, quiet } from '../lib/probe';
import { ROOT } from '../lib/server';
import { median, ms, percentile, table } from '../lib/stats';

const VIEWPORT = { width: 1440, height: 900 };
const SIDE_FT = 600;
const PIECE_FT = 8;
const CHAIRS = 1000;
const EXITS = 12;
const ATTENDANCE = 4000;
const MOVES = 30;
const CLICKS = 30;
const ZOOM = 17.5;
const WAIT_MS = 30_000;

type Pass = 'egress' | 'without';
const PASSES: readonly Pass[] = ['egress', 'without'];
const PASS_LABEL: Record<Pass, string> = { egress: 'with the egress check', without: 'without it (?egress=off)' };

export interface EgressPassRun {
  pass: Pass;
  /** The worker's egress time per barricade move, ms (empty without the check). */
  moveWorkerMs: number[];
  /** Each click → 'Placed Objects (N)' counting it, ms, read from the driver. */
  listedMs: number[];
  /** The egress group's exits row after the import ('12 of 4' …), or null without the check. */
  exitsRow: string | null;
}

/** The plan: the ring (pieces end to end, closed), chairs in rows, exits along the east side. */
export function egressPlan(centre: [number, number]) {
  // Feet east and north of the ring's south-west corner, the ring centred on `centre`.
  const at = (east: number, north: number) =>
    offsetFeet({ lng: centre[0], lat: centre[1] }, east - SIDE_FT / 2, north - SIDE_FT / 2);
  // 75 pieces of 8 ft on each side, end to end: 300, closed.
  const pieces: { east: number; north: number; rotationDeg: number }[] = [];
  for (let i = 0; i < SIDE_FT / PIECE_FT; i++) {
    const along = i * PIECE_FT + PIECE_FT / 2;
    pieces.push(
      { east: along, north: 0, rotationDeg: 0 },
      { east: along, north: SIDE_FT, rotationDeg: 0 },
      { east: 0, north: along, rotationDeg: 90 },
      { east: SIDE_FT, north: along, rotationDeg: 90 },
    );
  }
  const objects = [
    ...pieces.map((p, i) => ({
      id: `ring-${i}`,
      type: 'barricade',
      name: 'Barricade',
      position: at(p.east, p.north),
      properties: { rotationDeg: p.rotationDeg },
    })),
    ...Array.from({ length: CHAIRS }, (_, i) => ({
      id: `chair-${i}`,
      type: 'chair',
      name: 'Chair',
      position: at(250 + (i % 40) * 7.5, 100 + Math.floor(i / 40) * 14),
      properties: { rotationDeg: 0 },
    })),
    ...Array.from({ length: EXITS }, (_, i) => ({
      id: `exit-${i}`,
      type: 'exit',
      name: 'Exit',
      position: at(SIDE_FT, 24 + i * 48),
      properties: { rotationDeg: 90 },
    })),
  ];
  return { objects, at };
}

/**
 * The screen point of [lng, lat] on the north-up map as it now stands: the plan's centre is where the
 * map says its view's centre is on screen (`data-centre`), at the zoom it says (`data-zoom`; MapLibre's
 * 512 px tiles).
 */
async function projector(page: Page, centre: [number, number]) {
  const map = page.locator('.map-area');
  const box = (await map.boundingBox())!;
  const [cx, cy] = ((await map.getAttribute('data-centre')) ?? '').split(',').map(Number);
  const zoom = Number(await map.getAttribute('data-zoom'));
  if (!Number.isFinite(cx) || !Number.isFinite(zoom)) throw new PageBroke('the map does not say its centre and zoom');
  const worldPx = 512 * 2 ** zoom;
  const mercY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
  return (lng: number, lat: number) => ({
    x: box.x + cx! + ((lng - centre[0]) / 360) * worldPx,
    y: box.y + cy! - ((mercY(lat) - mercY(centre[1])) / (2 * Math.PI)) * worldPx,
  });
}

const placedCount = async (page: Page) =>
  Number(/\((\d+)\)/.exec((await page.locator('#placed-objects-title').textContent()) ?? '')?.[1] ?? NaN);

const READ_MARKS = `performance.getEntriesByName('egress:computed').map(function (m) { return m.detail; })`;

/** Waits for `expression` in the page; on a timeout, says which step and keeps a screenshot of the page. */
async function step(page: Page, name: string, expression: string, timeout: number, polling: number): Promise<void> {
  try {
    await page.waitForFunction(expression, undefined, { timeout, polling });
  } catch {
    mkdirSync(`${ROOT}bench-results`, { recursive: true });
    await page.screenshot({ path: `${ROOT}bench-results/egress-failed.png` }).catch(() => undefined);
    throw new PageBroke(
      `egress case: ${name} did not happen within ${timeout / 1000} s (bench-results/egress-failed.png)`,
    );
  }
}

async function runPass(browser: Browser, input: LayersInput, pass: Pass): Promise<EgressPassRun> {
  const { context, page, errors } = await layersContext(browser, input.standIn, input.parks, { viewport: VIEWPORT });
  try {
    await openAndFocus(page, { path: pass === 'without' ? '/?egress=off' : '/', parkName: PARK_NAME });
    const [w, s, e, n] = parkBBox();
    const centre: [number, number] = [(w + e) / 2, (s + n) / 2];
    const { objects, at } = egressPlan(centre);
    const file = {
      schemaVersion: 1,
      geography: { type: 'parks' },
      focusedArea: {
        id: HEAVY_PARK.system,
        system: HEAVY_PARK.system,
        name: PARK_NAME,
        geometry: { type: 'MultiPolygon', coordinates: [[parkRing()]] },
      },
      view: { center: { lng: centre[0], lat: centre[1] }, zoom: ZOOM, bearing: 0, pitch: 0 },
      droppedObjects: objects,
      eventInfo: { attendance: String(ATTENDANCE) },
    };
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Import Plan (JSON)' }).click();
    await (
      await chooser
    ).setFiles({ name: 'egress-bench.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
    await step(
      page,
      'the import',
      `(document.querySelector('#placed-objects-title')?.textContent ?? '').includes('(${objects.length})')`,
      WAIT_MS * 4,
      200,
    );
    await page.locator('.map-area[data-camera="still"]').waitFor({ timeout: WAIT_MS });
    await quiet(page, 800, 15_000);
    if (pass === 'egress') await step(page, 'the first egress figures', `${READ_MARKS}.length > 0`, WAIT_MS * 4, 200);
    const screen = await projector(page, centre);

    const moveWorkerMs: number[] = [];
    if (pass === 'egress') {
      // A barricade of the west side, a third of the way up: click it, then step it right and back.
      const piece = objects.find((o) => o.id === 'ring-150')!;
      const p = screen(piece.position.lng, piece.position.lat);
      await page.mouse.click(p.x, p.y);
      await step(
        page,
        'the barricade selected',
        `document.querySelector('.map-area')?.dataset.selected === '1'`,
        WAIT_MS,
        50,
      );
      for (let i = 0; i < MOVES; i++) {
        const before = (await page.evaluate<number[]>(READ_MARKS)).length;
        await page.keyboard.press(i % 2 ? 'ArrowLeft' : 'ArrowRight');
        await step(page, `the figures after move ${i + 1}`, `${READ_MARKS}.length > ${before}`, WAIT_MS, 20);
        const marks = await page.evaluate<number[]>(READ_MARKS);
        moveWorkerMs.push(marks[marks.length - 1]!);
      }
      await page.keyboard.press('Escape');
    }
    const exitsRow =
      pass === 'egress'
        ? ((await page
            .locator('[data-egress="exits"]')
            .first()
            .textContent({ timeout: 2000 })
            .catch(() => null)) ?? null)
        : null;

    // Chairs shift-clicked one at a time in the empty west part of the ring, each waited for.
    await page
      .getByRole('region', { name: 'Event Objects' })
      .getByRole('button', { name: /^Chair/ })
      .click();
    const listedMs: number[] = [];
    let count = await placedCount(page);
    await page.keyboard.down('Shift');
    for (let i = 0; i < CLICKS; i++) {
      const spot = at(40 + (i % 10) * 20, 150 + Math.floor(i / 10) * 60);
      const q = screen(spot.lng, spot.lat);
      const t0 = Date.now();
      await page.mouse.click(q.x, q.y);
      await step(
        page,
        `chair ${i + 1} listed`,
        `(document.querySelector('#placed-objects-title')?.textContent ?? '').includes('(${count + 1})')`,
        WAIT_MS,
        5,
      );
      listedMs.push(Date.now() - t0);
      count++;
    }
    await page.keyboard.up('Shift');
    if (errors.length) throw new PageBroke(`uncaught page errors: ${errors.join('; ')}`);
    return { pass, moveWorkerMs, listedMs, exitsRow };
  } finally {
    await context.close();
  }
}

export async function runEgressCase(browser: Browser, input: LayersInput, runs: number): Promise<void> {
  const done: Record<Pass, EgressPassRun[]> = { egress: [], without: [] };
  for (let i = 0; i < runs; i++)
    for (const pass of PASSES) {
      const r = await runPass(browser, input, pass);
      done[pass].push(r);
      const moves = r.moveWorkerMs.length
        ? `a move: worker p50 ${ms(median(r.moveWorkerMs))} p95 ${ms(percentile(r.moveWorkerMs, 95))}; `
        : '';
      console.log(
        `run ${i + 1}/${runs}, ${PASS_LABEL[pass]}: ${moves}click → listed p50 ${ms(median(r.listedMs))} p95 ${ms(percentile(r.listedMs, 95))}` +
          (r.exitsRow ? `; exits row '${r.exitsRow.trim()}'` : ''),
      );
    }
  const all = (pass: Pass, key: 'moveWorkerMs' | 'listedMs') => done[pass].flatMap((r) => r[key]);
  const load = loadNote();
  console.log(
    `\nEgress: 300 barricades in a closed ring, ${CHAIRS.toLocaleString('en-US')} chairs, ${EXITS} exits, ${ATTENDANCE.toLocaleString('en-US')} expected (${runs} run(s); load ${load.load1.toFixed(1)}, busy above ${load.busyAbove})`,
  );
  console.log(
    table([
      ['measure', 'goal', PASS_LABEL.egress, PASS_LABEL.without],
      [
        'a barricade moved: worker time for the egress figures, p50 / p95',
        '< 50 ms p95',
        `${ms(median(all('egress', 'moveWorkerMs')))} / ${ms(percentile(all('egress', 'moveWorkerMs'), 95))}`,
        '—',
      ],
      [
        'click → listed, p50 / p95',
        '< 100 ms p95, as without',
        `${ms(median(all('egress', 'listedMs')))} / ${ms(percentile(all('egress', 'listedMs'), 95))}`,
        `${ms(median(all('without', 'listedMs')))} / ${ms(percentile(all('without', 'listedMs'), 95))}`,
      ],
    ]),
  );
  mkdirSync(`${ROOT}bench-results`, { recursive: true });
  writeFileSync(
    `${ROOT}bench-results/egress.json`,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: machineJson(browser.version()),
        load,
        plan: { barricades: 300, chairs: CHAIRS, exits: EXITS, attendance: ATTENDANCE, moves: MOVES, clicks: CLICKS },
        runs: done,
      },
      null,
      2,
    ),
  );
}
