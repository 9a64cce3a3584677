/**
 * Writes the demo infrastructure data the open-data stand-in serves (demo/open-data/...) and the two
 * layer files the app serves itself (public/data/static/...). Deterministic: same files every run.
 *
 * Usage: tsx scripts/make-infrastructure-demo.ts [--root DIR]   (DIR: the project root, default .)
 */
import { parseArgs } from 'node:util';
import { writeInfrastructureDemo } from './demo-data/infrastructure/index';
import { errorMessage } from '../src/shared/errors/errorMessage';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { root: { type: 'string', default: '.' } } });
  const written = await writeInfrastructureDemo(values.root);
  for (const f of written) console.log(`wrote ${f.path} (${f.count} features, ${(f.bytes / 1024).toFixed(1)} KB)`);
  const total = written.reduce((sum, f) => sum + f.bytes, 0);
  console.log(`total ${(total / 1024 / 1024).toFixed(2)} MB in ${written.length} files`);
}

main().catch((error: unknown) => {
  console.error(`infrastructure demo failed: ${errorMessage(error)}`);
  process.exitCode = 1;
});
