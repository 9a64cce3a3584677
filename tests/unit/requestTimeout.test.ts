// Time limits on network waits: the limit itself, a hung open-data layer, and a hung permit-area file.
import { describe, expect, it } from 'vitest';
import { hostOf, RequestTimeoutError, withTimeout } from '../../src/workers/net/timeout';
import { createLayersApi } from '../../src/workers/layers/api';
import { loadAreas } from '../../src/workers/geography/loadAreas';
import { memoryAreaCache } from '../../src/workers/geography/areaCache';
import { BOX, fakeFetch, recordingSleep } from './helpers/layersFixtures';
import { ticket } from './helpers/tickets';

const hang = () => new Promise<Response>(() => {});

describe('withTimeout', () => {
  it('rejects at the limit even when the work ignores its signal, and aborts that signal', async () => {
    let seen: AbortSignal | null = null;
    const run = withTimeout(
      (signal) => {
        seen = signal;
        return new Promise<never>(() => {});
      },
      20,
      'example.org',
    );
    await expect(run).rejects.toThrow('Timed out: no answer from example.org within 20 ms');
    await expect(run).rejects.toBeInstanceOf(RequestTimeoutError);
    expect(seen!.aborted).toBe(true);
  });

  it("passes the answer through, and the caller's abort through as itself", async () => {
    expect(await withTimeout(async () => 'ok', 1000, 'x')).toBe('ok');
    const outer = new AbortController();
    const run = withTimeout(
      (signal) =>
        new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted by caller')))),
      1000,
      'x',
      outer.signal,
    );
    outer.abort();
    await expect(run).rejects.toThrow('aborted by caller');
  });

  it('names the host of a URL', () => {
    expect(hostOf('https://data.cityofnewyork.us/resource/x.json?a=1')).toBe('data.cityofnewyork.us');
    expect(hostOf('not a url')).toBe('the server');
  });
});

describe('a layer whose server hangs', () => {
  it('times out each attempt, retries with the back-off, then fails with the timeout as the reason', async () => {
    const fake = fakeFetch(
      [
        [/5bgh-vtsn/, hang],
        [/hn5i-inap/, () => new Response('{"type":"FeatureCollection","features":[]}')],
      ],
      { ignoreAbort: true },
    );
    const rec = recordingSleep();
    const api = createLayersApi({ fetch: fake.fetch, sleep: rec.sleep, timeoutMs: 30 }, { transfer: (b) => b });
    api.configure({ appBase: 'http://localhost/' });
    api.setFocus(BOX);
    const [hydrants, trees] = await Promise.all([api.load(ticket(), 'hydrants'), api.load(ticket(), 'trees')]);
    expect(hydrants).toEqual({
      status: 'failed',
      layerId: 'hydrants',
      message: 'Timed out: no answer from data.cityofnewyork.us within 30 ms',
    });
    expect(trees).toMatchObject({ status: 'loaded', count: 0 });
    expect(fake.calls.filter((c) => c.url.includes('5bgh-vtsn'))).toHaveLength(4);
    expect(rec.waits).toEqual([500, 1000, 2000]);
  });
});

describe('a permit-area file that never comes', () => {
  it('is retried five times with the spec back-off, then fails with the spec text and the timeout as detail', async () => {
    const waits: number[] = [];
    let calls = 0;
    const { outcome } = await loadAreas(
      'parks',
      'http://localhost/data/permit-areas/parks.geojson',
      new AbortController().signal,
      {
        fetch: () => {
          calls++;
          return hang();
        },
        sleep: async (ms) => void waits.push(ms),
        now: () => 1,
        timeoutMs: 30,
        cache: memoryAreaCache(),
      },
    );
    expect(outcome).toEqual({
      status: 'failed',
      mode: 'parks',
      message: 'Failed to load polygon areas',
      detail: 'Timed out: no answer from localhost within 30 ms',
    });
    expect(calls).toBe(5);
    expect(waits).toEqual([500, 1000, 2000, 4000]);
  });
});
