/**
 * The packet case's baseline: today's export, i.e. the app as it was before the export worker drew the
 * map (commit BASELINE_COMMIT: every feature drawn by the offscreen MapLibre map, A4 only). Built once
 * from a git worktree into dist-baseline/ and served beside the app on its own port, so both are
 * measured in the same run on the same machine.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, symlinkSync } from 'node:fs';
import { HOST, ROOT } from '../lib/server';
import { sleep } from '../lib/probe';

/** The last commit whose export rasterised every layer with WebGL. */
export const BASELINE_COMMIT = '13bbb27';
const SOURCE = `${ROOT}dist-baseline-src`;
const OUT = `${ROOT}dist-baseline`;
export const BASELINE_PORT = Number(process.env.BENCH_BASELINE_PORT ?? 4179);
export const BASELINE_BASE = `http://${HOST}:${BASELINE_PORT}`;
const VITE = `${ROOT}node_modules/.bin/vite`;

function run(command: string, args: string[], cwd: string): void {
  const r = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${String(r.status ?? r.signal)})`);
}

/** The baseline's build, made once (git worktree + the project's node_modules + vite build). */
export function buildBaseline(): void {
  if (existsSync(`${OUT}/index.html`)) return;
  const started = Date.now();
  if (!existsSync(SOURCE)) run('git', ['worktree', 'add', '--detach', SOURCE, BASELINE_COMMIT], ROOT);
  if (!existsSync(`${SOURCE}/node_modules`)) symlinkSync(`${ROOT}node_modules`, `${SOURCE}/node_modules`, 'dir');
  run(VITE, ['build', '--logLevel', 'warn', '--outDir', OUT], SOURCE);
  console.log(`packet: baseline ${BASELINE_COMMIT} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export async function startBaselineServer(): Promise<ChildProcess> {
  const child = spawn(
    VITE,
    ['preview', '--host', HOST, '--port', String(BASELINE_PORT), '--strictPort', '--outDir', OUT],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  );
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the baseline's vite preview exited (${child.exitCode})`);
    if (
      await fetch(`${BASELINE_BASE}/`, { signal: AbortSignal.timeout(1500) }).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await sleep(250);
  }
  throw new Error('the baseline server did not start within 30 s');
}
