/**
 * The dense case: Bench Dense Park (600 m × 250 m) filled as issue 30's dense park is (38,000 street
 * trees, several layers of 5,000 features or more, densified lines, a dozen small layers; store.ts),
 * 'All Recommended' on, at 1440 × 900. Per run: the renderer's floor once; the app and the baseline
 * (`draw=vector`: every layer as vectors), each on a fresh page: 'All Recommended' → everything drawn
 * → idle with the map's frames, long tasks and memory, frame times while panning, 200 shift-clicked
 * chairs (click → listed, placed, longest task); on fresh pages, placing 40 chairs while the layers
 * load, and loading alone under a light trace (where the CPU goes); then the same load on Bench Dense
 * Park Large, four times the area at the same density, beside it. Printed beside the targets and the
 * older app's figures (never asserted) and written to bench-results/dense.json. The baseline is slow,
 * so run.ts runs this case once unless BENCH_RUNS says otherwise (medians over the runs when it does);
 * BENCH_VARIANT=app (or baseline) measures one side only, and BENCH_DENSE_LARGE=0 leaves the large
 * park out.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { createOpenDataStandIn } from '../../../scripts/open-data-standin/index';
import type { BenchPark } from '../layers/heavyPark';
import { cachedStandIn } from '../layers/answerCache';
import { earlierStandIn } from '../lib/earlierAnswers';
import { machineJson } from '../lib/machine';
import { ROOT } from '../lib/server';
import { median, ms, percentile, table } from '../lib/stats';
import {
  runDenseVariant,
  runFloor,
  runPlaceWhileLoading,
  runTodayPacket,
  runTracedLoad,
  VARIANTS,
  VIEWPORT,
  type DenseInput,
  type DenseRun,
  type LoadRun,
  type TodayPacketRun,
  type Variant,
} from './measure';
import { TODAY, TODAY_COMMIT } from './packet';
import { stopServer } from '../lib/server';
import { DENSE_PARK, LARGE_PARK, benchParkBBox, parkSize, parksFileWith } from './park';
import type { PlaceWhileLoading } from './placeWhileLoading';
import {
  DENSE_TARGETS,
  QUOTED,
  denseMedians,
  packetLine,
  printDenseReport,
  printPacketReport,
  printLoadRuns,
  printWhileLoading,
  whileLoadingMedians,
  type FloorFigures,
} from './report';
import { denseData, type DenseLayer } from './store';
import { focusLoadedLine, printFocusLoaded } from './focusLoadedReport';
import { DIRECT_PATH, LINE_QUERY_DELAY, LOADED_AT_FOCUS, runFocusLoadedLoad, type FocusLoadedRun } from './focusLoaded';
import { verifyDenseCounts, type LayerCount } from './verify';

export interface DenseCaseInput extends DenseInput {
  counts: LayerCount[];
  layers: DenseLayer[];
}

/** The park's world generated, answered by a warmed stand-in, and checked as the app's loader reads it. */
export async function prepareDense(park: BenchPark = DENSE_PARK): Promise<DenseCaseInput> {
  const started = Date.now();
  const { store, staticFiles, layers } = await denseData(park);
  const { standIn, warmed } = cachedStandIn(createOpenDataStandIn(store), benchParkBBox(park));
  const counts = await verifyDenseCounts(standIn, staticFiles, benchParkBBox(park), layers);
  const { alongM, acrossM } = parkSize(park);
  const total = counts.reduce((s, c) => s + c.count, 0);
  const kindOf = (id: string) => layers.find((d) => d.layer === id)?.kind ?? '-';
  console.log(
    `dense: ${park.name}, ${alongM} m × ${acrossM} m on the Manhattan grid; ${total.toLocaleString('en-US')} features in ` +
      `${counts.filter((c) => c.count > 0).length} layers, generated in memory in ${ms(Date.now() - started)} (${warmed} answers prepared); as the app's loader reads them:`,
  );
  console.log(
    table([
      ['layer', 'kind', 'features', 'requests'],
      ...counts.map((c) => [c.name, kindOf(c.layer), c.count.toLocaleString('en-US'), String(c.requests)]),
    ]),
  );
  const trees = counts.find((c) => c.layer === 'trees')?.count ?? 0;
  return {
    standIn,
    earlierStandIn: earlierStandIn(store),
    parks: parksFileWith(park),
    staticFiles,
    park,
    trees,
    counts,
    layers,
  };
}

