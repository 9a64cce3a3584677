// A slow or failing layer service: the limit bounds silence not slow answers, the row hears each retry,
// and a service that never answers ends within the promised 30 s.
import { describe, expect, it } from 'vitest';
import { HUNG_LAYER_LIMIT_MS, hungRequestMs, LAYER_LOAD } from '../../src/shared/layers/loadPolicy';
import { progressText, type LayerLoadProgress } from '../../src/shared/layers/loadProgress';
import { createLayersApi } from '../../src/workers/layers/api';
import { fetchAnswer } from '../../src/workers/net/fetchAnswer';
import { withTimeout } from '../../src/workers/net/timeout';
import { jobHost, type JobMessage, type JobTicket } from '../../src/shared/async/jobs';
import { BOX, deferred, fakeFetch, flush, recordingSleep } from './helpers/layersFixtures';
import { ticket } from './helpers/tickets';
import { sleep } from '../../src/shared/async/sleep';

const hang = () => new Promise<Response>(() => {});

/** A 200 answer whose body arrives in pieces, `gapMs` apart. */
function trickle(pieces: string[], gapMs: number): Response {
  const encoder = new TextEncoder();
  let i = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      await sleep(gapMs);
      if (i < pieces.length) controller.enqueue(encoder.encode(pieces[i++]));
      else controller.close();
    },
  });
  return new Response(body, { status: 200 });
}

describe('the layer request policy', () => {
  it('ends a service that never answers within 30 s: four silent attempts and the back-off', () => {
    expect(hungRequestMs(LAYER_LOAD)).toBe(4 * 6_000 + 500 + 1000 + 2000);
    expect(hungRequestMs(LAYER_LOAD)).toBeLessThanOrEqual(HUNG_LAYER_LIMIT_MS);
    // The old limit (10 s for the whole answer) broke the promise: 43.5 s.
    expect(hungRequestMs({ ...LAYER_LOAD, silenceTimeoutMs: 10_000 })).toBeGreaterThan(HUNG_LAYER_LIMIT_MS);
  });

  it("words the row's notes", () => {
    expect(progressText({ kind: 'retrying', retry: 2, of: 3, reason: 'x' })).toBe('retrying 2 of 3…');
    expect(progressText({ kind: 'slow', host: 'data.cityofnewyork.us' })).toBe('waiting for data.cityofnewyork.us…');
  });
});

describe('a limit on silence', () => {
  it('lets work that keeps reporting progress run past the limit', async () => {
    const run = withTimeout(
      async (_signal, alive) => {
        for (let i = 0; i < 6; i++) {
          await sleep(15);
          alive();
        }
        return 'done';
      },
      40,
      'example.org',
    );
    await expect(run).resolves.toBe('done');
  });

  it('still cuts off work that goes silent after some progress', async () => {
    const run = withTimeout(
      async (_signal, alive) => {
        await sleep(10);
        alive();
        return new Promise<never>(() => {});
      },
      40,
      'example.org',
    );
    await expect(run).rejects.toThrow('Timed out: no answer from example.org within 40 ms');
  });

  it('reads a slow answer whose pieces keep coming, and cuts one that stalls mid-body', async () => {
    const deps = { sleep: async () => undefined, timeoutMs: 60, slowAfterMs: 1000 };
    const pieces = ['{"type":"Feature', 'Collection","fea', 'tures":[]', '}'];
    const slowButSteady = fakeFetch([['example', () => trickle(pieces, 25)]]);
    const answer = await fetchAnswer(
      'https://example.org/a.json',
      new AbortController().signal,
      {
        ...deps,
        fetch: slowButSteady.fetch,
      },
      {},
    );
    expect(answer).toEqual({ type: 'FeatureCollection', features: [] });
    expect(slowButSteady.calls).toHaveLength(1);

    // Headers and one piece, then nothing: cut off, retried, and reported as a timeout.
    const stalled = fakeFetch([
      [
        'example',
        () =>
          new Response(
            new ReadableStream<Uint8Array>({
              start(controller) {
                controller.enqueue(new TextEncoder().encode('{"type":'));
              },
            }),
          ),
      ],
    ]);
    await expect(
      fetchAnswer('https://example.org/b.json', new AbortController().signal, { ...deps, fetch: stalled.fetch }, {}),
    ).rejects.toThrow('Timed out: no answer from example.org within 60 ms');
    expect(stalled.calls).toHaveLength(LAYER_LOAD.attempts);
  });
});

