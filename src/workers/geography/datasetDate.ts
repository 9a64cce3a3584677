/**
 * When a city dataset's rows last changed, from Socrata's views metadata (`rowsUpdatedAt`): one request
 * with the usual time limit and no retries. It only labels the data on screen; it never holds it up.
 */
import { datasetViewUrl, rowsUpdatedDate } from '../../shared/cityData/parksQuery';
import type { FetchDeps } from '../net/fetchAnswer';
import { hostOf, REQUEST_TIMEOUT_MS, withTimeout } from '../net/timeout';
import { JSON_ACCEPT, withAppToken } from '../../shared/net/openDataRequest';

/** YYYY-MM-DD, or null when the service does not say or cannot be asked. */
export async function datasetUpdatedAt(
  dataset: string,
  signal: AbortSignal,
  deps: FetchDeps,
  appToken?: string,
): Promise<string | null> {
  const url = datasetViewUrl(dataset);
  try {
    return await withTimeout(
      async (attemptSignal) => {
        const res = await deps.fetch(withAppToken(url, appToken), {
          signal: attemptSignal,
          headers: { Accept: JSON_ACCEPT },
        });
        return res.ok ? rowsUpdatedDate(JSON.parse(await res.text()) as unknown) : null;
      },
      deps.timeoutMs ?? REQUEST_TIMEOUT_MS,
      hostOf(url),
      signal,
    );
  } catch {
    return null;
  }
}