const line = (r: DenseRun) =>
  (r.packet ? `packet ${packetLine(r.packet)}; ` : '') +
  `${r.variant}: loaded ${ms(r.loadedMs)}, drawn ${ms(r.shownMs)} in ${r.renders} map frames, idle ${ms(r.idle.idleMs)} (${r.features.toLocaleString('en-US')} features), ` +
  `long tasks after ${r.idle.afterLoadedTasks}/${r.idle.afterIdleTasks}, panning p95 ${ms(r.panning.frames.p95Ms)}, ` +
  `listed p50/p95 ${ms(percentile(r.placement.listedMs, 50))}/${ms(percentile(r.placement.listedMs, 95))}, placed ${r.placement.placed}, ` +
  `frames p95 ${ms(r.placement.frames.p95Ms)}, longest task placing ${ms(r.placement.longestMs)}`;

const loadLine = (r: LoadRun) =>
  `${r.park}: loaded ${ms(r.loadedMs)}, drawn ${ms(r.shownMs)} in ${r.renders} map frames, idle ${ms(r.idle.idleMs)}, ` +
  `layers worker busy ${ms(r.times.busyMs.layersWorker)}, main ${ms(r.times.busyMs.main)}`;

/**
 * BENCH_VARIANT (a comma list of app, baseline, today, loading, focusloaded) measures only those, for a quick
 * look; all by default. 'loading' is the app placing while the layers load and its traced load, which 'app'
 * includes; 'focusloaded' is the load on the issue 43 world (focusLoaded.ts).
 */
const chosen = (variant: Variant | 'today' | 'loading' | 'focusloaded'): boolean =>
  !process.env.BENCH_VARIANT || process.env.BENCH_VARIANT.split(',').includes(variant);

