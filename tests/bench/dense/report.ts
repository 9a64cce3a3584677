/**
 * The dense case's medians over its runs and its printed report: app beside baseline (`draw=vector`),
 * their ratio and the targets (printed, never asserted), the renderer's floor, then how the clicks went.
 */
import { loadNote, machineLine } from '../lib/machine';
import { median, ms, percentile, ratio, table } from '../lib/stats';
import { CLICKS } from './serialPlacement';
import type { DenseRun, TodayPacketRun, Variant } from './measure';
import type { DensePacket } from './packet';
import { TODAY_COMMIT } from './packet';
import { VIEWPORT } from './measure';
import { DENSE_PARK, denseSize } from './park';

/** The targets for the app (issue 24), printed beside the figures, never asserted. */
export const DENSE_TARGETS = {
  listedP50Ms: 100,
  listedP95Ms: 200,
  placed: CLICKS,
  placingFramesP95Ms: 100,
  longestTaskWhilePlacingMs: 250,
  idleMs: 4000,
  afterIdleLongTasks: 0,
  panningP95Ms: 150,
} as const;

/**
 * The older app (the product this one replaces), measured the same way on the same page in the issue's
 * run (issue 24): quoted, since it cannot be built here.
 */
export const OLDER_APP = {
  listedP50Ms: 72,
  listedP95Ms: 1102,
  placed: 129,
  loadedMs: 3700,
  afterLoadedLongTasks: 25,
  idleMs: 19_400,
} as const;

export interface FloorFigures {
  p50Ms: number;
  p95Ms: number;
  fps: number;
}

export function denseMedians(runs: readonly DenseRun[]) {
  const m = (pick: (r: DenseRun) => number) => median(runs.map(pick));
  return {
    loadedMs: m((r) => r.loadedMs),
    shownMs: m((r) => r.shownMs),
    features: m((r) => r.features),
    layersWithFeatures: m((r) => r.layersWithFeatures),
    layersShown: m((r) => r.layersShown),
    idleMs: m((r) => r.idle.idleMs),
    afterLoadedTasks: m((r) => r.idle.afterLoadedTasks),
    afterLoadedLongestMs: m((r) => r.idle.afterLoadedLongestMs),
    afterIdleTasks: m((r) => r.idle.afterIdleTasks),
    afterIdleLongestMs: m((r) => r.idle.afterIdleLongestMs),
    panP50Ms: m((r) => r.panning.frames.p50Ms),
    panP95Ms: m((r) => r.panning.frames.p95Ms),
    panFps: m((r) => r.panning.frames.fps),
    panLongestMs: m((r) => r.panning.longestMs),
    listedP50Ms: m((r) => percentile(r.placement.listedMs, 50)),
    listedP95Ms: m((r) => percentile(r.placement.listedMs, 95)),
    listedMaxMs: m((r) => Math.max(...r.placement.listedMs)),
    placed: m((r) => r.placement.placed),
    covered: m((r) => r.placement.covered),
    placingFramesP95Ms: m((r) => r.placement.frames.p95Ms),
    placingSlowFrames: m((r) => r.placement.slowFrames),
    placingFrames: m((r) => r.placement.frames.frames),
    placingLongestMs: m((r) => r.placement.longestMs),
    placingLongTasks: m((r) => r.placement.longTasks),
  };
}

export type DenseMedians = ReturnType<typeof denseMedians>;

const verdict = (ok: boolean, v: number) => (Number.isFinite(v) ? (ok ? 'met' : 'missed') : 'n/a');
const below = (v: number, limit: number) => `< ${limit} ms (${verdict(v < limit, v)})`;
/** A longest long task: 0 means none reached the observer's 50 ms. */
const longestCell = (v: number) => (v === 0 ? 'none ≥ 50 ms' : ms(v));
const count = (v: number) => (Number.isFinite(v) ? Math.round(v).toLocaleString('en-US') : 'n/a');

