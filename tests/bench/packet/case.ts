/**
 * The packet case (issue "a print-grade permit packet"): the dense case's park (38,000 trees and
 * ~29,000 features in 24 more layers, all in the focused area) with 200 grills, exported as PDF, PNG
 * and JPG by the app (the export worker draws every feature as vectors over a basemap-only capture)
 * and by today's export (BASELINE_COMMIT, served beside it), in the same run. Click → file, the
 * longest main-thread task and the size, beside the targets (printed, never asserted);
 * written to bench-results/packet.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { machineJson, machineLine } from '../lib/machine';
import { ROOT, stopServer } from '../lib/server';
import { median, ms, ratio, table } from '../lib/stats';
import type { DenseCaseInput } from '../dense/case';
import { BASELINE, BASELINE_COMMIT } from './baseline';
import {
  FORMATS,
  PACKET_VARIANTS,
  runPacketVariant,
  type PacketFormat,
  type PacketRun,
  type PacketVariant,
} from './measure';

export const PACKET_TARGETS = { clickToFileMs: 8000, longestTaskMs: 100, bytes: 2 * 1024 * 1024 } as const;

const pick = (runs: readonly PacketRun[], format: PacketFormat, f: (e: PacketRun['exports'][number]) => number) =>
  median(
    runs
      .map((r) => r.exports.find((e) => e.format === format))
      .filter((e) => e !== undefined)
      .map(f),
  );
const kib = (b: number) => (Number.isFinite(b) ? `${Math.round(b / 1024).toLocaleString('en-US')} KiB` : 'n/a');
const met = (v: number, limit: number) => (v < limit ? 'met' : 'missed');

export async function runPacketCase(browser: Browser, input: DenseCaseInput, runs: number): Promise<void> {
  const started = Date.now();
  mkdirSync(`${ROOT}bench-results`, { recursive: true });
  BASELINE.build();
  const server = await BASELINE.start();
  const done: Record<PacketVariant, PacketRun[]> = { app: [], baseline: [] };
  try {
    for (let i = 0; i < runs; i++) {
      // BENCH_VARIANT=app (or baseline) measures one side only, for a quick look.
      for (const v of PACKET_VARIANTS.filter((x) => !process.env.BENCH_VARIANT || x === process.env.BENCH_VARIANT)) {
        const r = await runPacketVariant(browser, input, v);
        done[v].push(r);
        console.log(
          `run ${i + 1}/${runs}, ${v}: ${r.features.toLocaleString('en-US')} features, ${r.placed} grills; ` +
            r.exports
              .map((e) => `${e.format} ${ms(e.clickToFileMs)}, longest ${ms(e.longestMs)}, ${kib(e.bytes)}`)
              .join('; '),
        );
      }
    }
  } finally {
    stopServer(server);
  }
  console.log(
    `\npacket: ${machineLine(browser.version(), '1440x900')}; baseline = commit ${BASELINE_COMMIT}'s export; medians of ${runs} run(s)`,
  );
  const rows = [['format · measure', 'app', `baseline (${BASELINE_COMMIT})`, 'app / baseline', 'target']];
  for (const { format } of FORMATS) {
    const a = (f: (e: PacketRun['exports'][number]) => number) => pick(done.app, format, f);
    const b = (f: (e: PacketRun['exports'][number]) => number) => pick(done.baseline, format, f);
    const t = PACKET_TARGETS;
    rows.push([
      `${format} click → file`,
      ms(a((e) => e.clickToFileMs)),
      ms(b((e) => e.clickToFileMs)),
      ratio(
        a((e) => e.clickToFileMs),
        b((e) => e.clickToFileMs),
      ),
      `< 8 s (${met(
        a((e) => e.clickToFileMs),
        t.clickToFileMs,
      )})`,
    ]);
    rows.push([
      `${format} longest main-thread task`,
      ms(a((e) => e.longestMs)),
      ms(b((e) => e.longestMs)),
      ratio(
        a((e) => e.longestMs),
        b((e) => e.longestMs),
      ),
      `< 100 ms (${met(
        a((e) => e.longestMs),
        t.longestTaskMs,
      )})`,
    ]);
    rows.push([
      `${format} size`,
      kib(a((e) => e.bytes)),
      kib(b((e) => e.bytes)),
      ratio(
        a((e) => e.bytes),
        b((e) => e.bytes),
      ),
      `< 2 MB (${met(
        a((e) => e.bytes),
        t.bytes,
      )})`,
    ]);
  }
  console.log(table(rows));
  for (const v of PACKET_VARIANTS) {
    const failed = done[v].flatMap((r) => r.failures);
    for (const { format } of FORMATS) {
      const f = failed.filter((x) => x.format === format);
      if (f.length)
        console.log(
          `${v} ${format}: ${f.length} of ${done[v].length} run(s) failed (${[...new Set(f.map((x) => x.message))].join('; ')})`,
        );
    }
  }
  const trees = pick(done.app, 'pdf', (e) => e.symbolPlacements ?? NaN);
  console.log(
    `the app's PDF places its most used vector symbol ${trees.toLocaleString('en-US')} times (the trees) and holds ${pick(done.app, 'pdf', (e) => e.images ?? NaN)} images (basemap, locator)`,
  );
  const out = `${ROOT}bench-results/packet.json`;
  writeFileSync(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), machine: machineJson(browser.version()), baselineCommit: BASELINE_COMMIT, runs, targets: PACKET_TARGETS, counts: input.counts, app: done.app, baseline: done.baseline }, null, 2)}\n`,
  );
  console.log(
    `\nwrote ${out} (and the last run's files, bench-results/packet-*.pdf|png|jpg) in ${((Date.now() - started) / 1000).toFixed(0)} s for this case`,
  );
}