export async function runDenseCase(browser: Browser, input: DenseCaseInput, runs: number): Promise<void> {
  const started = Date.now();
  const done: Record<Variant, DenseRun[]> = { app: [], baseline: [] };
  const floors: FloorFigures[] = [];
  const whileLoading: PlaceWhileLoading[] = [];
  const baseLoads: LoadRun[] = [];
  const today: TodayPacketRun[] = [];
  const focusLoaded: FocusLoadedRun[] = [];
  const focusLoadedDirect: FocusLoadedRun[] = [];
  // Today's packet: the same plan exported by the commit before the packet work.
  const withToday = chosen('today');
  if (withToday) TODAY.build();
  const todayServer = withToday ? await TODAY.start() : null;
  try {
    for (let i = 0; i < runs; i++) {
      const f = await runFloor(browser, input);
      floors.push({ p50Ms: f.p50Ms, p95Ms: f.p95Ms, fps: f.fps });
      console.log(
        `run ${i + 1}/${runs}: renderer floor p50 ${ms(f.p50Ms)}, p95 ${ms(f.p95Ms)} (${f.fps.toFixed(1)} fps)`,
      );
      const variants = VARIANTS.filter(chosen);
      for (const v of variants) {
        const r = await runDenseVariant(browser, input, v);
        done[v].push(r);
        console.log(`run ${i + 1}/${runs}, ${line(r)}`);
      }
      if (withToday) {
        const t = await runTodayPacket(browser, input);
        today.push(t);
        console.log(
          `run ${i + 1}/${runs}, today's packet (${TODAY_COMMIT}): ${packetLine(t.packet)}; ` +
            `${t.features.toLocaleString('en-US')} features in ${t.layersWithFeatures} layers loaded` +
            (t.missing.length ? `, none from ${t.missing.join(', ')}` : ''),
        );
      }
      if (chosen('focusloaded')) {
        const f = await runFocusLoadedLoad(browser, input);
        focusLoaded.push(f);
        console.log(`run ${i + 1}/${runs}, ${focusLoadedLine(f)}`);
        const d = await runFocusLoadedLoad(browser, input, DIRECT_PATH);
        focusLoadedDirect.push(d);
        console.log(`run ${i + 1}/${runs}, WebGL canvas shown itself (${DIRECT_PATH}): ${focusLoadedLine(d)}`);
      }
      if (!variants.includes('app') && !chosen('loading')) continue;
      const w = await runPlaceWhileLoading(browser, input);
      whileLoading.push(w);
      console.log(
        `run ${i + 1}/${runs}, placing while loading: listed p50/p95/max ${ms(percentile(w.listedMs, 50))}/${ms(percentile(w.listedMs, 95))}/${ms(Math.max(...w.listedMs))}, ` +
          `placed ${w.placed} of ${w.clicks} (${w.duringLoading} pressed while loading), ${w.rendersWhilePlacing} map frames while placing`,
      );
      const l = await runTracedLoad(browser, input);
      baseLoads.push(l);
      console.log(`run ${i + 1}/${runs}, traced load: ${loadLine(l)}`);
    }
  } finally {
    if (todayServer) stopServer(todayServer);
  }
  const m = { app: denseMedians(done.app), baseline: denseMedians(done.baseline) };
  const floor: FloorFigures = {
    p50Ms: median(floors.map((f) => f.p50Ms)),
    p95Ms: median(floors.map((f) => f.p95Ms)),
    fps: median(floors.map((f) => f.fps)),
  };

  // The larger park after the base runs: its world is four times the data, generated only now.
  const largeLoads: LoadRun[] = [];
  if (process.env.BENCH_DENSE_LARGE !== '0' && baseLoads.length) {
    console.log('');
    const large = await prepareDense(LARGE_PARK);
    for (let i = 0; i < runs; i++) {
      const l = await runTracedLoad(browser, large);
      largeLoads.push(l);
      console.log(`run ${i + 1}/${runs}, traced load: ${loadLine(l)}`);
    }
  }

  // The app's runs head the report; without them (BENCH_VARIANT=loading) only the loading figures print.
  if (done.app.length) printDenseReport(browser.version(), done, m, floor);
  if (whileLoading.length) printWhileLoading(whileLoading);
  if (baseLoads.length) printLoadRuns(baseLoads, largeLoads);
  printPacketReport(done.app, today);
  if (focusLoaded.length) printFocusLoaded(focusLoaded, focusLoadedDirect);

  mkdirSync(`${ROOT}bench-results`, { recursive: true });
  const out = `${ROOT}bench-results/dense.json`;
  const result = {
    date: new Date().toISOString(),
    machine: machineJson(browser.version()),
    viewport: VIEWPORT,
    park: {
      name: input.park.name,
      bbox: benchParkBBox(input.park),
      size: parkSize(input.park),
      layers: input.layers.map(({ layer, kind, count }) => ({ layer, kind, count })),
    },
    counts: input.counts,
    runs,
    targets: DENSE_TARGETS,
    quoted: QUOTED,
    floor: { median: floor, runs: floors },
    median: { ...m, whileLoading: whileLoadingMedians(whileLoading) },
    app: done.app,
    baseline: done.baseline,
    whileLoading,
    loads: { base: baseLoads, large: largeLoads },
    todayPacket: { commit: TODAY_COMMIT, runs: today },
    focusLoaded: {
      loadedAtFocus: LOADED_AT_FOCUS,
      lineQueryDelay: LINE_QUERY_DELAY,
      runs: focusLoaded,
      direct: { path: DIRECT_PATH, runs: focusLoadedDirect },
    },
  };
  writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nwrote ${out} in ${((Date.now() - started) / 1000).toFixed(0)} s for this case`);
}
