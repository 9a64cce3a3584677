/**
 * The 'move around' case (issue 43): on the dense case's park (dense/case.ts) at 1440 × 900, after
 * 'All Recommended' has drawn everything and 200 chairs are placed one click at a time, what a person
 * does next: a drag of 40 pointer moves (8 px each, sent one at a time about 60 Hz, measured from the
 * driver: the first move sent → the last one handled) and 8 wheel notches (4 in, 4 out, 150 ms apart).
 * For each: map renders per input (the page's own count, `data-map-renders`; those drawn at the lower
 * resolution, the gesture's own, apart from the one that draws the view sharp at rest), frame intervals (p95,
 * max, from requestAnimationFrame), main-thread long tasks, and the time from the last input to the
 * canvas at full resolution again. The app and the build before issue 43 (BEFORE_COMMIT, built and
 * served beside it) in the same run, with the load average beside the figures. Printed and written to
 * bench-results/movearound.json, never asserted.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { earlierBuild } from '../lib/earlierBuild';
import { loadNote, machineJson } from '../lib/machine';
import { PageBroke, longTasksNow, longest, quiet, sleep, tasksIn } from '../lib/probe';
import { BASE, ROOT, stopServer } from '../lib/server';
import { frameStats, median, ms, table, type FrameStats } from '../lib/stats';
import { openAndFocus } from '../layers/measure';
import { START_FRAMES, STOP_FRAMES } from '../layers/pageScripts';
import { contextFor } from '../dense/measure';
import type { DenseCaseInput } from '../dense/case';
import { placeChairsSerially } from '../dense/serialPlacement';

/** Main before issue 43: the map drew two frames a move, at full resolution. */
export const BEFORE_COMMIT = 'd794e41';
const BEFORE = earlierBuild(BEFORE_COMMIT, 'movearound-before', Number(process.env.BENCH_BEFORE_PORT ?? 4179));

const MOVES = 40;
const STEP_PX = 8;
/** About 60 Hz, as a mouse sends. */
const MOVE_EVERY_MS = 16;
const NOTCHES = 8;
const NOTCH_EVERY_MS = 150;
const WHEEL_DELTA = 100;

type Side = 'app' | 'before';

interface Gesture {
  inputs: number;
  /** First input sent → last input handled, from the driver. */
  sendMs: number;
  /** First input → the camera still (MapLibre's idle after the move). */
  settledMs: number;
  renders: number;
  rendersPerInput: number;
  /** Renders at the lower resolution (all of them where it never left full resolution): the gesture's own. */
  movingRenders: number;
  frames: FrameStats;
  longTasks: number;
  longTaskMs: number;
  longestMs: number;
  /** Last input → the canvas at full resolution again (null: it never left it). */
  restoreMs: number | null;
  /**
   * Last input sent → the browser took it (its event's timeStamp): the part of restoreMs before the page
   * had it. The wheel's only: the drag's last move is timed after the driver's send returns.
   */
  takenMs: number;
  /** The canvas's smallest width while moving, and its full width. */
  minWidth: number;
  fullWidth: number;
}

interface SideRun {
  side: Side;
  placed: number;
  drag: Gesture;
  wheel: Gesture;
  load1: number;
}

const RENDERS = () => Number(document.querySelector('.map-area')?.getAttribute('data-map-renders') ?? 0);

/**
 * Watches the map canvas's width: its smallest since, when it last took its full width (page clock), and
 * the map's renders drawn at the lower width (the gesture's own) apart from those at full width (the one
 * that draws the view sharp again once the camera rests, and any other), and when the browser took the
 * last wheel notch (its event's timeStamp).
 */
