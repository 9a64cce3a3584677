/**
 * npm run check:live — the gate before a release: every outside service the app reads (NYC and NY
 * State Open Data, the city's curb-cut feature layer, the place search, the streets basemap and the
 * imagery) asked as the app asks it, and held to what is recorded of it (scripts/check-live). Prints
 * a table of the datasets' columns and of the app's requests, then each difference.
 *
 * Exit code 0: all as recorded; 1: a difference from the record, each named (the app, or the record,
 * must change before the release); 2: no difference found, but a service could not be reached (a
 * network failure, 429 or 5xx): run it again. Needs the internet. NYC_OPEN_DATA_APP_TOKEN, when set, is
 * sent as $$app_token to the open-data portals.
 *
 * Usage: tsx scripts/check-live.ts [--json]
 */
import { parseArgs } from 'node:util';
import { checkLive } from './check-live/check';
import { formatReport } from './check-live/table';
import { errorMessage } from '../src/shared/errors/errorMessage';

/** Maps (a dataset's published columns) as plain objects in the JSON report. */
const asJson = (_key: string, value: unknown): unknown =>
  value instanceof Map ? (Object.fromEntries(value) as unknown) : value;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { json: { type: 'boolean', default: false } } });
  const token = process.env.NYC_OPEN_DATA_APP_TOKEN?.trim() || undefined;
  const report = await checkLive((url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(30_000) }), {
    ...(token ? { appToken: token } : {}),
  });
  console.log(values.json ? JSON.stringify(report, asJson, 2) : formatReport(report));
  process.exitCode = report.exitCode;
}

main().catch((error: unknown) => {
  console.error(`check:live failed: ${errorMessage(error)}`);
  process.exitCode = 2;
});
