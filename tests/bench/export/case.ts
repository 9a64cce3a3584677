/**
 * The export case (issue "npm run bench: PDF export of the heavy case"): Bench Great Park focused,
 * 'All Recommended' on, 200 grills placed; 'Export Site Plan' → 'PDF Document' → the file. Per run two
 * passes, each on a fresh page: the app as built (the page composed in its export worker), and the
 * same export composed on the main thread (mainThreadEntry.ts). Click-to-file time, the longest
 * main-thread task (frames and others apart) and total blocking time during the export, the file's
 * size and pages. Printed beside the 100 ms target (never asserted) and written to
 * bench-results/export.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import type { LayersInput } from '../layers/case';
import { PARK_NAME, parkBBox } from '../layers/heavyPark';
import { HEAVY_LAYERS } from '../layers/heavyStore';
import { machineJson } from '../lib/machine';
import { ROOT } from '../lib/server';
import { ms } from '../lib/stats';
import { EXPORT_PASSES, runExportPass, type ExportPass, type ExportRun } from './measure';
import { EXPORT_TARGETS, PASS_LABEL, exportMedians, printExportReport, type ExportPassResult } from './report';
import { OBJECTS } from './setup';

export async function runExportCase(browser: Browser, input: LayersInput, runs: number): Promise<void> {
  const started = Date.now();
  mkdirSync(`${ROOT}bench-results`, { recursive: true });
  // Loaded here, so the other cases do not load Vite's build API.
  const { mainThreadBundle } = await import('./bundle');
  const bundle = await mainThreadBundle();
  console.log(
    `export: the main-thread baseline's page script bundled (${Math.round(bundle.bytes / 1024).toLocaleString('en-US')} KiB, src/workers/export/api.ts with jsPDF and comlink)`,
  );
  const done: Record<ExportPass, ExportRun[]> = { worker: [], main: [] };
  for (let i = 0; i < runs; i++) {
    for (const pass of EXPORT_PASSES) {
      const r = await runExportPass(browser, input, pass, bundle.source);
      done[pass].push(r);
      console.log(
        `run ${i + 1}/${runs}, ${PASS_LABEL[pass]}: click → file ${ms(r.clickToFileMs)}; longest task ${ms(r.window.longestMs)} (not a frame ${ms(r.window.longestOtherMs)}), ` +
          `TBT ${ms(r.window.totalBlockingMs)}; ${r.file.bytes.toLocaleString('en-US')} bytes, ${String(r.file.pages ?? '?')} pages`,
      );
    }
  }
  const [app, base] = EXPORT_PASSES.map((pass): ExportPassResult => ({
    pass,
    runs: done[pass],
    m: exportMedians(done[pass]),
  })) as [ExportPassResult, ExportPassResult];
  printExportReport(browser.version(), app, base);

  const out = `${ROOT}bench-results/export.json`;
  const result = {
    date: new Date().toISOString(),
    machine: machineJson(browser.version()),
    park: { name: PARK_NAME, bbox: parkBBox(), heavyLayers: HEAVY_LAYERS },
    objects: { type: 'grill', count: OBJECTS },
    format: 'pdf',
    runs,
    targets: EXPORT_TARGETS,
    mainThreadBundleBytes: bundle.bytes,
    // 'worker': the app as built; 'main': the export worker's API served on the page's main thread.
    passes: Object.fromEntries(
      [app, base].map((p) => [p.pass, { label: PASS_LABEL[p.pass], median: p.m, runs: p.runs }]),
    ),
  };
  writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    `\nwrote ${out} (and the last run's PDFs, bench-results/export-worker.pdf and export-main.pdf) in ${((Date.now() - started) / 1000).toFixed(0)} s for this case`,
  );
}
