/**
 * The built app's scripts as they sit in dist/: each file's bytes and gzipped bytes (what a server
 * that compresses sends; Node's default level, as `gzip` uses), the entry chunk index.html starts,
 * and the chunks it preloads with it (the vendor chunks), which the page needs before it runs.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../lib/server';

export interface FileSize {
  /** The path the page asks for, e.g. /assets/index-abc123.js. */
  path: string;
  bytes: number;
  gzip: number;
}

const DIST = `${ROOT}dist`;

export function fileSize(path: string): FileSize {
  const bytes = readFileSync(`${DIST}${path}`);
  return { path, bytes: bytes.length, gzip: gzipSync(bytes).length };
}

export function sum(files: readonly FileSize[]): { bytes: number; gzip: number } {
  return files.reduce((t, f) => ({ bytes: t.bytes + f.bytes, gzip: t.gzip + f.gzip }), { bytes: 0, gzip: 0 });
}

/** Every script in dist/assets, largest first. */
export function allScripts(): FileSize[] {
  return readdirSync(`${DIST}/assets`)
    .filter((name) => /\.m?js$/.test(name))
    .map((name) => fileSize(`/assets/${name}`))
    .sort((a, b) => b.bytes - a.bytes);
}

/** The entry chunk (index.html's module script) and the chunks index.html preloads beside it. */
export function entryScripts(): { entry: FileSize; preloaded: FileSize[] } {
  const html = readFileSync(`${DIST}/index.html`, 'utf8');
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('dist/index.html has no module script: build the app first');
  const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"/g)].map((m) => fileSize(m[1]!));
  return { entry: fileSize(entry), preloaded };
}

/** What the service worker precaches at install (the manifest in dist/sw.js): every file, the scripts, the fonts. */
export function precache(): { files: number; bytes: number; scripts: number; fonts: number } {
  const urls = [...readFileSync(`${DIST}/sw.js`, 'utf8').matchAll(/url:"([^"]+)"/g)].map((m) => `/${m[1]!}`);
  const sizes = urls.map((url) => ({ url, bytes: statSync(`${DIST}${url}`).size }));
  const total = (pick: (url: string) => boolean) => sizes.filter((s) => pick(s.url)).reduce((t, s) => t + s.bytes, 0);
  return {
    files: urls.length,
    bytes: total(() => true),
    scripts: total((url) => /\.m?js$/.test(url)),
    fonts: total((url) => /\.(ttf|woff2?)$/.test(url)),
  };
}

/** A chunk's name without its content hash: /assets/drawControl-BerCZ_dk.js → drawControl. */
export const chunkName = (path: string) => path.replace(/^.*\//, '').replace(/-[\w-]{8}\.m?js$/, '');
