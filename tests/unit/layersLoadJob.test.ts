// The layers worker's load job (src/workers/layers/loadJob.ts) over a hand-built state: one load per
// layer that the page's jobs join, its progress to each, a cancel that reaches the fetch only when
// nobody else waits, and what a load leaves in the state (the held layer, the nudge feed's copy).
import { describe, expect, it } from 'vitest';
import type { BBox } from '../../src/shared/geometry/bbox';
import { unknownLayerMessage } from '../../src/shared/layers/ids';
import { loadJob } from '../../src/workers/layers/loadJob';
import { BOX, deferred, hydrantFeatures, json, socrataGeojson, type Responder } from './helpers/layersFixtures';
import {
  focusOn,
  handState,
  loadedEntry,
  nudgeChannel,
  pointFeature,
  recordingJob,
  until,
} from './helpers/layersState';

const BOX2: BBox = [-73.982, 40.758, -73.978, 40.761];
const HYDRANTS = /5bgh-vtsn/;
const never: Responder = () => new Promise<Response>(() => {});
const hydrantsOk: Responder = () => json(socrataGeojson(hydrantFeatures()));

describe('the load job', () => {
  it('answers without a request: an unknown layer fails with why, no focus is superseded, a held layer is its outcome', async () => {
    const { state, calls } = handState([[HYDRANTS, hydrantsOk]]);
    expect(await loadJob(state, recordingJob(1).job, 'nonsense')).toEqual({
      status: 'failed',
      layerId: 'nonsense',
      message: unknownLayerMessage('nonsense'),
    });
    expect(await loadJob(state, recordingJob(2).job, 'hydrants')).toEqual({
      status: 'superseded',
      layerId: 'hydrants',
    });
    focusOn(state);
    const held = loadedEntry('hydrants', 'hydrants.held-1', [pointFeature(0, -73.984, 40.754, {})]);
    state.loaded.set('hydrants', held);
    expect(await loadJob(state, recordingJob(3).job, 'hydrants')).toBe(held.outcome);
    expect(calls).toHaveLength(0);
    expect(state.inFlight.size).toBe(0);
  });

  it("loads under the focus: the tiles key names the layer, the worker and the focus's run; the layer is held and fed to the nudge worker", async () => {
    const { state } = handState([[HYDRANTS, hydrantsOk]]);
    const feed = nudgeChannel();
    state.nudgeFeed = feed.port;
    focusOn(state);
    const outcome = await loadJob(state, recordingJob(1).job, 'hydrants');
    const key = `hydrants.${state.instance}-${state.focus!.run.number}`;
    expect(outcome).toMatchObject({ status: 'loaded', layerId: 'hydrants', tilesKey: key, count: 3, dropped: 2 });
    expect(state.loaded.get('hydrants')?.outcome).toEqual(outcome);
    expect(state.loaded.get('hydrants')?.features).toHaveLength(3);
    // Done: no longer under way, so the next job is answered from what is held.
    expect(state.inFlight.size).toBe(0);
    expect(state.loadsStarted).toBe(1);
    await until(() => feed.heard.length > 0);
    expect(feed.heard).toEqual([expect.objectContaining({ kind: 'layer', layerId: 'hydrants' })]);
    feed.close();
  });

  it('a load joined by two jobs is one request; the one joining under way hears its last word at once', async () => {
    const answer = deferred<Response>();
    const { state, calls } = handState([[HYDRANTS, () => answer.promise]], { slowAfterMs: 5 });
    focusOn(state);
    const first = recordingJob(1);
    const firstOutcome = loadJob(state, first.job, 'hydrants');
    await until(() => first.heard.length > 0);
    expect(first.heard).toEqual([{ kind: 'slow', host: 'data.cityofnewyork.us' }]);

    const second = recordingJob(2);
    const secondOutcome = loadJob(state, second.job, 'hydrants');
    expect(second.heard).toEqual(first.heard);
    expect(state.inFlight.get('hydrants')?.watchers.size).toBe(2);
    answer.resolve(await hydrantsOk('', 0));
    const [a, b] = await Promise.all([firstOutcome, secondOutcome]);
    expect(a).toMatchObject({ status: 'loaded', count: 3 });
    expect(b).toEqual(a);
    expect(calls).toHaveLength(1);
  });

  it('the last job to leave ends the fetch; one leaving while another waits does not', async () => {
    const { state, calls } = handState([[HYDRANTS, never]]);
    focusOn(state);
    const first = recordingJob(1);
    const second = recordingJob(2);
    const firstOutcome = loadJob(state, first.job, 'hydrants');
    const secondOutcome = loadJob(state, second.job, 'hydrants');
    await until(() => calls.length > 0);
    const fetchSignal = calls[0]!.init.signal!;

    first.cancel('row switched off');
    expect(fetchSignal.aborted).toBe(false);
    expect(state.inFlight.has('hydrants')).toBe(true);

    second.cancel('focus left');
    expect(fetchSignal.aborted).toBe(true);
    expect(state.inFlight.has('hydrants')).toBe(false);
    expect(await firstOutcome).toEqual({ status: 'superseded', layerId: 'hydrants' });
    expect(await secondOutcome).toEqual({ status: 'superseded', layerId: 'hydrants' });
    expect(state.loaded.has('hydrants')).toBe(false);
  });

  it('a layer the nudge rules need keeps loading when its last job leaves, and is held for the next', async () => {
    const answer = deferred<Response>();
    const { state, calls } = handState([[HYDRANTS, () => answer.promise]]);
    state.needed = ['hydrants'];
    focusOn(state);
    const job = recordingJob(1);
    const outcome = loadJob(state, job.job, 'hydrants');
    await until(() => calls.length > 0);
    job.cancel('row switched off');
    expect(calls[0]!.init.signal!.aborted).toBe(false);
    answer.resolve(await hydrantsOk('', 0));
    expect(await outcome).toMatchObject({ status: 'loaded', count: 3 });
    expect(state.loaded.get('hydrants')?.outcome).toMatchObject({ status: 'loaded', count: 3 });
  });

  it('an answer that comes after the focus moved on is superseded and not held', async () => {
    const answer = deferred<Response>();
    // The answer ignores the abort, as one already on its way does.
    const { state, calls } = handState([[HYDRANTS, () => answer.promise]], { ignoreAbort: true });
    focusOn(state);
    const outcome = loadJob(state, recordingJob(1).job, 'hydrants');
    await until(() => calls.length > 0);
    focusOn(state, BOX2);
    answer.resolve(await hydrantsOk('', 0));
    expect(await outcome).toEqual({ status: 'superseded', layerId: 'hydrants' });
    expect(state.loaded.size).toBe(0);
  });

  it('a focus changed while a read answer waits for input to rest before its tiles are built: superseded, not held', async () => {
    const rests: Array<() => void> = [];
    const hold = { pressed: () => undefined, rest: () => new Promise<void>((resolve) => rests.push(resolve)) };
    const { state } = handState([[HYDRANTS, hydrantsOk]], { hold });
    focusOn(state);
    const outcome = loadJob(state, recordingJob(1).job, 'hydrants');
    // The answer is parsed and normalised, each after a rest; the third rest is the load's own, before its tiles.
    for (let step = 0; step < 2; step++) {
      await until(() => rests.length > step);
      rests[step]!();
    }
    await until(() => rests.length > 2);
    focusOn(state, BOX2);
    rests[2]!();
    expect(await outcome).toEqual({ status: 'superseded', layerId: 'hydrants' });
    expect(state.loaded.size).toBe(0);
  });

  it('a failure is the outcome with why, and the nudge worker hears it for a layer its rules read', async () => {
    const { state } = handState([[HYDRANTS, () => Promise.resolve(new Response('gone', { status: 404 }))]]);
    const feed = nudgeChannel();
    state.nudgeFeed = feed.port;
    focusOn(state, BOX);
    const outcome = await loadJob(state, recordingJob(1).job, 'hydrants');
    expect(outcome).toMatchObject({ status: 'failed', layerId: 'hydrants', message: expect.stringMatching(/404/) });
    expect(state.loaded.size).toBe(0);
    expect(state.inFlight.size).toBe(0);
    await until(() => feed.heard.length > 0);
    expect(feed.heard).toEqual([
      { kind: 'failed', layerId: 'hydrants', message: (outcome as { message: string }).message },
    ]);
    feed.close();
  });
});
