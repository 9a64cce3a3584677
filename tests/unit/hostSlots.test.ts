/** Polite bursts (issue 44): six requests in flight per host, the rest queued by priority. */
import { describe, expect, it } from 'vitest';
import { sleep } from '../../src/shared/async/sleep';
import { createHostSlots, REQUESTS_PER_HOST } from '../../src/shared/net/hostSlots';
import { datasetColumns } from '../../src/workers/layers/datasetColumns';
import { fetchAnswer } from '../../src/workers/net/fetchAnswer';

const tick = () => sleep(0);

describe('host slots', () => {
  it('lets six through per host, queues the rest, and lets another host through meanwhile', async () => {
    const slots = createHostSlots();
    const held = await Promise.all(Array.from({ length: REQUESTS_PER_HOST }, () => slots.acquire('a', 0)));
    let seventh = false;
    void slots.acquire('a', 0).then(() => (seventh = true));
    await tick();
    expect(seventh).toBe(false);
    expect(slots.inFlight('a')).toBe(6);
    await expect(slots.acquire('b', 0)).resolves.toBeTypeOf('function');
    held[0]!();
    await tick();
    expect(seventh).toBe(true);
    expect(slots.inFlight('a')).toBe(6);
  });

  it('serves the queue highest priority first (what was just switched on), equals in order', async () => {
    const slots = createHostSlots(1);
    const first = await slots.acquire('h', 0);
    const served: string[] = [];
    const wait = (name: string, priority: number) =>
      slots.acquire('h', priority).then((release) => {
        served.push(name);
        release();
      });
    const all = [wait('old', 1), wait('newest', 3), wait('newer', 2), wait('newer too', 2)];
    first();
    await Promise.all(all);
    expect(served).toEqual(['newest', 'newer', 'newer too', 'old']);
    expect(slots.inFlight('h')).toBe(0);
  });

  it('a queued request whose load is cancelled leaves the queue and never takes a slot', async () => {
    const slots = createHostSlots(1);
    const first = await slots.acquire('h', 0);
    const cancel = new AbortController();
    const gone = slots.acquire('h', 5, cancel.signal);
    let later = false;
    void slots.acquire('h', 0).then(() => (later = true));
    cancel.abort(new Error('new focus'));
    await expect(gone).rejects.toThrow('new focus');
    first();
    await tick();
    expect(later).toBe(true);
    expect(slots.inFlight('h')).toBe(1);
  });

  it('a release called twice frees one slot only', async () => {
    const slots = createHostSlots(2);
    const a = await slots.acquire('h', 0);
    await slots.acquire('h', 0);
    a();
    a();
    expect(slots.inFlight('h')).toBe(1);
  });

  it("the layers' fetch path: 25 loads to one host never have more than six in flight, the newest asked first", async () => {
    const slots = createHostSlots();
    let inFlight = 0;
    let most = 0;
    const order: string[] = [];
    const pending: Array<() => void> = [];
    const fetch = (url: string) => {
      order.push(url);
      inFlight++;
      most = Math.max(most, inFlight);
      return new Promise<Response>((resolve) =>
        pending.push(() => {
          inFlight--;
          resolve(new Response('{"type":"FeatureCollection","features":[]}'));
        }),
      );
    };
    const deps = { fetch, sleep: async () => undefined, timeoutMs: 60_000, slowAfterMs: 60_000, slots };
    const loads = Array.from({ length: 25 }, (_, i) =>
      fetchAnswer(
        `https://data.cityofnewyork.us/resource/${i}.geojson`,
        new AbortController().signal,
        { ...deps, priority: i },
        {},
      ),
    );
    await tick();
    expect(inFlight).toBe(6);
    // Answer them one by one as they come: the queue is served newest (highest priority) first.
    while (pending.length > 0) {
      pending.shift()!();
      await tick();
      await tick();
    }
    await Promise.all(loads);
    expect(most).toBe(6);
    expect(order).toHaveLength(25);
    expect(order.slice(0, 6).map((u) => /\/(\d+)\.geojson/.exec(u)![1])).toEqual(['0', '1', '2', '3', '4', '5']);
    expect(/\/(\d+)\.geojson/.exec(order[6]!)![1]).toBe('24');
    expect(slots.inFlight('data.cityofnewyork.us')).toBe(0);
  });

  it("a dataset's published columns (views metadata) are asked in one of the host's slots too", async () => {
    const slots = createHostSlots();
    const held = await Promise.all(
      Array.from({ length: REQUESTS_PER_HOST }, () => slots.acquire('data.cityofnewyork.us', 0)),
    );
    const asked: string[] = [];
    const fetch = (url: string) => {
      asked.push(url);
      return Promise.resolve(
        new Response(JSON.stringify({ columns: [{ fieldName: 'point', dataTypeName: 'point' }] })),
      );
    };
    const deps = { fetch, sleep: async () => undefined, timeoutMs: 60_000, slots };
    const columns = datasetColumns('nyc', 'slot-test', new AbortController().signal, deps, {});
    await tick();
    // Six queries in flight: the question waits for a slot.
    expect(asked).toEqual([]);
    held[0]!();
    expect((await columns)?.get('point')).toBe('point');
    expect(asked).toEqual(['https://data.cityofnewyork.us/api/views/slot-test.json']);
    expect(slots.inFlight('data.cityofnewyork.us')).toBe(5);
  });
});