export function printDenseReport(
  version: string,
  runs: Record<Variant, DenseRun[]>,
  m: Record<Variant, DenseMedians>,
  floor: FloorFigures,
): void {
  const a = m.app,
    b = m.baseline,
    t = DENSE_TARGETS;
  const first = runs.app[0]!;
  const { alongM, acrossM } = denseSize();
  const n = runs.app.length;
  console.log('');
  console.log(machineLine(version, `${VIEWPORT.width}x${VIEWPORT.height}`));
  console.log(
    `dense park: ${DENSE_PARK.name} (${alongM} m × ${acrossM} m) focused at zoom ${first.zoom.toFixed(2)}, 'All Recommended': ${count(a.features)} features in ${count(a.layersWithFeatures)} layers ` +
      `(${first.layersShown} layers drawn, ${first.failed} failed); app '${first.path}', baseline '${runs.baseline[0]?.path ?? 'not run'}' (every layer as vectors, MapLibre's default symbol fade); each on a fresh page`,
  );
  console.log(`median${n === 1 ? ' of 1 run' : `s of ${n} runs`}\n`);
  const row = (
    label: string,
    pick: (x: DenseMedians) => number,
    cell: (v: number) => string,
    target: string,
    older = '-',
  ): string[] => [label, cell(pick(a)), cell(pick(b)), ratio(pick(a), pick(b)), older, target];
  console.log(
    table([
      ['metric', 'app', 'baseline (draw=vector)', 'app/baseline', 'older app (quoted)', 'target (app)'],
      row("'All Recommended' → no row '(Loading...)'", (x) => x.loadedMs, ms, '-', ms(OLDER_APP.loadedMs)),
      row("'All Recommended' → everything drawn", (x) => x.shownMs, ms, `< ${ms(OLDER_APP.loadedMs)} (older app)`),
      row(
        "'All Recommended' → idle (last long task before 2 s without one)",
        (x) => x.idleMs,
        ms,
        below(a.idleMs, t.idleMs),
        ms(OLDER_APP.idleMs),
      ),
      row(
        'long tasks in the 5 s starting 2 s after loading ended',
        (x) => x.afterLoadedTasks,
        count,
        '-',
        count(OLDER_APP.afterLoadedLongTasks),
      ),
      row('  longest of them', (x) => x.afterLoadedLongestMs, longestCell, '-'),
      row(
        'long tasks in the 5 s after idle',
        (x) => x.afterIdleTasks,
        count,
        `${t.afterIdleLongTasks} (${verdict(a.afterIdleTasks <= t.afterIdleLongTasks, a.afterIdleTasks)})`,
      ),
      row('features loaded (sum of the layer rows)', (x) => x.features, count, '-'),
      row('panning: frame interval p50', (x) => x.panP50Ms, ms, '-'),
      row('panning: frame interval p95', (x) => x.panP95Ms, ms, below(a.panP95Ms, t.panningP95Ms)),
      row('panning: longest task', (x) => x.panLongestMs, longestCell, '-'),
      [
        'renderer floor (full-screen WebGL quad, no app): p50 / p95',
        `${ms(floor.p50Ms)} / ${ms(floor.p95Ms)}`,
        'same',
        '-',
        '-',
        'reference',
      ],
      row(
        `placing ${CLICKS} chairs one click at a time: click → listed p50`,
        (x) => x.listedP50Ms,
        ms,
        below(a.listedP50Ms, t.listedP50Ms),
        ms(OLDER_APP.listedP50Ms),
      ),
      row(
        'placing: click → listed p95',
        (x) => x.listedP95Ms,
        ms,
        below(a.listedP95Ms, t.listedP95Ms),
        ms(OLDER_APP.listedP95Ms),
      ),
      row(
        `placing: placed of ${CLICKS}`,
        (x) => x.placed,
        count,
        `${t.placed} (${verdict(a.placed >= t.placed, a.placed)})`,
        count(OLDER_APP.placed),
      ),
      row('placing: targets covered by the page', (x) => x.covered, count, '0'),
      row(
        'placing: frame interval p95',
        (x) => x.placingFramesP95Ms,
        ms,
        below(a.placingFramesP95Ms, t.placingFramesP95Ms),
      ),
      row('placing: frames over 50 ms (of all frames)', (x) => x.placingSlowFrames, count, '-'),
      row(
        'placing: longest main-thread task',
        (x) => x.placingLongestMs,
        longestCell,
        below(a.placingLongestMs, t.longestTaskWhilePlacingMs),
      ),
    ]),
  );
  console.log(
    `targets are printed, never asserted; SwiftShader draws WebGL on the CPU here, so the floor is this machine's, not a GPU's (${floor.fps.toFixed(1)} fps)`,
  );
  const { busyAbove } = loadNote();
  const all = [...runs.app, ...runs.baseline];
  const busy = all.filter((r) => r.load1 > busyAbove);
  console.log(
    `load average (1 min) at the end of each variant run: ${all.map((r) => `${r.variant} ${r.load1.toFixed(1)}`).join(', ')}`,
  );
  if (busy.length)
    console.log(
      `note: above ${busyAbove} (twice the CPUs) in ${busy.length} of ${all.length}: other work competed for the CPUs, so those figures are pessimistic`,
    );
  for (const v of ['app', 'baseline'] as const) {
    const r = runs[v][0];
    if (!r) continue;
    const pl = r.placement;
    console.log(
      `\n${v}, run 1: panning ${r.panning.moves} moves in ${r.panning.drags} drags, ${r.panning.frames.frames} frames ` +
        `(${r.panning.frames.fps.toFixed(1)} fps, worst ${ms(r.panning.frames.worstMs)}), ${r.panning.longTasks} long tasks`,
    );
    console.log(
      `${v}, run 1: placing: ${pl.targets} targets over the focused area, ${pl.covered} covered, ${pl.placed} placed; ` +
        `click → listed max ${ms(Math.max(...pl.listedMs))}; ${pl.frames.frames} frames (${pl.slowFrames} over 50 ms), ` +
        `${pl.longTasks} long tasks over ${ms(pl.windowMs)}`,
    );
  }
}

