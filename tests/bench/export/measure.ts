/**
 * One pass of the export case, on a fresh page: the plan set up (setup.ts), then 'Export Site Plan' →
 * 'PDF Document' → the file, traced. 'worker' is the app as built; 'main' is the same app and code path
 * with the export worker's API served on the page's main thread (mainThreadEntry.ts, injected before
 * the app loads). Both are checked to have done what they claim: the app started an export worker and
 * the baseline did not, and composed on the main thread exactly once.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, readFileSync, statSync } from 'node:fs';
import type { Browser, Download, Page } from 'playwright-core';
import type { LayersInput } from '../layers/case';
import { layersContext } from '../layers/context';
import { figures, type WindowFigures } from '../layers/measure';
import { START_FRAMES, STOP_FRAMES } from '../layers/pageScripts';
import { PageBroke, isRecord, longTasksNow, quiet, sleep } from '../lib/probe';
import { ROOT } from '../lib/server';
import { TRACE_CATEGORIES_WITH_GPU as GPU, traced } from '../lib/tracing';
import type { MainThreadExportProbe } from './mainThreadEntry';
import { INSTALL_EXPORT_PROBE, READ_EXPORT_PROBE, READ_MAIN_THREAD_PROBE, type ExportProbe } from './pageScripts';
import { heavyPlan, type PlanSetup } from './setup';

export type ExportPass = 'worker' | 'main';
export const EXPORT_PASSES: readonly ExportPass[] = ['worker', 'main'];

const EXPORT_TIMEOUT_MS = 300_000;
const PDFINFO = '/usr/bin/pdfinfo';

export interface ExportRun {
  pass: ExportPass;
  setup: PlanSetup;
  /** 'PDF Document' clicked (as the page took it) → the app clicked the download link. */
  clickToFileMs: number;
  /** The same from Node: the menu item clicked → Playwright's download event. */
  clickToDownloadEventMs: number;
  /** Click → when each stage the status names first showed. */
  stagesMs: Record<string, number>;
  /** The baseline's compose on the main thread, call → settled (null for the app). */
  composeMs: number | null;
  window: WindowFigures;
  file: { name: string; bytes: number; pages: number | null };
  /** Workers the page started, by script URL. */
  workers: string[];
}

async function read<T>(page: Page, script: string, what: string): Promise<T> {
  const v: unknown = await page.evaluate(script);
  if (!isRecord(v)) throw new PageBroke(`${what} missing from the page`);
  return v as unknown as T;
}

/** Pages in the PDF, from poppler's pdfinfo when it is there (null otherwise). */
function pdfPages(path: string): number | null {
  const out = spawnSync(PDFINFO, [path], { encoding: 'utf8' });
  if (out.status !== 0) return null;
  const m = /^Pages:\s+(\d+)/m.exec(out.stdout);
  return m ? Number(m[1]) : null;
}

/** The downloaded file: its name, size and pages; a copy kept in bench-results for a look. */
async function fileOf(download: Download, pass: ExportPass): Promise<ExportRun['file']> {
  const path = await download.path();
  const bytes = statSync(path).size;
  if (readFileSync(path).subarray(0, 5).toString('latin1') !== '%PDF-')
    throw new PageBroke(`the downloaded ${download.suggestedFilename()} is not a PDF`);
  copyFileSync(path, `${ROOT}bench-results/export-${pass}.pdf`);
  return { name: download.suggestedFilename(), bytes, pages: pdfPages(path) };
}

export async function runExportPass(
  browser: Browser,
  input: LayersInput,
  pass: ExportPass,
  mainThreadSource: string,
): Promise<ExportRun> {
  const { context, page, errors } = await layersContext(browser, input.standIn, input.parks);
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  if (pass === 'main') await page.addInitScript({ content: mainThreadSource });
  try {
    const setup = await heavyPlan(page);
    await page.evaluate(INSTALL_EXPORT_PROBE);
    const designer = page.getByRole('complementary', { name: 'Site Plan Designer' });
    await designer.getByRole('button', { name: 'Export Site Plan' }).click();
    const item = page.getByRole('menuitem', { name: 'PDF Document' });
    await item.waitFor();
    await quiet(page, 600, 8000);

    const run = await traced(
      browser,
      page,
      async () => {
        await page.evaluate(START_FRAMES);
        const downloading = page.waitForEvent('download', { timeout: EXPORT_TIMEOUT_MS });
        const clicked = Date.now();
        await item.click();
        const download = await downloading;
        const clickToDownloadEventMs = Date.now() - clicked;
        await designer
          .getByRole('status')
          .filter({ hasText: /^Saved / })
          .waitFor({ timeout: 30_000 });
        const frames = await page.evaluate<number[]>(STOP_FRAMES);
        return { download, clickToDownloadEventMs, frames };
      },
      GPU,
    );
    await sleep(300);

    const p = await read<ExportProbe>(page, READ_EXPORT_PROBE, 'export instrumentation');
    const { longTasks } = await longTasksNow(page);
    const mainProbe = await page.evaluate<MainThreadExportProbe | null>(READ_MAIN_THREAD_PROBE);
    if (errors.length) throw new PageBroke(`uncaught page errors: ${errors.join('; ')}`);
    if (p.clickedAt === null) throw new PageBroke("the page did not take the 'PDF Document' click");
    const fileAt = p.files[0]?.t;
    if (fileAt === undefined) throw new PageBroke('the download came without the app clicking a download link');
    const exportWorkers = workers.filter((url) => /export\.worker/.test(url));
    let composeMs: number | null = null;
    if (pass === 'worker') {
      if (mainProbe) throw new PageBroke('the app pass has the main-thread baseline installed');
      if (exportWorkers.length !== 1)
        throw new PageBroke(
          `the app started ${exportWorkers.length} export workers, not 1 (workers: ${workers.join(', ')})`,
        );
    } else {
      if (!mainProbe) throw new PageBroke('the main-thread baseline is not on the page');
      if (exportWorkers.length || mainProbe.workers.includes('export'))
        throw new PageBroke(`the baseline started an export worker (${workers.join(', ')})`);
      if (mainProbe.standIns !== 1)
        throw new PageBroke(`the main-thread API stood in for ${mainProbe.standIns} export workers, not 1`);
      const c = mainProbe.composes;
      if (c.length !== 1 || !Number.isFinite(c[0]!.end) || c[0]!.start < p.clickedAt || c[0]!.end > fileAt)
        throw new PageBroke(
          `the baseline composed ${c.length} times on the main thread (${JSON.stringify(c)}), not once between the click and the file`,
        );
      composeMs = c[0]!.end - c[0]!.start;
    }
    const stagesMs = Object.fromEntries(p.stages.map((s) => [s.stage, s.t - p.clickedAt!]));
    return {
      pass,
      setup,
      clickToFileMs: fileAt - p.clickedAt,
      clickToDownloadEventMs: run.value.clickToDownloadEventMs,
      stagesMs,
      composeMs,
      window: figures(longTasks, p.clickedAt, fileAt, run.value.frames, run.split),
      file: await fileOf(run.value.download, pass),
      workers,
    };
  } finally {
    if (errors.length) console.error(`page errors: ${errors.join('; ')}`);
    await context.close();
  }
}
