/**
 * npm run bench — the app's performance benchmarks, in headless Chromium against a production build.
 *
 *   areas   20,000 generated park permit areas: Continue → areas shown, long tasks, zone search
 *           (areas/case.ts; bench-results/load.json)
 *   layers  the heavy layers case: a large focused park with 30,000 trees and thousands of features in
 *           seven more layers, 'All Recommended' on: → all shown, long tasks, frames while loading and
 *           panning (layers/case.ts; bench-results/layers.json)
 *   placement  on the layers case's page, 200 grills shift-clicked onto the park at a hand's pace: click →
 *           listed, click → nudges updated, long tasks (placement/case.ts; bench-results/placement.json)
 *   export  the placement case's plan (the heavy park, layers on, 200 grills) exported as a PDF: click → file,
 *           the longest main-thread task, file size, beside the same export composed on the main thread
 *           (export/case.ts; bench-results/export.json)
 *   dense   a 600 m × 250 m park with 38,000 trees and ~29,000 features in 24 more layers, at 1440 × 900:
 *           'All Recommended' → no row '(Loading...)' → everything drawn → idle (no long task for 2 s),
 *           long tasks after; frames while panning; 200 chairs placed one click at a time as a person
 *           does (click → listed, read from outside the page; frames and long tasks while placing);
 *           beside a baseline with `draw=vector`, the renderer's floor and the older app's figures; then
 *           the 200-chair plan exported as a PDF (click → file, size, pages, words on the map
 *           overlapping another) beside today's packet, the commit before the packet work built and
 *           served beside the app (dense/case.ts; bench-results/dense.json; BENCH_VARIANT=app,baseline,today
 *           measures the sides listed; 'focusloaded' the issue 43 loading world, beside the same world with
 *           the WebGL canvas shown itself, `?present=direct`)
 *   packet  the dense case's park with 200 grills exported as PDF, PNG and JPG, beside today's export
 *           (a build of an earlier commit served beside the app): click → file, longest task, size
 *           (packet/case.ts; bench-results/packet.json)
 *   nudges  the nudge engine in Node (nudges/run.ts; bench-results/nudges.json)
 *   arrayfill  on the dense case's page, 'Fill Area' with 500 chairs in one gesture: → listed, → nudges
 *           settled, the longest main-thread task (arrayfill/case.ts; bench-results/arrayfill.json)
 *   cityparks  the city's permit areas loaded live (6,000 generated areas with realistic vertex counts,
 *           answered by the stand-in with SoQL's simplify): → shown, longest task, search, bytes
 *           simplified vs not, and a second visit from the kept copy (cityparks/case.ts;
 *           bench-results/cityparks.json)
 *   egress  on the layers case's park, a plan of 300 barricades in a closed ring, 1,000 chairs and 12 exits:
 *           a barricade moved one arrow step at a time (the worker's time for the egress figures), and chairs
 *           shift-clicked (click → listed), beside the same plan with the egress check off (?egress=off) in
 *           the same run (egress/case.ts; bench-results/egress.json)
 *   movearound  the dense case's park after loading with 200 chairs placed: a drag of 40 moves (8 px, ~60 Hz)
 *           and 8 wheel notches (150 ms apart), from the driver: renders per input, frame p95/max, long
 *           tasks, the time to full resolution again, beside the build before issue 43 in the same run
 *           (movearound/case.ts; bench-results/movearound.json; one run unless BENCH_RUNS is set)
 *   bundle  what the built app makes a visitor download: the entry chunk gzipped (alone and with the
 *           vendor chunks it preloads) beside the figures from before issue 22, the scripts a first
 *           visit loads before any drawing or export and what focusing an area and opening the export
 *           menu add, and node_modules (bundle/case.ts; bench-results/bundle.json; one run, cheap)
 *   geojsonimport  a 50 MB GeoJSON (4,000 polygons) imported as shapes on the demo's Lawn: → added, and
 *           the longest main-thread work in a frame, beside a 20 MB plan file imported the same way and
 *           the 50 MB file again with the WebGL canvas shown itself (`present=direct`) (geojsonimport/case.ts; bench-results/geojsonimport.json; one run unless BENCH_RUNS)
 *
 * BENCH_ONLY=areas|layers|placement|export|dense|packet|nudges|arrayfill|cityparks|bundle|egress|geojsonimport|movearound runs one case (default all; nudges runs in Node, no browser); BENCH_RUNS runs each case that many times
 * (default 3; the dense case, whose baseline is slow, runs once unless BENCH_RUNS is set) and reports medians. Builds the app and serves it with `vite preview` (or reuses a server
 * already on :4173). Figures are printed and written, never asserted: the run fails only when the page
 * breaks.
 */
