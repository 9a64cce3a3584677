/**
 * The dense case's packet: once the 200 chairs are placed, 'Export Site Plan' → 'PDF Document' as a
 * person asks for it (click → file, the longest main-thread task), then the file read as a reviewer
 * meets it: its size, its pages, and on each plan sheet how many words inside the map overlap another
 * (poppler's word boxes; the measure of the packet legibility issue). Measured for the app and for
 * today's packet (the commit before that work, built and served beside the app) in the same run.
 */
import { spawnSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { mapOverlap, planSheets } from '../../e2e/packetWords';
import { pageGeometry } from '../../../src/shared/export/pageLayout';
import { PageBroke, quiet } from '../lib/probe';
import { earlierBuild } from '../lib/earlierBuild';
import { exportOnce, keptPacket } from '../packet/measure';
import { INSTALL_PACKET_PROBE } from '../packet/pageScripts';

/** Main before the packet legibility work: today's packet. */
export const TODAY_COMMIT = '23c332f';
export const TODAY = earlierBuild(TODAY_COMMIT, 'packet-today', Number(process.env.BENCH_TODAY_PORT ?? 4178));

export interface SheetOverlap {
  page: number;
  /** 'overview', or a detail's letter. */
  sheet: string;
  overlapping: number;
  words: number;
}

export interface DensePacket {
  clickToFileMs: number;
  longestMs: number;
  bytes: number;
  pages: number;
  sheets: SheetOverlap[];
}

function pdfPages(path: string): number {
  const out = spawnSync('pdfinfo', [path], { encoding: 'utf8' });
  const m = /^Pages:\s+(\d+)/m.exec(out.stdout);
  if (!m) throw new PageBroke(`pdfinfo could not read ${path}`);
  return Number(m[1]);
}

/** The PDF of the page's plan (its chairs placed), and what a reader meets in it. */
export async function densePacket(page: Page, name: string): Promise<DensePacket> {
  await page.keyboard.press('Escape');
  await page.mouse.move(700, 4);
  await page.evaluate(INSTALL_PACKET_PROBE);
  await quiet(page, 600, 10_000);
  const pdf = await exportOnce(page, name, 'pdf', 'PDF Document');
  const path = keptPacket(name, 'pdf');
  const frame = pageGeometry().mapFrame;
  return {
    clickToFileMs: pdf.clickToFileMs,
    longestMs: pdf.longestMs,
    bytes: pdf.bytes,
    pages: pdfPages(path),
    sheets: planSheets(path).map((s) => ({ page: s.page, sheet: s.sheet, ...mapOverlap(s.words, frame) })),
  };
}
