/**
 * The dense case's medians over its runs and its printed report: app beside baseline (`draw=vector`),
 * their ratio and the targets (printed, never asserted), the renderer's floor, then how the clicks went.
 */
import { loadNote, machineLine } from '../lib/machine';
import { median, ms, ratio, table } from '../lib/stats';
import { CLICKS } from '../placement/screen';
import type { DenseRun, Variant } from './measure';
import { VIEWPORT } from './measure';
import { LISTED_CAP_MS } from './placement';
import { DENSE_PARK, denseSize } from './park';

/** The targets for the app, printed beside the figures, never asserted. */
export const DENSE_TARGETS = {
  idleLongTasks: 0,
  panningP95Ms: 150,
  clickToListedP95Ms: 200,
  placed: CLICKS,
  longestTaskWhilePlacingMs: 250,
} as const;

export interface FloorFigures {
  p50Ms: number;
  p95Ms: number;
  fps: number;
}

export function denseMedians(runs: readonly DenseRun[]) {
  const m = (pick: (r: DenseRun) => number) => median(runs.map(pick));
  return {
    shownMs: m((r) => r.shownMs),
    features: m((r) => r.features),
    layersWithFeatures: m((r) => r.layersWithFeatures),
    layersShown: m((r) => r.layersShown),
    idleLongTasks: m((r) => r.idle.longTasks),
    idleLongestMs: m((r) => r.idle.longestMs),
    panP50Ms: m((r) => r.panning.frames.p50Ms),
    panP95Ms: m((r) => r.panning.frames.p95Ms),
    panFps: m((r) => r.panning.frames.fps),
    panLongestMs: m((r) => r.panning.longestMs),
    listedP50Ms: m((r) => r.placement.summary.listed.p50),
    listedP95Ms: m((r) => r.placement.summary.listed.p95),
    listedMaxMs: m((r) => r.placement.summary.listed.max),
    placed: m((r) => r.placement.placed),
    clicksTaken: m((r) => r.placement.clicksTaken),
    placingLongestMs: m((r) => r.placement.longestMs),
    placingLongTasks: m((r) => r.placement.longTasks),
    placingWindowMs: m((r) => r.placement.windowMs),
    nudges: m((r) => r.placement.nudges),
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
      `(${first.layersShown} layers drawn, ${first.failed} failed); app '${first.path}', baseline '${runs.baseline[0]!.path}' (every layer as vectors, MapLibre's default symbol fade); each on a fresh page`,
  );
  console.log(`median${n === 1 ? ' of 1 run' : `s of ${n} runs`}\n`);
  const row = (
    label: string,
    pick: (x: DenseMedians) => number,
    cell: (v: number) => string,
    target: string,
    withRatio = true,
  ): string[] => [label, cell(pick(a)), cell(pick(b)), withRatio ? ratio(pick(a), pick(b)) : '-', target];
  console.log(
    table([
      ['metric', 'app', 'baseline (draw=vector)', 'ratio app/baseline', 'target (app)'],
      row("'All Recommended' click → everything drawn", (x) => x.shownMs, ms, '-'),
      row('features loaded (sum of the layer rows)', (x) => x.features, count, '-', false),
      row('layers with features', (x) => x.layersWithFeatures, count, '-', false),
      row(
        'idle 5 s after drawn (1 s pause): long tasks',
        (x) => x.idleLongTasks,
        count,
        `${t.idleLongTasks} (${verdict(a.idleLongTasks <= t.idleLongTasks, a.idleLongTasks)})`,
        false,
      ),
      row('idle: longest task', (x) => x.idleLongestMs, longestCell, '-', false),
      row('panning: frame interval p50', (x) => x.panP50Ms, ms, '-'),
      row('panning: frame interval p95', (x) => x.panP95Ms, ms, below(a.panP95Ms, t.panningP95Ms)),
      row('panning: longest task', (x) => x.panLongestMs, longestCell, '-'),
      [
        'renderer floor (full-screen WebGL quad, no app): p50 / p95',
        `${ms(floor.p50Ms)} / ${ms(floor.p95Ms)}`,
        'same',
        '-',
        'reference',
      ],
      row(`placement: click → listed p50 (${CLICKS} shift-clicks)`, (x) => x.listedP50Ms, ms, '-'),
      row('placement: click → listed p95', (x) => x.listedP95Ms, ms, below(a.listedP95Ms, t.clickToListedP95Ms)),
      row(
        `placement: placed of ${CLICKS}`,
        (x) => x.placed,
        count,
        `${t.placed} (${verdict(a.placed >= t.placed, a.placed)})`,
        false,
      ),
      row(
        'placement: longest main-thread task while placing',
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
    const r = runs[v][0]!;
    const pl = r.placement;
    console.log(
      `\n${v}, run 1: idle ${ms(r.idle.ms)}: ${r.idle.longTasks} long tasks; panning ${r.panning.moves} moves in ${r.panning.drags} drags, ${r.panning.frames.frames} frames ` +
        `(${r.panning.frames.fps.toFixed(1)} fps, worst ${ms(r.panning.frames.worstMs)}), ${r.panning.longTasks} long tasks`,
    );
    console.log(
      `${v}, run 1: placement grid ${pl.grid.cols} × ${pl.grid.rows} (x ${Math.round(pl.grid.area.left)}–${Math.round(pl.grid.area.right)}, y ${Math.round(pl.grid.area.top)}–${Math.round(pl.grid.area.bottom)} px); ` +
        `${pl.clicksTaken} clicks taken by the map, ${pl.placed} listed${pl.allListed ? '' : ` (gave up ${ms(LISTED_CAP_MS)} after the last click)`}, ${pl.summary.missing.listed} clicks never listed; ` +
        `click → listed max ${ms(pl.summary.listed.max)}; the page acknowledged the last click ${ms(pl.backlogMs)} after it was sent; ` +
        `${pl.longTasks} long tasks over ${ms(pl.windowMs)} from the first click; ${pl.nudges} nudges shown at the end`,
    );
  }
}