import type { ChildProcess } from 'node:child_process';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../../playwright.config';
import { prepareAreas, runAreasCase, type AreasInput } from './areas/case';
import { prepareDense, runDenseCase, type DenseCaseInput } from './dense/case';
import { runExportCase } from './export/case';
import { prepareLayers, runLayersCase, type LayersInput } from './layers/case';
import { runNudgesBench } from './nudges/run';
import { runPacketCase } from './packet/case';
import { runPlacementCase } from './placement/case';
import { runArrayFillCase } from './arrayfill/case';
import { prepareCityParks, runCityParksCase, type CityParksInput } from './cityparks/case';
import { runBundleCase } from './bundle/case';
import { runEgressCase } from './egress/case';
import { runGeoJsonImportCase } from './geojsonimport/case';
import { runMoveAroundCase } from './movearound/case';
import { PageBroke } from './lib/probe';
import { build, startServer, stopServer } from './lib/server';
import { openDataHostArgs, startOpenDataHost, type OpenDataHost } from './lib/openDataHost';
import { errorMessage } from '../../src/shared/errors/errorMessage';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** The dense case's baseline takes minutes: one run unless BENCH_RUNS asks for more. */
const DENSE_RUNS = process.env.BENCH_RUNS ? RUNS : 1;
const CASES = [
  'areas',
  'layers',
  'placement',
  'export',
  'dense',
  'packet',
  'nudges',
  'arrayfill',
  'cityparks',
  'bundle',
  'egress',
  'geojsonimport',
  'movearound',
] as const;
type CaseName = (typeof CASES)[number];

function selectedCases(): CaseName[] {
  const only = process.env.BENCH_ONLY?.trim();
  if (!only) return [...CASES];
  if (!(CASES as readonly string[]).includes(only))
    throw new Error(`BENCH_ONLY must be one of ${CASES.join(', ')}, not '${only}'`);
  return [only as CaseName];
}

