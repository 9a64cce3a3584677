/**
 * The heavy layers case (issue "Infrastructure layers"): Bench Great Park focused, 'All Recommended'
 * on, 30,000 trees and HEAVY_COUNT features in each of seven more layers. For the app and for a
 * main-thread baseline over the same answers: time to all layers shown, the longest main-thread task,
 * total blocking time, frame times while loading and while panning. Printed beside the targets (never
 * asserted) and written to bench-results/layers.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { createOpenDataStandIn, type OpenDataStandIn } from '../../../scripts/open-data-standin/index';
import { machineJson } from '../lib/machine';
import { ROOT } from '../lib/server';
import { median, ms } from '../lib/stats';
import { PARK_BOX, parkBBox, parksFileWithHeavyPark } from './heavyPark';
import { cachedStandIn } from './answerCache';
import { HEAVY_LAYERS, heavyStore } from './heavyStore';
import {
  runLayersApp,
  runLayersBaseline,
  type LayersAppRun,
  type LayersBaselineRun,
  type WindowFigures,
} from './measure';
import { printLayersReport } from './report';

export interface LayersInput {
  standIn: OpenDataStandIn;
  parks: Buffer;
}

export async function prepareLayers(): Promise<LayersInput> {
  const { standIn, warmed } = cachedStandIn(createOpenDataStandIn(await heavyStore()), parkBBox());
  const [u1, u2, v1, v2] = PARK_BOX;
  const heavy = HEAVY_LAYERS.map((h) => `${h.layer} ${h.count.toLocaleString('en-US')}`).join(', ');
  console.log(
    `layers: Bench Great Park, ${Math.round(v2 - v1).toLocaleString('en-US')} m × ${Math.round(u2 - u1)} m on the Manhattan grid; in it: ${heavy} (generated in memory; ${warmed} answers prepared)`,
  );
  return { standIn, parks: parksFileWithHeavyPark() };
}

const med = <T>(rows: readonly T[], pick: (r: T) => number) => median(rows.map(pick));

function windowMedians(rows: readonly WindowFigures[]) {
  return {
    ms: med(rows, (r) => r.ms),
    longestMs: med(rows, (r) => r.longestMs),
    longestOtherMs: med(rows, (r) => r.longestOtherMs),
    longestFrameMs: med(rows, (r) => r.longestFrameMs),
    totalBlockingMs: med(rows, (r) => r.totalBlockingMs),
    longTasks: med(rows, (r) => r.longTasks),
    frameP50Ms: med(rows, (r) => r.frames.p50Ms),
    frameP95Ms: med(rows, (r) => r.frames.p95Ms),
    frameWorstMs: med(rows, (r) => r.frames.worstMs),
    fps: med(rows, (r) => r.frames.fps),
    frameTasksMs: med(rows, (r) => r.frameWork.totalMs),
    gpuWaitMs: med(rows, (r) => r.frameWork.gpuWaitMs),
    animationFrameMs: med(rows, (r) => r.frameWork.animationFrameMs),
    frameGcMs: med(rows, (r) => r.frameWork.gcMs),
  };
}

export function layersMedians(app: readonly LayersAppRun[], base: readonly LayersBaselineRun[]) {
  return {
    app: {
      shownMs: med(app, (r) => r.shownMs),
      firstShownMs: med(app, (r) => r.firstShownMs),
      lastLoadedMs: med(app, (r) => r.lastLoadedMs),
      loading: windowMedians(app.map((r) => r.loading)),
      panning: windowMedians(app.map((r) => r.panning)),
      panningLayersOff: {
        frameP50Ms: med(app, (r) => r.panningLayersOff.frames.p50Ms),
        frameP95Ms: med(app, (r) => r.panningLayersOff.frames.p95Ms),
        fps: med(app, (r) => r.panningLayersOff.frames.fps),
        longestMs: med(app, (r) => r.panningLayersOff.longestMs),
      },
    },
    baseline: {
      busyMs: med(base, (r) => r.busyMs),
      wallMs: med(base, (r) => r.busyEnd - r.busyStart),
      fetchMs: med(base, (r) => r.fetchMs),
      parseMs: med(base, (r) => r.parseMs),
      normaliseMs: med(base, (r) => r.normaliseMs),
      handoffMs: med(base, (r) => r.handoffMs),
      loading: windowMedians(base.map((r) => r.loading)),
    },
  };
}

export type LayersMedians = ReturnType<typeof layersMedians>;

export async function runLayersCase(browser: Browser, input: LayersInput, runs: number): Promise<void> {
  const started = Date.now();
  const app: LayersAppRun[] = [];
  const base: LayersBaselineRun[] = [];
  for (let i = 0; i < runs; i++) {
    const a = await runLayersApp(browser, input.standIn, input.parks);
    const b = await runLayersBaseline(browser, input.standIn, input.parks, a);
    app.push(a);
    base.push(b);
    console.log(
      `run ${i + 1}/${runs}: app all shown ${ms(a.shownMs)}, longest task ${ms(a.loading.longestMs)}, panning p95 frame ${ms(a.panning.frames.p95Ms)}; ` +
        `baseline busy ${ms(b.busyMs)}, longest task ${ms(b.loading.longestMs)}`,
    );
  }
  const m = layersMedians(app, base);
  printLayersReport(browser.version(), runs, app, base, m);

  mkdirSync(`${ROOT}bench-results`, { recursive: true });
  const out = `${ROOT}bench-results/layers.json`;
  const result = {
    date: new Date().toISOString(),
    machine: machineJson(browser.version()),
    park: { name: 'Bench Great Park', bbox: parkBBox(), heavyLayers: HEAVY_LAYERS },
    runs,
    targets: { longestTaskMs: 50, panningFps: 60 },
    median: m,
    app,
    baseline: base.map(({ frames: _frames, ...rest }) => rest),
  };
  writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nwrote ${out} in ${((Date.now() - started) / 1000).toFixed(0)} s for this case`);
}
