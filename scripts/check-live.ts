/**
 * npm run check:live — asks every real dataset the app reads (NYC and NY State Open Data, the city's
 * curb-cut feature layer) for its published columns and one row, checks every field the app reads
 * exists with a type the app can use, and prints a table (dataset, fields found or missing, last
 * updated). Exit code 0: all good; 1: a field the app needs is missing or of another type; 2: a service
 * could not be asked. Needs the internet. NYC_OPEN_DATA_APP_TOKEN, when set, is sent as $$app_token.
 *
 * Usage: tsx scripts/check-live.ts [--json]
 */
import { parseArgs } from 'node:util';
import { checkLive } from './check-live/check';
import { formatReport } from './check-live/table';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { json: { type: 'boolean', default: false } } });
  const token = process.env.NYC_OPEN_DATA_APP_TOKEN?.trim() || undefined;
  const report = await checkLive((url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(30_000) }), {
    ...(token ? { appToken: token } : {}),
  });
  console.log(values.json ? JSON.stringify(report, null, 2) : formatReport(report));
  process.exitCode = report.exitCode;
}

main().catch((error: unknown) => {
  console.error(`check:live failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
});