/** A layers engine whose jobs' progress is heard as the page hears it (src/shared/async/jobs.ts). */
function progressEngine(deps: Parameters<typeof createLayersApi>[0]) {
  const posted: JobMessage[] = [];
  const api = createLayersApi(
    deps,
    { transfer: (b) => b },
    jobHost((m) => posted.push(m)),
  );
  api.configure({ appBase: 'http://localhost/' });
  const heardBy = (job: JobTicket) =>
    posted.flatMap((m) => ('progress' in m && m.stagerJob === job.job ? [m.progress as LayerLoadProgress] : []));
  return { api, heardBy };
}

describe("a layer's progress", () => {
  it("says when the service is slow and which retry is coming, as the load's job progress", async () => {
    const fake = fakeFetch([[/5bgh-vtsn/, hang]], { ignoreAbort: true });
    const rec = recordingSleep();
    const { api, heardBy } = progressEngine({ fetch: fake.fetch, sleep: rec.sleep, timeoutMs: 30, slowAfterMs: 10 });
    api.setFocus(BOX);
    const job = ticket();
    const outcome = await api.load(job, 'hydrants');
    expect(outcome).toMatchObject({ status: 'failed', message: expect.stringContaining('within 30 ms') });
    expect(heardBy(job).map((p) => progressText(p))).toEqual([
      'waiting for data.cityofnewyork.us…',
      'retrying 1 of 3…',
      'waiting for data.cityofnewyork.us…',
      'retrying 2 of 3…',
      'waiting for data.cityofnewyork.us…',
      'retrying 3 of 3…',
      'waiting for data.cityofnewyork.us…',
    ]);
    expect(heardBy(job).find((p) => p.kind === 'retrying')).toEqual({
      kind: 'retrying',
      retry: 1,
      of: 3,
      reason: 'Timed out: no answer from data.cityofnewyork.us within 30 ms',
    });
  });

  it("a load joined under way (the nudge rules' background load) says at once where it is", async () => {
    const fake = fakeFetch([[/5bgh-vtsn/, hang]], { ignoreAbort: true });
    const wake = deferred<undefined>();
    const { api, heardBy } = progressEngine({
      fetch: fake.fetch,
      sleep: () => wake.promise,
      timeoutMs: 30,
      slowAfterMs: 10,
    });
    api.setFocus(BOX);
    const first = ticket();
    const started = api.load(first, 'hydrants');
    for (let i = 0; i < 200 && !heardBy(first).some((p) => p.kind === 'retrying'); i++) await sleep(5);
    const joined = ticket();
    const again = api.load(joined, 'hydrants');
    await flush();
    expect(heardBy(joined)).toEqual([heardBy(first).at(-1)]);
    expect(heardBy(joined)[0]).toMatchObject({ kind: 'retrying', retry: 1 });
    expect(fake.calls).toHaveLength(1);
    api.setFocus(null);
    wake.resolve(undefined);
    expect(await started).toEqual({ status: 'superseded', layerId: 'hydrants' });
    expect(await again).toEqual({ status: 'superseded', layerId: 'hydrants' });
  });

  it('says nothing of a load a new focus superseded, and nothing for a quick answer', async () => {
    const fake = fakeFetch([
      [/5bgh-vtsn/, hang],
      [/hn5i-inap/, () => new Response('{"type":"FeatureCollection","features":[]}')],
    ]);
    const { api, heardBy } = progressEngine({
      fetch: fake.fetch,
      sleep: async () => undefined,
      timeoutMs: 1000,
      slowAfterMs: 200,
    });
    api.setFocus(BOX);
    const quick = ticket();
    expect(await api.load(quick, 'trees')).toMatchObject({ status: 'loaded' });
    expect(heardBy(quick)).toEqual([]);
    const hungJob = ticket();
    const hung = api.load(hungJob, 'hydrants');
    api.setFocus(null);
    expect(await hung).toEqual({ status: 'superseded', layerId: 'hydrants' });
    await sleep(250);
    expect(heardBy(hungJob)).toEqual([]);
  });
});
