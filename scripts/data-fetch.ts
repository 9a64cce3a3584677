/**
 * npm run data:fetch — replaces the demo permit areas in public/data/permit-areas with the real
 * NYC Open Data datasets (parks permit areas, DOT pedestrian plazas, and intersections derived from
 * the street centreline), and the sample layers in public/data/static with real Citi Bike stations
 * (GBFS feed) and bus stops (local files only), or all of them with local files given by --from DIR.
 * See --help for the flags.
 */
import { parseFetchArgs, USAGE, UsageError } from './data-fetch/options';
import { runDataFetch } from './data-fetch/run';

async function main(): Promise<number> {
  let options;
  try {
    options = parseFetchArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`data:fetch: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (options === null) {
    console.log(USAGE);
    return 0;
  }
  return (await runDataFetch(options)).exitCode;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`data:fetch failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exitCode = 1;
  },
);
