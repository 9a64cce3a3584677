/**
 * The baseline's page script: mainThreadEntry.ts (the app's own export API, src/workers/export/api.ts,
 * served on a MessageChannel in place of the export worker) bundled for the page with Vite's JS API.
 * One IIFE with jsPDF and comlink inlined, so it can go in as an init script before the app loads;
 * nothing is written to disk. Built once per bench run.
 */
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { ROOT } from '../lib/server';

const ENTRY = fileURLToPath(new URL('./mainThreadEntry.ts', import.meta.url));

let built: Promise<{ source: string; bytes: number }> | null = null;

async function bundle(): Promise<{ source: string; bytes: number }> {
  const out = await build({
    // Not the app's config: its plugins (React, the open-data stand-in) have nothing to do here.
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      // Lib mode inlines assets (fonts) as data URLs, so the one script is the whole of it.
      lib: {
        entry: ENTRY,
        formats: ['iife'],
        name: '__benchExportMainThread',
        fileName: () => 'export-main-thread.js',
      },
      // jsPDF's dynamic imports (its optional html2canvas, DOMPurify, canvg) come along in the one file.
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });
  const outputs = (Array.isArray(out) ? out : [out]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((o) => o.output).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`the main-thread export bundle came out as ${chunks.length} chunks, not 1`);
  const source = chunks[0]!.code;
  return { source, bytes: Buffer.byteLength(source) };
}

/** The bundle's source, built on first use. */
export function mainThreadBundle(): Promise<{ source: string; bytes: number }> {
  built ??= bundle();
  return built;
}
