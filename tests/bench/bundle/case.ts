/**
 * The bundle case (BENCH_ONLY=bundle; cheap: one visit, no heavy data): what the app makes a visitor
 * download, beside the figures from before issue 22's dependency work. The entry chunk (index.html's
 * script) on its own and with the vendor chunks it preloads, gzipped; the scripts a first visit loads
 * before any drawing or export (page and workers), then what focusing an area (drawing) and opening
 * the export menu add; the largest chunks; and node_modules. Printed and written to
 * bench-results/bundle.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { machineJson, machineLine } from '../lib/machine';
import { ROOT } from '../lib/server';
import { table } from '../lib/stats';
import { allScripts, chunkName, entryScripts, fileSize, precache, sum, type FileSize } from './chunks';
import { scriptsByStage } from './firstVisit';
import { nodeModulesBytes } from './nodeModules';

/**
 * Before issue 22's dependency work: main at c986e44 (every feature merged), built and measured the
 * same way (gzip: Node's zlib at its default level; `gzip` itself gives 539,614 bytes for that chunk).
 * Its one entry chunk held the app, React, MapLibre, proj4, terra-draw and qrcode-generator.
 */
const BEFORE = {
  /** The issue's figure for the main chunk (1.7 MB, 472 KB gzipped). */
  issueEntryGzipKB: 472,
  entry: { bytes: 1_923_364, gzip: 542_002 },
  /** The same first visit's scripts (page and workers). */
  firstVisit: { bytes: 2_960_339, gzip: 865_684 },
  /** The service worker's precache: 43 files; the CJK font (10.6 MB) was fetched on first use instead. */
  precache: { bytes: 11_137_295, scripts: 4_506_738, fonts: 1_259_992 },
  /** `du -sb node_modules` after `npm ci` (the issue's lead measured 488 MB on main's working copy). */
  nodeModules: 437_679_249,
};

const kb = (bytes: number) => `${(bytes / 1000).toLocaleString('en-US', { maximumFractionDigits: 1 })} kB`;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

function stageRows(label: string, files: readonly FileSize[], before = ''): string[][] {
  const total = sum(files);
  return [
    [label, kb(total.bytes), kb(total.gzip), before],
    ...files.map((f) => [`  ${chunkName(f.path)}`, kb(f.bytes), kb(f.gzip), '']),
  ];
}

export async function runBundleCase(browser: Browser): Promise<void> {
  const chromiumVersion = browser.version();
  const { entry, preloaded } = entryScripts();
  const start = sum([entry, ...preloaded]);
  const stages = await scriptsByStage(browser);
  const sized = (paths: readonly string[]) => paths.map(fileSize);
  const firstVisit = sized(stages.firstVisit);
  const focus = sized(stages.focus);
  const exportMenu = sized(stages.exportMenu);
  const scripts = allScripts();
  const nodeModules = nodeModulesBytes();
  const cached = precache();

  console.log(`bundle: the built app's scripts (${machineLine(chromiumVersion, '1440x900')})`);
  console.log(
    table([
      ['entry', 'bytes', 'gzipped', 'before: bytes, gzipped (one chunk)'],
      ['entry chunk (the app)', kb(entry.bytes), kb(entry.gzip), ''],
      [
        'entry + preloaded vendor chunks',
        kb(start.bytes),
        kb(start.gzip),
        `${kb(BEFORE.entry.bytes)}, ${kb(BEFORE.entry.gzip)} (the issue: ${BEFORE.issueEntryGzipKB} KB)`,
      ],
      ...preloaded.map((f) => [`  ${chunkName(f.path)}`, kb(f.bytes), kb(f.gzip), '']),
    ]),
  );
  console.log('\nscripts loaded, step by step (page and workers; ?demo, service worker blocked)');
  console.log(
    table([
      ['step', 'bytes', 'gzipped', 'before: bytes, gzipped'],
      ...stageRows(
        'first visit: Parks → areas shown',
        firstVisit,
        `${kb(BEFORE.firstVisit.bytes)}, ${kb(BEFORE.firstVisit.gzip)}`,
      ),
      ...stageRows('+ focus an area (drawing starts)', focus),
      ...stageRows('+ open the export menu', exportMenu),
    ]),
  );
  const large = scripts.filter((f) => f.bytes > 500_000).map((f) => `${chunkName(f.path)} ${kb(f.bytes)}`);
  console.log(
    `\nscripts over Vite's 500 kB: ${large.join(', ') || 'none'} (maplibre-gl-worker is MapLibre's own file)`,
  );
  console.log(
    `service worker precache: ${cached.files} files, ${mb(cached.bytes)} (scripts ${mb(cached.scripts)}, fonts ${mb(cached.fonts)}); before: ${mb(BEFORE.precache.bytes)} (scripts ${mb(BEFORE.precache.scripts)}, fonts ${mb(BEFORE.precache.fonts)}, the CJK font not precached)`,
  );
  console.log(
    `node_modules: ${nodeModules === null ? 'n/a (no du)' : mb(nodeModules)}; before: ${mb(BEFORE.nodeModules)} (du -sb after npm ci)`,
  );

  mkdirSync(`${ROOT}bench-results`, { recursive: true });
  const out = `${ROOT}bench-results/bundle.json`;
  const result = {
    case: 'bundle',
    date: new Date().toISOString(),
    machine: machineJson(chromiumVersion),
    entry: { chunk: entry, preloaded, withPreloaded: start },
    before: BEFORE,
    precache: cached,
    stages: {
      firstVisit: { files: firstVisit, total: sum(firstVisit) },
      focus: { files: focus, total: sum(focus) },
      exportMenu: { files: exportMenu, total: sum(exportMenu) },
    },
    scripts,
    nodeModulesBytes: nodeModules,
  };
  writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nwritten to ${out}`);
}
