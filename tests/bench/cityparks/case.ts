/**
 * The city-parks case (BENCH_ONLY=cityparks): the app with a sample parks file, so it asks NYC Open
 * Data for the Parks Permit Areas (c5vm-g2dk), answered locally by the stand-in over 6,000 generated
 * areas with realistic vertex counts (store.ts). Measured: Continue → areas shown, the longest
 * main-thread task while loading (goal < 100 ms), zone-search latency, the bytes of the answer
 * simplified by the service against not simplified (and against every column), and a second visit
 * that shows the copy kept in IndexedDB (goal < 1 s). Printed and written to bench-results/cityparks.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { createOpenDataStandIn } from '../../../scripts/open-data-standin/index';
import { PARKS_PAGE_SIZE, parksPageUrl } from '../../../src/shared/cityData/parksQuery';
import { loadNote, machineJson, machineLine } from '../lib/machine';
import { ROOT } from '../lib/server';
import { median, ms, table } from '../lib/stats';
import { cityQueries, runCityParks, type CityRun } from './measure';
import { cityParksStore, type CityParksStore } from './store';

export interface CityParksInput extends CityParksStore {
  /** The zone searches asked, common to rare, with how many areas each matches. */
  queries: Array<{ query: string; matching: number }>;
  /** Bytes of every page of the answer, raw and gzipped (as Socrata sends it). */
  answers: Record<'simplified' | 'unsimplified' | 'allColumns', { bytes: number; gzip: number; pages: number }>;
}

function pagesOf(input: CityParksStore, urlFor: (offset: number) => string) {
  const standIn = createOpenDataStandIn(input.store);
  let bytes = 0;
  let gzip = 0;
  let pages = 0;
  for (let offset = 0; offset < input.areas; offset += PARKS_PAGE_SIZE) {
    const answer = standIn(urlFor(offset));
    if (!answer || answer.status !== 200) throw new Error(`the stand-in refused ${urlFor(offset)}`);
    bytes += Buffer.byteLength(answer.body);
    gzip += gzipSync(answer.body).length;
    pages++;
  }
  return { bytes, gzip, pages };
}

export function prepareCityParks(): CityParksInput {
  const data = cityParksStore();
  const answers = {
    simplified: pagesOf(data, (offset) => parksPageUrl(offset)),
    unsimplified: pagesOf(data, (offset) => parksPageUrl(offset, { simplify: false })),
    allColumns: pagesOf(
      data,
      (offset) =>
        `https://data.cityofnewyork.us/resource/c5vm-g2dk.geojson?$order=:id&$limit=${PARKS_PAGE_SIZE}${offset ? `&$offset=${offset}` : ''}`,
    ),
  };
  const v = data.vertices;
  console.log(
    `cityparks: ${data.areas.toLocaleString('en-US')} areas, ${v.total.toLocaleString('en-US')} vertices (median ${v.median}, p90 ${v.p90}, max ${v.max} per area)`,
  );
  return { ...data, answers, queries: cityQueries(data.store) };
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;

export async function runCityParksCase(browser: Browser, input: CityParksInput, runs: number): Promise<void> {
  const started = Date.now();
  const results: CityRun[] = [];
  for (let i = 0; i < runs; i++) {
    const r = await runCityParks(
      browser,
      input.store,
      input.queries.map((q) => q.query),
    );
    results.push(r);
    console.log(
      `run ${i + 1}/${runs}: first visit shown ${ms(r.first.shownMs)} (longest task ${ms(r.first.longestMs)}), second visit shown ${ms(r.second.shownMs)} (${r.second.areaRequests} area requests)`,
    );
  }
  const med = (pick: (r: CityRun) => number) => median(results.map(pick));
  const m = {
    firstShownMs: med((r) => r.first.shownMs),
    firstWorkerMs: med((r) => r.first.workerMs),
    firstLongestMs: med((r) => r.first.longestMs),
    firstLongestOtherMs: med((r) => r.first.longestOtherMs),
    firstLongestRenderMs: med((r) => r.first.longestRenderMs),
    firstBytes: med((r) => r.first.areaBytes),
    firstRequests: med((r) => r.first.areaRequests),
    searchMedianMs: med((r) => r.searchMedianMs),
    searchLongestTaskMs: med((r) => r.searchLongestTaskMs),
    secondShownMs: med((r) => r.second.shownMs),
    secondLongestMs: med((r) => r.second.longestMs),
    secondLongestOtherMs: med((r) => r.second.longestOtherMs),
    secondRequests: med((r) => r.second.areaRequests),
  };
  const { answers } = input;
  const version = browser.version();
  console.log('');
  console.log(machineLine(version));
  const load = loadNote();
  console.log(
    `load average ${load.load1.toFixed(1)} (other work competed for the CPUs above ${load.busyAbove}); medians of ${runs} run${runs === 1 ? '' : 's'}\n`,
  );
  console.log(
    table([
      ['metric', 'value', 'goal'],
      ['first visit: Continue → the city areas shown', ms(m.firstShownMs), '-'],
      ['  of which: fetched, parsed and indexed in the worker', ms(m.firstWorkerMs), '-'],
      ['  longest main-thread task while loading', ms(m.firstLongestMs), '< 100 ms'],
      ['  longest that is not a rendering frame (trace)', ms(m.firstLongestOtherMs), '< 100 ms'],
      ['  longest rendering frame (SwiftShader WebGL)', ms(m.firstLongestRenderMs), '-'],
      ['  requests for the areas, bytes received', `${m.firstRequests}, ${mb(m.firstBytes)}`, '-'],
      [
        `search latency, median (minus the 250 ms debounce; ${input.queries.map((q) => `${q.query} ${q.matching}`).join(', ')})`,
        ms(m.searchMedianMs),
        '-',
      ],
      ['longest main-thread task while searching', ms(m.searchLongestTaskMs), '< 100 ms'],
      ['second visit: Continue → the kept areas shown', ms(m.secondShownMs), '< 1 s'],
      ['  longest main-thread task while loading', ms(m.secondLongestMs), '< 100 ms'],
      ['  requests for the areas', String(m.secondRequests), '0'],
    ]),
  );
  console.log('\nthe answer, every page (the stand-in sends it uncompressed; Socrata gzips):');
  console.log(
    table([
      ['query', 'pages', 'bytes', 'gzipped'],
      [
        'fields read, simplified at 0.5 m (the app)',
        String(answers.simplified.pages),
        mb(answers.simplified.bytes),
        mb(answers.simplified.gzip),
      ],
      [
        'fields read, not simplified',
        String(answers.unsimplified.pages),
        mb(answers.unsimplified.bytes),
        mb(answers.unsimplified.gzip),
      ],
      [
        'every column, not simplified',
        String(answers.allColumns.pages),
        mb(answers.allColumns.bytes),
        mb(answers.allColumns.gzip),
      ],
    ]),
  );
  console.log(
    '\nlongest main-thread tasks of the first visit that are not rendering frames (run 1, from the Chromium trace):',
  );
  for (const t of results[0]!.first.others) console.log(`  ${ms(t.ms).padStart(9)}  ${t.inside.join(' > ')}`);

  mkdirSync(`${ROOT}bench-results`, { recursive: true });
  const out = `${ROOT}bench-results/cityparks.json`;
  const result = {
    date: new Date().toISOString(),
    machine: machineJson(version),
    load,
    areas: input.areas,
    vertices: input.vertices,
    answers,
    queries: input.queries,
    runs,
    median: m,
    results,
  };
  writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nwrote ${out} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