const WATCH_WIDTH = () => {
  const canvas = document.querySelector('.maplibregl-canvas')!;
  const area = document.querySelector('.map-area')!;
  const full = Number(canvas.getAttribute('width'));
  const watch = { full, min: full, fullAt: 0, lowRenders: 0, inputAt: 0 };
  (window as unknown as { __width: typeof watch }).__width = watch;
  window.addEventListener('wheel', (e) => (watch.inputAt = e.timeStamp), { capture: true, passive: true });
  new MutationObserver(() => {
    const w = Number(canvas.getAttribute('width'));
    watch.min = Math.min(watch.min, w);
    if (w === full) watch.fullAt = performance.now();
  }).observe(canvas, { attributes: true, attributeFilter: ['width'] });
  // One record per render (the count is set as MapLibre's 'render' fires, at the end of its frame).
  new MutationObserver((records) => {
    if (Number(canvas.getAttribute('width')) < full) watch.lowRenders += records.length;
  }).observe(area, { attributes: true, attributeFilter: ['data-map-renders'] });
};
const READ_WIDTH = () =>
  (window as unknown as { __width: { full: number; min: number; fullAt: number; lowRenders: number; inputAt: number } })
    .__width;

/**
 * 'All Recommended' clicked, then every row it switched on has its count or its Error tag and the map
 * draws every layer that loaded (as tests/e2e/loadingFrames.spec.ts reads it). Fire Lanes and Special
 * Disaster Routes, which 'All Recommended' leaves off, say in words that the city publishes no such
 * column and count as neither, so the dense case's own wait (every row counted or failed) no longer ends.
 */
const EVERYTHING_DRAWN = () => {
  const rows = [...document.querySelectorAll('[data-layer]')].filter(
    (r) => r.querySelector('input:checked') || r.querySelector('.tag-error') || r.querySelector('.count'),
  );
  const failed = rows.filter((r) => r.querySelector('.tag-error')).length;
  const loaded = rows.filter((r) => r.querySelector('.count')).length;
  const shown = Number(document.querySelector('.map-area')?.getAttribute('data-layers-shown'));
  const loading = rows.some((r) => r.textContent.includes('(Loading...)'));
  return !loading && rows.length > 0 && loaded + failed === rows.length && shown === loaded;
};

async function everythingDrawn(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: 'All Recommended', exact: true }).click();
  await page.waitForFunction(EVERYTHING_DRAWN, undefined, { timeout: 300_000, polling: 100 });
}

/** A spot on the map to press that is no chair: halfway between the focused area's lowest corner and the map's bottom. */
async function pressPoint(page: Page): Promise<{ x: number; y: number }> {
  const box = (await page.locator('.maplibregl-canvas').boundingBox())!;
  const centre = ((await page.locator('.map-area').getAttribute('data-centre')) ?? '').split(',').map(Number);
  const corners = ((await page.locator('.map-area').getAttribute('data-focus-corners')) ?? '')
    .split(' ')
    .map((c) => Number(c.split(',')[1]));
  const lowest = Math.max(...corners.filter(Number.isFinite));
  const y = Number.isFinite(lowest) ? (lowest + box.height) / 2 : box.height - 60;
  return { x: box.x + (centre[0] ?? box.width / 2) - (MOVES * STEP_PX) / 2, y: box.y + y };
}

async function stillAfter(page: Page, sentAt: number): Promise<number> {
  await page.locator('.map-area[data-camera="still"]').waitFor({ timeout: 60_000 });
  return Date.now() - sentAt;
}