const kib = (b: number) => (Number.isFinite(b) ? `${Math.round(b / 1024).toLocaleString('en-US')} KiB` : 'n/a');
/** Words inside the map frames that overlap another, of all the words there, over the packet's plan sheets. */
const overlap = (p: DensePacket) => {
  const o = p.sheets.reduce((s, x) => s + x.overlapping, 0),
    w = p.sheets.reduce((s, x) => s + x.words, 0);
  return `${o.toLocaleString('en-US')} of ${w.toLocaleString('en-US')}`;
};

export const packetLine = (p: DensePacket): string =>
  `PDF click → file ${ms(p.clickToFileMs)}, ${kib(p.bytes)}, ${p.pages} pages (${p.sheets.length} plan sheet${p.sheets.length === 1 ? '' : 's'}), ` +
  `words on the map overlapping another ${overlap(p)}`;

/** The 200-chair plan's packet: the app's beside today's (the commit before the packet work), medians of the runs. */
export function printPacketReport(app: readonly DenseRun[], today: readonly TodayPacketRun[]): void {
  const a = app.map((r) => r.packet).filter((p): p is DensePacket => p !== null);
  const t = today.map((r) => r.packet);
  if (a.length === 0 && t.length === 0) return;
  const med = (ps: readonly DensePacket[], pick: (p: DensePacket) => number) =>
    ps.length > 0 ? median(ps.map(pick)) : NaN;
  const cell = (ps: readonly DensePacket[], pick: (p: DensePacket) => number, f: (v: number) => string) =>
    ps.length > 0 ? f(med(ps, pick)) : 'not run';
  const range = (ps: readonly DensePacket[]) =>
    ps.length > 1
      ? ` (${ms(Math.min(...ps.map((p) => p.clickToFileMs)))}–${ms(Math.max(...ps.map((p) => p.clickToFileMs)))})`
      : '';
  const words = (ps: readonly DensePacket[]) => (ps.length > 0 ? overlap(ps[0]!) : 'not run');
  console.log(
    `\nthe 200-chair plan's packet (PDF), app beside today's packet (commit ${TODAY_COMMIT}), median${a.length === 1 ? ' of 1 run' : 's'}:`,
  );
  console.log(
    table([
      ['measure', 'app', `today (${TODAY_COMMIT})`, 'app/today'],
      [
        'click → file',
        cell(a, (p) => p.clickToFileMs, ms) + range(a),
        cell(t, (p) => p.clickToFileMs, ms) + range(t),
        ratio(
          med(a, (p) => p.clickToFileMs),
          med(t, (p) => p.clickToFileMs),
        ),
      ],
      ['longest main-thread task', cell(a, (p) => p.longestMs, ms), cell(t, (p) => p.longestMs, ms), '-'],
      [
        'size',
        cell(a, (p) => p.bytes, kib),
        cell(t, (p) => p.bytes, kib),
        ratio(
          med(a, (p) => p.bytes),
          med(t, (p) => p.bytes),
        ),
      ],
      ['pages', cell(a, (p) => p.pages, String), cell(t, (p) => p.pages, String), '-'],
      ['plan sheets', cell(a, (p) => p.sheets.length, String), cell(t, (p) => p.sheets.length, String), '-'],
      ['words on the map overlapping another (run 1)', words(a), words(t), '-'],
    ]),
  );
}
