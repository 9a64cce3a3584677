// The real nudge worker through @vitest/web-worker and comlink, fed infrastructure over a MessagePort as
// the layers worker feeds it (typed arrays transferred, a 'clear' starting each focus, a new port afresh).
import '@vitest/web-worker';
import * as Comlink from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import { offsetFeet, type LngLat } from '../../src/shared/objects/footprint';
import type { FeatureFeedMessage } from '../../src/shared/nudges/feed';
import { pointLayerMessage } from '../../src/shared/nudges/feed';
import { realWorker } from './realWorker';
import type { NudgesApi } from '../../src/workers/nudges/api';

const O: LngLat = { lng: -73.9681, lat: 40.7812 };
const grill = {
  id: 'g1',
  type: 'grill' as const,
  name: 'Grill',
  position: O,
  footprintFt: { width: 3, depth: 2 },
  rotationDeg: 0,
};

function layerMessage(
  layerId: string,
  ...feet: Array<[number, number]>
): Extract<FeatureFeedMessage, { kind: 'layer' }> {
  const coords = feet.flatMap(([e, n]) => {
    const p = offsetFeet(O, e, n);
    return [p.lng, p.lat];
  });
  return {
    kind: 'layer',
    layerId,
    ids: Uint32Array.from(feet.map((_, i) => 7 + i)),
    coords: Float64Array.from(coords),
  };
}

let cleanup: Array<() => void> = [];
afterEach(() => {
  for (const c of cleanup) c();
  cleanup = [];
});

function start() {
  const worker = realWorker<NudgesApi>(new URL('../../src/workers/nudges.worker.ts', import.meta.url));
  const api = worker.remote;
  const channel = new MessageChannel();
  cleanup.push(() => {
    channel.port1.close();
    worker.terminate();
  });
  let applied = 0;
  const waiters: Array<() => void> = [];
  const onApplied = Comlink.proxy(() => {
    applied++;
    waiters.splice(0).forEach((w) => w());
  });
  /** Resolves once `count` feed messages have been applied in all. */
  const appliedCount = async (count: number) => {
    while (applied < count) await new Promise<void>((resolve) => waiters.push(resolve));
  };
  const post = (m: FeatureFeedMessage) =>
    channel.port1.postMessage(m, m.kind === 'layer' ? [m.ids.buffer, m.coords.buffer] : []);
  return { api, channel, applied, appliedCount, post, onApplied };
}

describe('nudge worker over comlink', () => {
  it('evaluates the plan off the calling thread', async () => {
    const { api } = start();
    await api.setObjects([grill, { ...grill, id: 's1', type: 'speaker', name: 'Speaker', note: 'Bring the WINE' }]);
    await api.setShapes([{ id: 'sh', label: 'Glass recycling', position: O }]);
    await api.setEventInfo({ description: 'Propane grills' });
    // Nothing focused: only the citywide rules (glass and alcohol are the parks' rules).
    expect((await api.nudges()).map((n) => n.id)).toEqual([
      'text-propane:event:description',
      'object-speaker:object:s1',
    ]);
    await api.setContext({ setting: 'park', area: null, corridor: null });
    expect((await api.nudges()).map((n) => n.id)).toEqual([
      'park-propane:event:description',
      'text-glass:shape:sh',
      'text-alcohol:object:s1',
      'park-bbq-area:object:g1',
      'object-speaker:object:s1',
    ]);
    await api.removeObject('s1');
    await api.upsertObject({ ...grill, id: 'gen', type: 'generator', name: 'Generator' });
    expect((await api.nudges()).map((n) => n.id)).toEqual([
      'park-propane:event:description',
      'text-glass:shape:sh',
      'park-bbq-area:object:g1',
      'object-generator:object:gen',
    ]);
  });

  it("takes point layers from the feed port, transferred, a 'clear' starting each focus; a new port starts afresh", async () => {
    const { api, channel, appliedCount, post, onApplied } = start();
    await api.attachFeatureFeed(Comlink.transfer(channel.port2, [channel.port2]), onApplied);
    await api.upsertObject(grill);

    post({ kind: 'clear' });
    const trees = layerMessage('trees', [1.5 + 9, 0]);
    post(trees);
    expect(trees.ids.byteLength).toBe(0); // handed over, not copied
    await appliedCount(2);
    let nudges = await api.nudges();
    expect(nudges.map((n) => [n.id, n.meta.targetId, n.meta.distanceFt])).toEqual([['grill-tree:object:g1', 7, 9]]);

    // A new focus: the trees go, and what follows the clear is the new focus's.
    post({ kind: 'clear' });
    post(layerMessage('benches', [0, 1 + 5]));
    await appliedCount(4);
    nudges = await api.nudges();
    expect(nudges.map((n) => n.id)).toEqual(['grill-bench:object:g1']);

    // Not a feed message: ignored without breaking the feed.
    channel.port1.postMessage({ kind: 'layer', layerId: 'trees', ids: [1], coords: [0, 0] });
    post(layerMessage('pedestrianRamps', [-1.5 - 2, 0]));
    await appliedCount(5);
    expect((await api.nudges()).map((n) => n.id)).toEqual(['ramp-clearance:object:g1', 'grill-bench:object:g1']);

    // A restarted layers worker's port: what came over the old one goes, and the old one is not heard.
    const next = new MessageChannel();
    cleanup.push(() => next.port1.close());
    await api.attachFeatureFeed(Comlink.transfer(next.port2, [next.port2]), onApplied);
    expect(await api.nudges()).toEqual([]);
    const fresh = layerMessage('trees', [1.5 + 9, 0]);
    next.port1.postMessage(fresh, [fresh.ids.buffer, fresh.coords.buffer]);
    await appliedCount(6);
    expect((await api.nudges()).map((n) => n.id)).toEqual(['grill-tree:object:g1']);

    await api.clearInfrastructure();
    expect(await api.nudges()).toEqual([]);
  });

  it('pointLayerMessage packs Point and MultiPoint features for the layers worker', () => {
    const { message, transfer } = pointLayerMessage('trees', [
      { type: 'Feature', id: 0, properties: {}, geometry: { type: 'Point', coordinates: [-73.97, 40.78] } },
      {
        type: 'Feature',
        id: 1,
        properties: {},
        geometry: {
          type: 'LineString',
          coordinates: [
            [0, 0],
            [1, 1],
          ],
        },
      },
      {
        type: 'Feature',
        id: 2,
        properties: {},
        geometry: {
          type: 'MultiPoint',
          coordinates: [
            [-73.96, 40.77],
            [-73.95, 40.76],
          ],
        },
      },
    ]);
    expect(message).toEqual({
      kind: 'layer',
      layerId: 'trees',
      ids: Uint32Array.of(0, 2, 2),
      coords: Float64Array.of(-73.97, 40.78, -73.96, 40.77, -73.95, 40.76),
    });
    expect(transfer).toHaveLength(2);
  });
});
