/**
 * One variant of the packet case on a fresh page at 1440 × 900: Bench Dense Park focused, 'All
 * Recommended' on and drawn, 200 grills placed (the dense case's own steps), then 'Export Site Plan' →
 * PDF, PNG and JPG in turn: click → file (as the page took the click and clicked the download link),
 * the longest main-thread task in between, and the file's size. The app's PDF is also read for how
 * many trees it placed as vector symbols.
 */
import { copyFileSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { pdfDrawing } from '../../e2e/pdfObjects';
import { openAndFocus } from '../layers/measure';
import { startProfile } from '../lib/cpuProfile';
import { loadNote } from '../lib/machine';
import { PageBroke, longTasksNow, longest, quiet, tasksIn } from '../lib/probe';
import { BASE, ROOT } from '../lib/server';
import { allDrawn, contextFor, type DenseInput } from '../dense/measure';
import { DENSE_PARK } from '../dense/park';
import { placeGrills } from '../dense/placement';
import { BASELINE_BASE } from './baseline';
import { INSTALL_PACKET_PROBE, READ_PACKET_PROBE, type PacketProbe } from './pageScripts';

export type PacketVariant = 'app' | 'baseline';
export const PACKET_VARIANTS: readonly PacketVariant[] = ['app', 'baseline'];
export const FORMATS = [
  { format: 'pdf', label: 'PDF Document' },
  { format: 'png', label: 'PNG Image' },
  { format: 'jpg', label: 'JPG Image' },
] as const;
export type PacketFormat = (typeof FORMATS)[number]['format'];
const EXPORT_TIMEOUT_MS = 300_000;

/** Where exportOnce keeps a copy of the file, to be looked at. */
export const keptPacket = (name: string, format: PacketFormat): string =>
  `${ROOT}bench-results/packet-${name}.${format}`;

export interface PacketExport {
  format: PacketFormat;
  clickToFileMs: number;
  longestMs: number;
  longTasks: number;
  bytes: number;
  /** PDF only: the most placements of one vector symbol (the trees), and the images the file holds. */
  symbolPlacements: number | null;
  images: number | null;
}

/** An export of the baseline that ended in its own error message (the app's failures end the bench). */
export interface PacketFailure {
  format: PacketFormat;
  message: string;
}

export interface PacketRun {
  variant: PacketVariant;
  features: number;
  placed: number;
  exports: PacketExport[];
  failures: PacketFailure[];
  load1: number;
}

/** A screenshot of an export still running after 30 s, to see where it is stuck (the timer's id to clear). */
function screenshotIfSlow(page: Page): ReturnType<typeof setTimeout> {
  return setTimeout(
    () =>
      void page.screenshot({ path: `${ROOT}bench-results/packet-stuck.png` }).then(
        () => console.log('  (screenshot of a slow export: bench-results/packet-stuck.png)'),
        () => undefined,
      ),
    30_000,
  );
}

/**
 * One export from the open menu, as a person asks for it: click → file (the probe INSTALL_PACKET_PROBE
 * installed), the longest main-thread task in between, the file's size; the file is kept at
 * keptPacket(name, format).
 */
export async function exportOnce(page: Page, name: string, format: PacketFormat, label: string): Promise<PacketExport> {
  await quiet(page, 600, 10_000);
  const designer = page.getByRole('complementary', { name: 'Site Plan Designer' });
  // An earlier export's failure message would end this export's wait at once.
  const dismiss = page.locator('.export-status').getByRole('button', { name: 'Dismiss' });
  if (await dismiss.isVisible()) await dismiss.click();
  const step = <T>(what: string, p: Promise<T>) =>
    p.catch((e: unknown) => {
      throw new PageBroke(`${label}: ${what} failed (${e instanceof Error ? e.message.split('\n')[0]! : String(e)})`);
    });
  await step(
    "clicking 'Export Site Plan'",
    designer.getByRole('button', { name: 'Export Site Plan' }).click({ timeout: 30_000 }),
  );
  const item = page.getByRole('menuitem', { name: label });
  await step('waiting for the menu item', item.waitFor({ timeout: 30_000 }));
  const downloading = page.waitForEvent('download', { timeout: EXPORT_TIMEOUT_MS });
  // BENCH_PROFILE_EXPORT=<file>: the page's CPU profile from the click to the file (the last export's is kept).
  const profiling = process.env.BENCH_PROFILE_EXPORT ? await startProfile(page) : null;
  await step('clicking the menu item', item.click({ timeout: 30_000 }));
  // A failed export never downloads: its message ends the wait instead of the timeout.
  const failed = page
    .locator('.export-status')
    .filter({ hasText: /failed|Failed/ })
    .first()
    .waitFor({ timeout: EXPORT_TIMEOUT_MS })
    .then(async () => {
      const text = (await page.locator('.export-status').first().textContent()) ?? 'the export failed';
      throw new PageBroke(`${label}: ${text.replace(/Dismiss$/, '').trim()}`);
    });
  // The loser of the race settles later (a timeout): handled here, so it cannot end the process.
  downloading.catch(() => undefined);
  failed.catch(() => undefined);
  const stuck = screenshotIfSlow(page);
  const download = await Promise.race([downloading, failed]).finally(() => clearTimeout(stuck));
  if (profiling) writeFileSync(process.env.BENCH_PROFILE_EXPORT!, JSON.stringify(await profiling.stop()));
  const p = await page.evaluate<PacketProbe | null>(READ_PACKET_PROBE);
  const clicked = p?.clicks.filter((c) => c.label === label).at(-1)?.t;
  const filed = p?.files.at(-1)?.t;
  if (clicked === undefined || filed === undefined || filed < clicked)
    throw new PageBroke(`the ${label} export was not seen from click to file`);
  const { longTasks } = await longTasksNow(page);
  const during = tasksIn(longTasks, clicked, filed);
  if (process.env.BENCH_FRAMES)
    for (const f of p!.frames.filter((f) => f.start < filed && f.start + f.duration > clicked && f.duration > 90))
      console.log(
        `    ${format} frame ${f.duration.toFixed(0)} ms (render ${f.render.toFixed(0)}): ${f.scripts.map((s) => `${s.invoker} ${s.source} ${s.duration.toFixed(0)}`).join(', ')}`,
      );
  const path = await download.path();
  const kept = keptPacket(name, format);
  mkdirSync(dirname(kept), { recursive: true });
  copyFileSync(path, kept);
  const drawing = format === 'pdf' ? pdfDrawing(readFileSync(path)) : null;
  const placements = drawing
    ? Math.max(0, ...[...drawing.placements.entries()].filter(([n]) => drawing.forms.includes(n)).map(([, n]) => n))
    : null;
  return {
    format,
    clickToFileMs: filed - clicked,
    longestMs: longest(during),
    longTasks: during.length,
    bytes: statSync(path).size,
    symbolPlacements: placements,
    images: drawing?.images ?? null,
  };
}

export async function runPacketVariant(
  browser: Browser,
  input: DenseInput,
  variant: PacketVariant,
): Promise<PacketRun> {
  // The baseline is an earlier build: answered as the stand-in answered it then (lib/earlierAnswers.ts).
  const standIn = variant === 'app' ? input.standIn : input.earlierStandIn;
  const { context, page, errors } = await contextFor(browser, { ...input, standIn });
  try {
    const started = Date.now();
    const since = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
    await openAndFocus(page, { parkName: DENSE_PARK.name, base: variant === 'app' ? BASE : BASELINE_BASE });
    const drawn = await allDrawn(page, input.trees);
    console.log(`  ${variant}: ${drawn.features.toLocaleString('en-US')} features drawn (${since()})`);
    const placement = await placeGrills(page);
    console.log(`  ${variant}: ${placement.placed} grills placed (${since()})`);
    await page.keyboard.press('Escape');
    await page.mouse.move(700, 4);
    await page.evaluate(INSTALL_PACKET_PROBE);
    const exports: PacketExport[] = [];
    const failures: PacketFailure[] = [];
    for (const { format, label } of FORMATS) {
      try {
        exports.push(await exportOnce(page, variant, format, label));
        console.log(`  ${variant}: ${format} exported (${since()})`);
      } catch (error) {
        // Today's export failing on the heavy case is a finding, not a broken bench.
        if (variant === 'app' || !(error instanceof PageBroke)) throw error;
        failures.push({ format, message: error.message });
        console.log(`  ${variant}: ${format} failed: ${error.message} (${since()})`);
      }
    }
    if (errors.length) throw new PageBroke(`uncaught page errors: ${errors.join('; ')}`);
    return { variant, features: drawn.features, placed: placement.placed, exports, failures, load1: loadNote().load1 };
  } finally {
    if (errors.length) console.error(`page errors (${variant}): ${errors.join('; ')}`);
    await context.close();
  }
}
