/**
 * npm run data:demo — writes the project's own demo permit areas (Midtown Manhattan) to
 * public/data/permit-areas/{parks,plazas,intersections}.geojson, so the app runs without network
 * access to NYC Open Data (`npm run data:fetch` replaces them with the real datasets), and the sample
 * infrastructure around them: demo/open-data/ (answered by the stand-in under ?demo) and the two
 * local layer files in public/data/static/.
 *
 * Usage: tsx scripts/make-demo-data.ts [--out DIR]
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { GEOGRAPHY_TYPES } from '../src/shared/geography/modes';
import { generateDemoData } from './demo-data/generate';
import { writeInfrastructureDemo } from './demo-data/infrastructure/index';
import { serializeCollection } from './lib/geojson';
import { assertAllAreasParse } from './lib/validateAreas';
import { writeFileAtomic } from './lib/writeAtomic';

const DEFAULT_OUT_DIR = 'public/data/permit-areas';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string', default: DEFAULT_OUT_DIR } } });
  const outDir = values.out;
  const data = generateDemoData();
  // Validate all three before writing any, so a bad generator change never leaves a mixed set.
  const checks = GEOGRAPHY_TYPES.map((mode) => ({ mode, ...assertAllAreasParse(mode, data[mode]) }));
  for (const { mode, areas } of checks) {
    const path = join(outDir, `${mode}.geojson`);
    await writeFileAtomic(path, serializeCollection(data[mode]));
    console.log(`wrote ${path} (${areas} ${mode} areas)`);
  }
  for (const file of await writeInfrastructureDemo()) console.log(`wrote ${file.path} (${file.count} features)`);
}

main().catch((error: unknown) => {
  console.error(`data:demo failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
