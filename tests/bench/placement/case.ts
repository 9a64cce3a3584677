/**
 * The placement case: on the heavy layers case's page (Bench Great Park focused, 'All Recommended' on,
 * every layer loaded), 200 grills shift-clicked onto the park at a hand's pace, in two passes per run,
 * each on a fresh page: with every layer drawn, and with the layers hidden again (their data still
 * loaded in the workers), which separates the app's own latency from this renderer's drawing cost. Per
 * click: click → listed in 'Placed Objects (N)' and click → the nudges updated; the longest main-thread
 * task and the total blocking time while placing; the objects and nudges at the end. Printed beside the
 * targets (never asserted) and written to bench-results/placement.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import type { LayersInput } from '../layers/case';
import { PARK_NAME, parkBBox } from '../layers/heavyPark';
import { HEAVY_LAYERS } from '../layers/heavyStore';
import { machineJson } from '../lib/machine';
import { ROOT } from '../lib/server';
import { ms } from '../lib/stats';
import { PACE_MS } from './clicks';
import { runPlacementApp, type PlacementRun } from './measure';
import { PASS_LABEL, PLACEMENT_TARGETS, placementMedians, printPlacementReport, type PassResult } from './report';
import { CLICKS } from './screen';
import { PASSES, type LayersPass } from './setup';

/** A run as written: its figures, and per click [taken at (after the first click), click → listed, click → next mark, click → mark including it, input delay], ms. */
function runJson({ latencies, ...rest }: PlacementRun) {
  return {
    ...rest,
    perClick: latencies.map((c) =>
      [c.at - latencies[0]!.at, c.listedMs, c.nudgeMs, c.nudgeWithMs, c.inputDelayMs].map(
        (v) => Math.round(v * 10) / 10,
      ),
    ),
  };
}

export async function runPlacementCase(browser: Browser, input: LayersInput, runs: number): Promise<void> {
  const started = Date.now();
  const done: Record<LayersPass, PlacementRun[]> = { drawn: [], hidden: [] };
  for (let i = 0; i < runs; i++) {
    for (const pass of PASSES) {
      const r = await runPlacementApp(browser, input, pass);
      done[pass].push(r);
      const s = r.summary;
      console.log(
        `run ${i + 1}/${runs}, ${PASS_LABEL[pass]}: click → listed p50 ${ms(s.listed.p50)} p95 ${ms(s.listed.p95)}; click → nudges p50 ${ms(s.nudge.p50)} p95 ${ms(s.nudge.p95)}; ` +
          `longest task ${ms(r.window.longestMs)}, TBT ${ms(r.window.totalBlockingMs)}; ${r.objects} objects, ${r.nudges.total} nudges (${r.nudges.byRule['grill-tree'] ?? 0} grill-tree)`,
      );
    }
  }
  const passes: PassResult[] = PASSES.map((pass) => ({ pass, runs: done[pass], m: placementMedians(done[pass]) }));
  printPlacementReport(browser.version(), passes);

  mkdirSync(`${ROOT}bench-results`, { recursive: true });
  const out = `${ROOT}bench-results/placement.json`;
  const result = {
    date: new Date().toISOString(),
    machine: machineJson(browser.version()),
    park: { name: PARK_NAME, bbox: parkBBox(), heavyLayers: HEAVY_LAYERS },
    clicks: CLICKS,
    objectType: 'grill',
    paceMs: PACE_MS,
    runs,
    targets: PLACEMENT_TARGETS,
    // 'drawn': every layer on the map while clicking; 'hidden': 'All Recommended' unticked first, the layers' data still loaded.
    passes: Object.fromEntries(
      passes.map((p) => [p.pass, { label: PASS_LABEL[p.pass], median: p.m, app: p.runs.map(runJson) }]),
    ),
  };
  writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nwrote ${out} in ${((Date.now() - started) / 1000).toFixed(0)} s for this case`);
}
