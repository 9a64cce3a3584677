/**
 * An earlier commit of the app, built once from a git worktree (sharing this checkout's node_modules)
 * into its own dist folder and served beside the app on its own port, so a case measures the app and
 * that commit in the same run on the same machine.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, symlinkSync } from 'node:fs';
import { HOST, ROOT } from './server';
import { sleep } from './probe';

const VITE = `${ROOT}node_modules/.bin/vite`;

export interface EarlierBuild {
  commit: string;
  base: string;
  /** Builds it unless its dist folder already holds a build. */
  build(): void;
  start(): Promise<ChildProcess>;
}

function run(command: string, args: string[], cwd: string): void {
  const r = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${String(r.status ?? r.signal)})`);
}

/** `name` names its worktree (`dist-<name>-src`) and build (`dist-<name>`). */
export function earlierBuild(commit: string, name: string, port: number): EarlierBuild {
  const source = `${ROOT}dist-${name}-src`;
  const out = `${ROOT}dist-${name}`;
  const base = `http://${HOST}:${port}`;
  return {
    commit,
    base,
    build() {
      if (existsSync(`${out}/index.html`)) return;
      const started = Date.now();
      if (!existsSync(source)) run('git', ['worktree', 'add', '--detach', source, commit], ROOT);
      if (!existsSync(`${source}/node_modules`)) symlinkSync(`${ROOT}node_modules`, `${source}/node_modules`, 'dir');
      run(VITE, ['build', '--logLevel', 'warn', '--outDir', out], source);
      console.log(`${name}: commit ${commit} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    },
    async start() {
      const child = spawn(VITE, ['preview', '--host', HOST, '--port', String(port), '--strictPort', '--outDir', out], {
        cwd: ROOT,
        stdio: ['ignore', 'ignore', 'inherit'],
        detached: true,
      });
      const until = Date.now() + 30_000;
      while (Date.now() < until) {
        if (child.exitCode !== null) throw new Error(`${name}'s vite preview exited (${child.exitCode})`);
        const up = await fetch(`${base}/`, { signal: AbortSignal.timeout(1500) }).then(
          (r) => r.ok,
          () => false,
        );
        if (up) return child;
        await sleep(250);
      }
      throw new Error(`${name}'s server did not start within 30 s`);
    },
  };
}
