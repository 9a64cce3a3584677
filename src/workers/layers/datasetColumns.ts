/**
 * A dataset's published columns (`/api/views/{id}.json`), asked once per worker and dataset, for the
 * layers whose query depends on them (schema.ts). One attempt under the usual time limit: when the
 * service cannot say, the layer's own query goes out as written and its answer speaks for itself.
 */
import type { Release } from '../../shared/net/hostSlots';
import { readViewColumns, type DatasetColumns } from '../../shared/layers/schema';
import { sodaViewUrl, type SodaHost } from '../../shared/layers/sources';
import { JSON_ACCEPT, withAppToken } from '../../shared/net/openDataRequest';
import { hostOf, REQUEST_TIMEOUT_MS, withTimeout } from '../net/timeout';
import { routedUrl, type FetchDeps, type SourceConfig } from '../net/fetchAnswer';

const asked = new Map<string, Promise<DatasetColumns | null>>();

async function ask(url: string, signal: AbortSignal, deps: FetchDeps, config: SourceConfig) {
  let release: Release = () => undefined;
  try {
    // One of the host's six slots, as every request of the layers (fetchAnswer.ts): a focus's layers
    // would otherwise send their columns' questions beside six queries. Had before the time limit starts.
    if (deps.slots) release = await deps.slots.acquire(hostOf(url), deps.priority ?? 0, signal);
    return await withTimeout(
      async (attemptSignal) => {
        const target = routedUrl(withAppToken(url, config.appToken), config);
        const res = await deps.fetch(target, { signal: attemptSignal, headers: { Accept: JSON_ACCEPT } });
        return res.ok ? readViewColumns(JSON.parse(await res.text()) as unknown) : null;
      },
      deps.timeoutMs ?? REQUEST_TIMEOUT_MS,
      hostOf(url),
      signal,
    );
  } catch {
    return null;
  } finally {
    release();
  }
}

/** The published columns, or null when they could not be had (then asked again next time). */
export function datasetColumns(
  host: SodaHost,
  dataset: string,
  signal: AbortSignal,
  deps: FetchDeps,
  config: SourceConfig,
): Promise<DatasetColumns | null> {
  const url = sodaViewUrl(host, dataset);
  let pending = asked.get(url);
  if (!pending) {
    pending = ask(url, signal, deps, config);
    asked.set(url, pending);
    void pending.then((columns) => {
      if (columns === null) asked.delete(url);
    });
  }
  return pending;
}

/** Tests start each case with nothing asked. */
export function forgetDatasetColumns(): void {
  asked.clear();
}
