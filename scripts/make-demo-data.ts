/**
 * npm run data:demo — writes the project's own sample permit areas (Midtown Manhattan) to
 * public/data/permit-areas/{parks,intersections}.geojson, each saying it is a sample: outside ?demo
 * the app then loads the city's permit areas and street centreline live, and uses these only when the
 * city cannot be reached, and says so (`npm run data:fetch` replaces them with real files, and the
 * app then never asks). Also the sample infrastructure around them: demo/open-data/ (answered by the
 * stand-in under ?demo and in tests, including the demo parks as the city's permit-area dataset) and
 * ?demo copies of the two local layer files in public/data/demo/. Plazas are real data only.
 *
 * Usage: tsx scripts/make-demo-data.ts [--out DIR]
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { generateDemoData, SAMPLE_GEOGRAPHIES, sampleMeta } from './demo-data/generate';
import { writeInfrastructureDemo } from './demo-data/infrastructure/index';
import { serializeCollection } from './lib/geojson';
import { assertAllAreasParse } from './lib/validateAreas';
import { writeFileAtomic } from './lib/writeAtomic';
import { errorMessage } from '../src/shared/errors/errorMessage';

const DEFAULT_OUT_DIR = 'public/data/permit-areas';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string', default: DEFAULT_OUT_DIR } } });
  const outDir = values.out;
  const data = generateDemoData();
  // Validate all three before writing any, so a bad generator change never leaves a mixed set.
  const checks = SAMPLE_GEOGRAPHIES.map((mode) => ({ mode, ...assertAllAreasParse(mode, data[mode]) }));
  for (const { mode, areas } of checks) {
    const path = join(outDir, `${mode}.geojson`);
    await writeFileAtomic(path, serializeCollection(data[mode], { meta: sampleMeta(mode) }));
    console.log(`wrote ${path} (${areas} ${mode} areas)`);
  }
  for (const file of await writeInfrastructureDemo()) console.log(`wrote ${file.path} (${file.count} features)`);
}

main().catch((error: unknown) => {
  console.error(`data:demo failed: ${errorMessage(error)}`);
  process.exitCode = 1;
});
