/**
 * The area-loading case: a large generated park permit-area file (20,000 polygons). For the app
 * (parse + index in the geography worker) and for a baseline that parses on the main thread: time
 * from Continue to areas shown, the longest main-thread task, the total blocking time, and zone-search
 * latency. Printed and written to bench-results/load.json; never asserted.
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { DEFAULT_AREA_COUNT, writeAreasFile, type AreaCollection } from '../generateAreas';
import { machineJson, machineLine } from '../lib/machine';
import { ROOT } from '../lib/server';
import { median, ms, ratio, table } from '../lib/stats';
import { QUERIES, runApp, runBaseline, type AppRun, type BaselineRun } from './measure';

export interface AreasInput {
  collection: AreaCollection;
  areas: Buffer;
  sizeMb: number;
  counts: Record<string, number>;
}

function queryCounts(collection: AreaCollection): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const q of QUERIES) {
    const needle = q.toLowerCase();
    counts[q] = collection.features.filter((f) =>
      [f.properties.name, f.properties.propertyname, f.properties.subpropertyname].some((v) =>
        v.toLowerCase().includes(needle),
      ),
    ).length;
  }
  return counts;
}

/** Generates the area file (before the build, so its line comes first). */
export function prepareAreas(): AreasInput {
  const { path: areasPath, collection } = writeAreasFile(DEFAULT_AREA_COUNT);
  const areas = readFileSync(areasPath);
  const sizeMb = statSync(areasPath).size / 1e6;
  console.log(
    `areas: ${collection.features.length.toLocaleString('en-US')} polygons, ${sizeMb.toFixed(1)} MB (${areasPath})`,
  );
  return { collection, areas, sizeMb, counts: queryCounts(collection) };
}