async function measure(page: Page, send: () => Promise<number>, inputs: number): Promise<Gesture> {
  await quiet(page, 800, 15_000);
  await page.evaluate(WATCH_WIDTH);
  const before = await page.evaluate(RENDERS);
  const from = Number(await page.evaluate(START_FRAMES));
  const sentAt = Date.now();
  const lastAt = await send();
  const sendMs = lastAt - sentAt;
  const settledMs = await stillAfter(page, sentAt);
  const frames = await page.evaluate<number[]>(STOP_FRAMES);
  const renders = (await page.evaluate(RENDERS)) - before;
  const { longTasks, now: to } = await longTasksNow(page);
  const during = tasksIn(longTasks, from, to);
  const width = await page.evaluate(READ_WIDTH);
  const lastInputPage = to - (Date.now() - lastAt);
  return {
    inputs,
    sendMs,
    settledMs,
    renders,
    rendersPerInput: renders / inputs,
    movingRenders: width.min < width.full ? width.lowRenders : renders,
    frames: frameStats(frames.filter((t) => t <= lastInputPage + 50)),
    longTasks: during.length,
    longTaskMs: during.reduce((s, t) => s + t.duration, 0),
    longestMs: longest(during),
    restoreMs: width.min < width.full ? Math.max(0, width.fullAt - lastInputPage) : null,
    takenMs: width.inputAt - lastInputPage,
    minWidth: width.min,
    fullWidth: width.full,
  };
}

async function drag(page: Page): Promise<Gesture> {
  const at = await pressPoint(page);
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  try {
    return await measure(
      page,
      async () => {
        let next = Date.now();
        for (let i = 1; i <= MOVES; i++) {
          await page.mouse.move(at.x + i * STEP_PX, at.y);
          next += MOVE_EVERY_MS;
          const wait = next - Date.now();
          if (wait > 0 && i < MOVES) await sleep(wait);
        }
        const last = Date.now();
        await page.mouse.up();
        return last;
      },
      MOVES,
    );
  } finally {
    await page.mouse.up().catch(() => undefined);
  }
}

async function wheel(page: Page): Promise<Gesture> {
  const box = (await page.locator('.maplibregl-canvas').boundingBox())!;
  const centre = ((await page.locator('.map-area').getAttribute('data-centre')) ?? '').split(',').map(Number);
  await page.mouse.move(box.x + (centre[0] ?? box.width / 2), box.y + (centre[1] ?? box.height / 2));
  return measure(
    page,
    async () => {
      let last = Date.now();
      for (let i = 0; i < NOTCHES; i++) {
        if (i > 0) await sleep(Math.max(0, last + NOTCH_EVERY_MS - Date.now()));
        last = Date.now();
        await page.mouse.wheel(0, i < NOTCHES / 2 ? -WHEEL_DELTA : WHEEL_DELTA);
      }
      return last;
    },
    NOTCHES,
  );
}

async function runSide(browser: Browser, input: DenseCaseInput, side: Side): Promise<SideRun> {
  const { context, page, errors } = await contextFor(browser, input);
  try {
    await openAndFocus(page, { parkName: input.park.name, base: side === 'app' ? BASE : BEFORE.base });
    await everythingDrawn(page);
    const placement = await placeChairsSerially(page);
    await page.keyboard.press('Escape');
    const d = await drag(page);
    const w = await wheel(page);
    if (errors.length) throw new PageBroke(`uncaught page errors: ${errors.join('; ')}`);
    return { side, placed: placement.placed, drag: d, wheel: w, load1: loadNote().load1 };
  } finally {
    if (errors.length) console.error(`page errors (${side}): ${errors.join('; ')}`);
    await context.close();
  }
}