async function main(): Promise<void> {
  const started = Date.now();
  const cases = selectedCases();
  if (!Number.isInteger(RUNS) || RUNS < 1)
    throw new Error(`BENCH_RUNS must be a positive integer, not '${String(process.env.BENCH_RUNS)}'`);
  const areasInput: AreasInput | null = cases.includes('areas') ? prepareAreas() : null;
  // The placement and export cases run on the layers case's park and stand-in store.
  const layersInput: LayersInput | null =
    cases.includes('layers') || cases.includes('placement') || cases.includes('export') || cases.includes('egress')
      ? await prepareLayers()
      : null;
  const denseInput: DenseCaseInput | null =
    cases.includes('dense') || cases.includes('packet') || cases.includes('arrayfill') || cases.includes('movearound')
      ? await prepareDense()
      : null;
  const cityInput: CityParksInput | null = cases.includes('cityparks') ? prepareCityParks() : null;
  // The nudge engine is measured in Node: no build, server or browser needed.
  if (cases.includes('nudges')) runNudgesBench();
  const bundle = cases.includes('bundle');
  const geojsonImport = cases.includes('geojsonimport');
  if (!areasInput && !layersInput && !denseInput && !cityInput && !bundle && !geojsonImport) return;

  build();
  let server: ChildProcess | null = null;
  let browser: Browser | null = null;
  let openData: OpenDataHost | null = null;
  const stop = () => {
    stopServer(server);
    process.exit(130);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  process.once('SIGHUP', stop);
  // Also when the process dies some other way (e.g. stdout closed under it).
  process.once('exit', () => stopServer(server));
  try {
    server = await startServer();
    // The open-data answers reach the page through the browser's network stack, as a user's do.
    openData = await startOpenDataHost();
    browser = await chromium.launch({
      ...CHROMIUM_LAUNCH,
      args: [...CHROMIUM_LAUNCH.args, ...openDataHostArgs()],
      headless: true,
    });
    if (areasInput) await runAreasCase(browser, areasInput, RUNS, started);
    if (layersInput && cases.includes('layers')) {
      if (areasInput) console.log('\n' + '='.repeat(100) + '\n');
      await runLayersCase(browser, layersInput, RUNS);
    }
    if (layersInput && cases.includes('placement')) {
      if (areasInput || cases.includes('layers')) console.log('\n' + '='.repeat(100) + '\n');
      await runPlacementCase(browser, layersInput, RUNS);
    }
    if (layersInput && cases.includes('export')) {
      if (areasInput || cases.includes('layers') || cases.includes('placement'))
        console.log('\n' + '='.repeat(100) + '\n');
      await runExportCase(browser, layersInput, RUNS);
    }
    if (layersInput && cases.includes('egress')) {
      console.log('\n' + '='.repeat(100) + '\n');
      await runEgressCase(browser, layersInput, RUNS);
    }
    if (denseInput && cases.includes('dense')) {
      if (areasInput || layersInput) console.log('\n' + '='.repeat(100) + '\n');
      await runDenseCase(browser, denseInput, DENSE_RUNS);
    }
    if (denseInput && cases.includes('packet')) {
      console.log('\n' + '='.repeat(100) + '\n');
      await runPacketCase(browser, denseInput, DENSE_RUNS);
    }
    if (denseInput && cases.includes('arrayfill')) {
      console.log('\n' + '='.repeat(100) + '\n');
      await runArrayFillCase(browser, denseInput, RUNS);
    }
    if (denseInput && cases.includes('movearound')) {
      console.log('\n' + '='.repeat(100) + '\n');
      await runMoveAroundCase(browser, denseInput, DENSE_RUNS);
    }
    if (cityInput) {
      if (areasInput || layersInput || denseInput) console.log('\n' + '='.repeat(100) + '\n');
      await runCityParksCase(browser, cityInput, RUNS);
    }
    if (bundle) {
      if (areasInput || layersInput || denseInput || cityInput) console.log('\n' + '='.repeat(100) + '\n');
      await runBundleCase(browser);
    }
    if (geojsonImport) {
      if (areasInput || layersInput || denseInput || cityInput || bundle) console.log('\n' + '='.repeat(100) + '\n');
      await runGeoJsonImportCase(browser, process.env.BENCH_RUNS ? RUNS : 1);
    }
    if (layersInput || denseInput) {
      const runs = (n: number) => `${n} run${n === 1 ? '' : 's'}`;
      const others = cases.filter((c) => c !== 'dense');
      const what = [
        others.length ? `${others.join(' + ')}, ${runs(RUNS)} each` : '',
        cases.includes('dense') ? `dense, ${runs(DENSE_RUNS)}` : '',
      ]
        .filter(Boolean)
        .join('; ');
      console.log(`\nbench finished in ${((Date.now() - started) / 1000).toFixed(0)} s total (${what})`);
    }
  } finally {
    await browser?.close();
    await openData?.close();
    stopServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(`bench failed: ${errorMessage(error)}`);
  process.exitCode = error instanceof PageBroke ? 2 : 1;
});
