/** Building the app and serving it with `vite preview` (or reusing a server already on the port). */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sleep } from './probe';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const HOST = '127.0.0.1';
/** 4173 as in playwright.config.ts; BENCH_PORT overrides it. */
export const PORT = Number(process.env.BENCH_PORT ?? 4173);
export const BASE = `http://${HOST}:${PORT}`;
/** The project's own vite (what `npx vite` runs), without npx's wrapper process. */
const VITE = `${ROOT}node_modules/.bin/vite`;

async function isServing(): Promise<boolean> {
  try {
    const res = await fetch(`${BASE}/`, { signal: AbortSignal.timeout(1500) });
    return res.ok;
  } catch {
    return false;
  }
}

export function build(): void {
  const started = Date.now();
  const result = spawnSync(VITE, ['build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${String(result.status ?? result.signal)})`);
  console.log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export async function startServer(): Promise<ChildProcess | null> {
  if (await isServing()) {
    console.log(`reusing the server already listening on ${BASE}`);
    return null;
  }
  // Its own process group, so the server and its children stop together.
  const child = spawn(VITE, ['preview', '--host', HOST, '--port', String(PORT), '--strictPort'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`vite preview exited (${child.exitCode})`);
    if (await isServing()) return child;
    await sleep(250);
  }
  stopServer(child);
  throw new Error('vite preview did not start within 30 s');
}

export function stopServer(child: ChildProcess | null): void {
  if (!child?.pid || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}
