// Background loads for the nudge rules: the nudge worker names the layers it needs over the feed port;
// the layers engine loads them for every focus (shown or not), feeds the points, reports a failure, and
// a later load of the same layer (the user switching it on) reuses the background load.
import { beforeEach, describe, expect, it } from 'vitest';
import { isFeatureFeedMessage, type FeatureFeedMessage } from '../../src/shared/nudges/feed';
import { createLayersApi } from '../../src/workers/layers/api';
import { forgetLocalFiles } from '../../src/workers/layers/loadLayer';
import {
  BOX,
  fakeFetch,
  hydrantFeatures,
  json,
  recordingSleep,
  socrataGeojson,
  type Responder,
} from './helpers/layersFixtures';
import { sleep } from '../../src/shared/async/sleep';
import { ticket } from './helpers/tickets';

const HYDRANTS = /5bgh-vtsn/;
const TREES = /hn5i-inap/;

function setup(routes: Array<[RegExp | string, Responder]>) {
  const fake = fakeFetch(routes, {});
  const api = createLayersApi({ fetch: fake.fetch, sleep: recordingSleep().sleep });
  api.configure({ appBase: 'http://localhost/' });
  const channel = new MessageChannel();
  const heard: FeatureFeedMessage[] = [];
  channel.port2.onmessage = (e: MessageEvent<unknown>) => {
    if (isFeatureFeedMessage(e.data)) heard.push(e.data);
  };
  api.connectNudges(channel.port1);
  return { api, fake, channel, heard };
}

const until = async (test: () => boolean) => {
  for (let i = 0; i < 200 && !test(); i++) await sleep(5);
};

beforeEach(() => forgetLocalFiles());

describe('layers the nudge rules need', () => {
  it('are loaded on focus without being asked by the page; a failure is reported; a later load reuses the answer', async () => {
    const { api, fake, channel, heard } = setup([
      [HYDRANTS, () => json(socrataGeojson(hydrantFeatures()))],
      [TREES, () => Promise.resolve(new Response('down', { status: 404 }))],
    ]);
    channel.port2.postMessage({ kind: 'need', layers: ['hydrants', 'trees', 'busStops', 'nonsense'] });
    await until(() => true);
    api.setFocus(BOX);
    await until(() => heard.some((m) => m.kind === 'layer') && heard.some((m) => m.kind === 'failed'));
    // The focus's messages follow its clear.
    expect(heard[0]).toEqual({ kind: 'clear' });
    expect(heard.find((m) => m.kind === 'layer')).toMatchObject({ kind: 'layer', layerId: 'hydrants' });
    expect(heard.find((m) => m.kind === 'failed')).toMatchObject({
      kind: 'failed',
      layerId: 'trees',
      message: expect.stringMatching(/404/),
    });
    // Only the rules' point layers were fetched: not bus stops, never an unknown id.
    expect(fake.calls.map((c) => c.url).every((u) => HYDRANTS.test(u) || TREES.test(u))).toBe(true);
    const requests = fake.calls.length;
    expect(await api.load(ticket(), 'hydrants')).toMatchObject({ status: 'loaded', count: 3 });
    expect(fake.calls.length).toBe(requests);
    channel.port1.close();
  });

  it('a new feed (a restarted nudge worker) starts from the layers the focus holds', async () => {
    const { api, channel, heard } = setup([[HYDRANTS, () => json(socrataGeojson(hydrantFeatures()))]]);
    channel.port2.postMessage({ kind: 'need', layers: ['hydrants'] });
    await until(() => true);
    api.setFocus(BOX);
    await until(() => heard.some((m) => m.kind === 'layer'));

    const next = new MessageChannel();
    const fed: FeatureFeedMessage[] = [];
    next.port2.onmessage = (e: MessageEvent<unknown>) => {
      if (isFeatureFeedMessage(e.data)) fed.push(e.data);
    };
    api.connectNudges(next.port1);
    await until(() => fed.length >= 2);
    expect(fed.map((m) => m.kind)).toEqual(['clear', 'layer']);
    expect(fed[1]).toMatchObject({ layerId: 'hydrants' });
    expect((fed[1] as Extract<FeatureFeedMessage, { kind: 'layer' }>).ids).toHaveLength(3);
    next.port1.close();
    channel.port1.close();
  });
});