export async function runAreasCase(browser: Browser, input: AreasInput, runs: number, started: number): Promise<void> {
  const { collection, areas, sizeMb, counts } = input;
  const version = browser.version();
  const app: AppRun[] = [];
  const base: BaselineRun[] = [];
  for (let i = 0; i < runs; i++) {
    app.push(await runApp(browser, areas));
    base.push(await runBaseline(browser, areas));
    const a = app[i]!,
      b = base[i]!;
    console.log(
      `run ${i + 1}/${runs}: app shown ${ms(a.shownMs)}, longest task ${ms(a.longestMs)}; baseline busy ${ms(b.busyMs)}, longest task ${ms(b.longestMs)}`,
    );
  }
  const med = <T>(rows: T[], pick: (r: T) => number) => median(rows.map(pick));
  const m = {
    app: {
      shownMs: med(app, (r) => r.shownMs),
      workerMs: med(app, (r) => r.workerMs),
      longestMs: med(app, (r) => r.longestMs),
      longestOtherMs: med(app, (r) => r.longestOtherMs),
      longestRenderMs: med(app, (r) => r.longestRenderMs),
      totalBlockingMs: med(app, (r) => r.totalBlockingMs),
      longTasks: med(app, (r) => r.longTasks),
      beforeContinueLongestMs: med(app, (r) => r.beforeContinueLongestMs),
      searchMedianMs: med(app, (r) => r.searchMedianMs),
      searchMedianRawMs: med(app, (r) => r.searchMedianRawMs),
      searchLongestTaskMs: med(app, (r) => r.searchLongestTaskMs),
    },
    baseline: {
      busyMs: med(base, (r) => r.busyMs),
      parseMs: med(base, (r) => r.parseMs),
      normaliseMs: med(base, (r) => r.normaliseMs),
      fetchMs: med(base, (r) => r.fetchMs),
      longestMs: med(base, (r) => r.longestMs),
      longestOtherMs: med(base, (r) => r.longestOtherMs),
      totalBlockingMs: med(base, (r) => r.totalBlockingMs),
      searchMedianMs: med(base, (r) => r.searchMedianMs),
      searchLongestTaskMs: med(base, (r) => r.searchLongestTaskMs),
    },
  };

  console.log('');
  console.log(machineLine(version));
  console.log(
    `file: ${collection.features.length.toLocaleString('en-US')} polygon features, ${sizeMb.toFixed(1)} MB; baseline parsed ${String(base[0]?.count.toLocaleString('en-US'))} (skipped ${base[0]?.skipped ?? 0})`,
  );
  console.log(`medians of ${runs} runs each\n`);
  console.log(
    table([
      ['metric', 'app (worker)', 'baseline (main thread)', 'ratio app/baseline'],
      [
        'areas shown (baseline: parse+normalise busy)',
        ms(m.app.shownMs),
        ms(m.baseline.busyMs),
        ratio(m.app.shownMs, m.baseline.busyMs),
      ],
      [
        'longest main-thread task while loading',
        ms(m.app.longestMs),
        ms(m.baseline.longestMs),
        ratio(m.app.longestMs, m.baseline.longestMs),
      ],
      [
        'longest main-thread task that is not a rendering frame',
        ms(m.app.longestOtherMs),
        ms(m.baseline.longestOtherMs),
        ratio(m.app.longestOtherMs, m.baseline.longestOtherMs),
      ],
      ['  longest rendering frame (SwiftShader WebGL)', ms(m.app.longestRenderMs), '-', '-'],
      [
        'total blocking time while loading',
        ms(m.app.totalBlockingMs),
        ms(m.baseline.totalBlockingMs),
        ratio(m.app.totalBlockingMs, m.baseline.totalBlockingMs),
      ],
      [
        'search latency, median (app: minus 250 ms debounce)',
        ms(m.app.searchMedianMs),
        ms(m.baseline.searchMedianMs),
        ratio(m.app.searchMedianMs, m.baseline.searchMedianMs),
      ],
      ['search latency, median, raw (incl. debounce)', ms(m.app.searchMedianRawMs), '-', '-'],
      [
        'longest main-thread task while searching',
        ms(m.app.searchLongestTaskMs),
        ms(m.baseline.searchLongestTaskMs),
        ratio(m.app.searchLongestTaskMs, m.baseline.searchLongestTaskMs),
      ],
    ]),
  );
  console.log('');
  console.log(
    `app: Continue → worker's areas indexed ${ms(m.app.workerMs)} (fetch, parse, index, tile index off the main thread), then tiles → areas drawn ${ms(m.app.shownMs - m.app.workerMs)}`,
  );
  console.log(
    `app: ${m.app.longTasks} long tasks while loading, all but the non-frame ones above are WebGL frames drawn in software; the basemap's own first frame before Continue took ${ms(m.app.beforeContinueLongestMs)}`,
  );
  console.log(
    `baseline: fetch ${ms(m.baseline.fetchMs)} (not counted), JSON.parse ${ms(m.baseline.parseMs)}, normalise ${ms(m.baseline.normaliseMs)}; it does not hand the areas to MapLibre, so it does not include drawing them`,
  );
  console.log('\nsearch, per query (median over runs):');
  console.log(
    table([
      ['query', 'areas matching', 'app raw', 'app minus debounce', 'baseline'],
      ...QUERIES.map((q, i) => [
        q,
        String(counts[q]),
        ms(median(app.map((r) => r.searches[i]!.rawMs))),
        ms(median(app.map((r) => r.searches[i]!.minusDebounceMs))),
        ms(median(base.map((r) => r.searches[i]!.ms))),
      ]),
    ]),
  );
  console.log(
    '\nlongest app main-thread tasks while loading that are not rendering frames (run 1, from the Chromium trace):',
  );
  for (const t of app[0]!.others) console.log(`  ${ms(t.ms).padStart(9)}  ${t.inside.join(' > ')}`);

  mkdirSync(`${ROOT}bench-results`, { recursive: true });
  const out = `${ROOT}bench-results/load.json`;
  const result = {
    date: new Date().toISOString(),
    machine: machineJson(version),
    file: { features: collection.features.length, bytes: areas.length },
    runs,
    queries: QUERIES.map((q) => ({ query: q, matching: counts[q] })),
    median: m,
    app,
    baseline: base,
  };
  writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nwrote ${out} in ${((Date.now() - started) / 1000).toFixed(0)} s total`);
}