const restore = (g: Gesture) => (g.restoreMs === null ? `n/a (${g.fullWidth} px throughout)` : ms(g.restoreMs));
const rowsOf = (name: string, g: (r: SideRun) => Gesture, runs: Record<Side, SideRun[]>) => {
  const cell = (side: Side, f: (x: Gesture) => number) => {
    const values = runs[side].map((r) => f(g(r)));
    return values.length ? median(values) : NaN;
  };
  const both = (f: (x: Gesture) => number, fmt: (v: number) => string) => [fmt(cell('app', f)), fmt(cell('before', f))];
  const n = (v: number) => (Number.isFinite(v) ? v.toFixed(2) : 'n/a');
  return [
    [`${name}: inputs sent in (driver)`, ...both((x) => x.sendMs, ms)],
    [`${name}: first input → camera still`, ...both((x) => x.settledMs, ms)],
    [`${name}: map renders`, ...both((x) => x.renders, String)],
    [`${name}: renders per input`, ...both((x) => x.rendersPerInput, n)],
    [`${name}: renders per input at the lower resolution`, ...both((x) => x.movingRenders / x.inputs, n)],
    [
      `${name}: frame interval p95 / max`,
      ...[cell('app', (x) => x.frames.p95Ms), cell('before', (x) => x.frames.p95Ms)].map(
        (v, i) => `${ms(v)} / ${ms(cell(i ? 'before' : 'app', (x) => x.frames.worstMs))}`,
      ),
    ],
    [
      `${name}: long tasks (count, total, longest)`,
      ...(['app', 'before'] as const).map(
        (s) =>
          `${cell(s, (x) => x.longTasks)}, ${ms(cell(s, (x) => x.longTaskMs))}, ${ms(cell(s, (x) => x.longestMs))}`,
      ),
    ],
    [
      `${name}: canvas width while moving (min / full)`,
      ...(['app', 'before'] as const).map((s) => `${cell(s, (x) => x.minWidth)} / ${cell(s, (x) => x.fullWidth)}`),
    ],
  ];
};

export async function runMoveAroundCase(browser: Browser, input: DenseCaseInput, runs: number): Promise<void> {
  const started = Date.now();
  const done: Record<Side, SideRun[]> = { app: [], before: [] };
  BEFORE.build();
  const beforeServer = await BEFORE.start();
  try {
    for (let i = 0; i < runs; i++) {
      for (const side of ['before', 'app'] as const) {
        const r = await runSide(browser, input, side);
        done[side].push(r);
        console.log(
          `run ${i + 1}/${runs}, ${side}${side === 'before' ? ` (${BEFORE_COMMIT})` : ''}: ${r.placed} chairs; drag ${MOVES} moves sent in ${ms(r.drag.sendMs)}, ` +
            `${r.drag.renders} renders (${r.drag.movingRenders} at the lower resolution), frame p95 ${ms(r.drag.frames.p95Ms)}, max ${ms(r.drag.frames.worstMs)}, ${r.drag.longTasks} long tasks (${ms(r.drag.longTaskMs)}), ` +
            `full resolution ${restore(r.drag)} after the last move; wheel ${NOTCHES} notches: ${r.wheel.renders} renders, frame p95 ${ms(r.wheel.frames.p95Ms)}, ` +
            `full resolution ${restore(r.wheel)} after the last notch (taken by the page in ${ms(r.wheel.takenMs)}); load ${r.load1.toFixed(1)}`,
        );
      }
    }
  } finally {
    stopServer(beforeServer);
  }
  console.log(
    `\nmove around, medians of ${runs} run${runs === 1 ? '' : 's'} (1440 × 900, SwiftShader; load average ${loadNote().load1.toFixed(1)}):`,
  );
  console.log(
    table([
      ['measure', 'this app', `before issue 43 (${BEFORE_COMMIT})`],
      ...rowsOf('drag', (r) => r.drag, done),
      ...rowsOf('wheel', (r) => r.wheel, done),
    ]),
  );
  for (const [name, g] of [
    ["the drag's last move", (r: SideRun) => r.drag],
    ['the last wheel notch', (r: SideRun) => r.wheel],
  ] as const)
    console.log(
      `full resolution after ${name}: ${done.app.map((r) => ms(g(r).restoreMs ?? 0)).join(', ')} (goal ≤ 300 ms)`,
    );
  mkdirSync(`${ROOT}bench-results`, { recursive: true });
  const out = `${ROOT}bench-results/movearound.json`;
  writeFileSync(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), machine: machineJson(browser.version()), beforeCommit: BEFORE_COMMIT, runs, ...done }, null, 2)}\n`,
  );
  console.log(`\nwrote ${out} in ${((Date.now() - started) / 1000).toFixed(0)} s for this case`);
}
