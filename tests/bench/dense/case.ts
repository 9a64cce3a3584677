/**
 * The dense case: Bench Dense Park (600 m × 250 m) with 38,000 street trees and 1,000–1,500 features in
 * each of the 24 other infrastructure layers, 'All Recommended' on, at 1440 × 900. Per run, the
 * renderer's floor once, then the app and the baseline (`draw=vector`: today's vector drawing), each on
 * a fresh page: 'All Recommended' → everything drawn, long tasks while idle, frame times while panning,
 * 200 shift-clicked grills (click → listed, placed, longest task). Printed beside the targets (never
 * asserted) and written to bench-results/dense.json. The baseline is slow, so run.ts runs this case
 * once unless BENCH_RUNS says otherwise (medians over the runs when it does).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { createOpenDataStandIn } from '../../../scripts/open-data-standin/index';
import { cachedStandIn } from '../layers/answerCache';
import { machineJson } from '../lib/machine';
import { ROOT } from '../lib/server';
import { median, ms, percentile, table } from '../lib/stats';
import {
  runDenseVariant,
  runFloor,
  runTodayPacket,
  VARIANTS,
  VIEWPORT,
  type DenseInput,
  type DenseRun,
  type TodayPacketRun,
  type Variant,
} from './measure';
import { TODAY, TODAY_COMMIT } from './packet';
import { stopServer } from '../lib/server';
import { DENSE_PARK, denseBBox, denseSize, parksFileWithDensePark } from './park';
import {
  DENSE_TARGETS,
  OLDER_APP,
  denseMedians,
  packetLine,
  printDenseReport,
  printPacketReport,
  type FloorFigures,
} from './report';
import { DENSE_LAYERS, denseData } from './store';
import { verifyDenseCounts, type LayerCount } from './verify';

export interface DenseCaseInput extends DenseInput {
  counts: LayerCount[];
}

export async function prepareDense(): Promise<DenseCaseInput> {
  const started = Date.now();
  const { store, staticFiles } = await denseData();
  const { standIn, warmed } = cachedStandIn(createOpenDataStandIn(store), denseBBox());
  const counts = await verifyDenseCounts(standIn, staticFiles, denseBBox());
  const { alongM, acrossM } = denseSize();
  const total = counts.reduce((s, c) => s + c.count, 0);
  console.log(
    `dense: ${DENSE_PARK.name}, ${alongM} m × ${acrossM} m on the Manhattan grid (9th–8th Avenue, 17th–24th Street); ${total.toLocaleString('en-US')} features in ` +
      `${counts.filter((c) => c.count > 0).length} layers, generated in memory in ${ms(Date.now() - started)} (${warmed} answers prepared); as the app's loader reads them:`,
  );
  console.log(
    table([
      ['layer', 'features', 'requests'],
      ...counts.map((c) => [c.name, c.count.toLocaleString('en-US'), String(c.requests)]),
    ]),
  );
  return { standIn, parks: parksFileWithDensePark(), staticFiles, counts };
}

const line = (r: DenseRun) =>
  (r.packet ? `packet ${packetLine(r.packet)}; ` : '') +
  `${r.variant}: loaded ${ms(r.loadedMs)}, drawn ${ms(r.shownMs)}, idle ${ms(r.idle.idleMs)} (${r.features.toLocaleString('en-US')} features), ` +
  `long tasks after ${r.idle.afterLoadedTasks}/${r.idle.afterIdleTasks}, panning p95 ${ms(r.panning.frames.p95Ms)}, ` +
  `listed p50/p95 ${ms(percentile(r.placement.listedMs, 50))}/${ms(percentile(r.placement.listedMs, 95))}, placed ${r.placement.placed}, ` +
  `frames p95 ${ms(r.placement.frames.p95Ms)}, longest task placing ${ms(r.placement.longestMs)}`;

/** BENCH_VARIANT (a comma list of app, baseline, today) measures only those, for a quick look; all by default. */
const chosen = (variant: Variant | 'today'): boolean =>
  !process.env.BENCH_VARIANT || process.env.BENCH_VARIANT.split(',').includes(variant);

export async function runDenseCase(browser: Browser, input: DenseCaseInput, runs: number): Promise<void> {
  const started = Date.now();
  const done: Record<Variant, DenseRun[]> = { app: [], baseline: [] };
  const floors: FloorFigures[] = [];
  const today: TodayPacketRun[] = [];
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
      for (const v of VARIANTS.filter(chosen)) {
        const r = await runDenseVariant(browser, input, v);
        done[v].push(r);
        console.log(`run ${i + 1}/${runs}, ${line(r)}`);
      }
      if (withToday) {
        const t = await runTodayPacket(browser, input);
        today.push(t);
        console.log(`run ${i + 1}/${runs}, today's packet (${TODAY_COMMIT}): ${packetLine(t.packet)}`);
      }
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
  printDenseReport(browser.version(), done, m, floor);
  printPacketReport(done.app, today);

  mkdirSync(`${ROOT}bench-results`, { recursive: true });
  const out = `${ROOT}bench-results/dense.json`;
  const result = {
    date: new Date().toISOString(),
    machine: machineJson(browser.version()),
    viewport: VIEWPORT,
    park: {
      name: DENSE_PARK.name,
      bbox: denseBBox(),
      size: denseSize(),
      layers: DENSE_LAYERS.map(({ layer, count }) => ({ layer, count })),
    },
    counts: input.counts,
    runs,
    targets: DENSE_TARGETS,
    olderApp: OLDER_APP,
    floor: { median: floor, runs: floors },
    median: m,
    app: done.app,
    baseline: done.baseline,
    todayPacket: { commit: TODAY_COMMIT, runs: today },
  };
  writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nwrote ${out} in ${((Date.now() - started) / 1000).toFixed(0)} s for this case`);
}
