/**
 * The size of node_modules as `du -sb node_modules` gives it (apparent bytes, directories included):
 * after `npm ci` it is what every developer and every CI run installs.
 */
import { spawnSync } from 'node:child_process';
import { ROOT } from '../lib/server';

/** Bytes, or null where `du` is missing. */
export function nodeModulesBytes(): number | null {
  const du = spawnSync('du', ['-sb', 'node_modules'], { cwd: ROOT, encoding: 'utf8' });
  const bytes = du.status === 0 ? Number(du.stdout.split(/\s/)[0]) : NaN;
  return Number.isFinite(bytes) ? bytes : null;
}
