// The layer lifecycle of the spec (section on layers): toggling on loads in the layers worker (a job) and
// hands the tiles to the map; a failure shows the worker's text and hides the layer; a new focus starts
// over and cancels the loads under way; a restarted worker is handed back the focus and the layers on.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INVALID_BOUNDS_MESSAGE } from '../../src/shared/layers/query';
import { EngineStopped } from '../../src/shared/async/engine';
import type { InfrastructureLayerId } from '../../src/shared/layers/ids';
import {
  applyLayerVisibility,
  layerShown,
  setLayerVisible,
  startLayerLifecycle,
} from '../../src/ui/app/layers/layerController';
import { focused } from '../../src/ui/store/focus';
import { IDLE_LAYER, idleLayers, layerProgress, layerStates, loadBatch } from '../../src/ui/store/layers';
import { engineStatus } from '../../src/ui/store/engines';
import { mapPort } from '../../src/ui/store/map';
import type { LayerLoadOutcome } from '../../src/workers/layers/api';
import { deferred, nextTask } from '../support/deferred';
import { jobs, layers, resetEngines, restartEngine } from '../support/fakeEngines';
import { areaTarget } from '../support/focusTargets';
import { createFakePort, type FakeMapPort } from '../support/fakePort';

vi.mock('../../src/ui/app/engines/engines', () => import('../support/fakeEngines'));

const lawn = areaTarget('Bryant Park - Lawn', 120, 80, { system: 'M008-1' });
const terrace = areaTarget('Bryant Park - Fountain Terrace', 40, 30, { system: 'M008-2' });

function loaded(layerId: InfrastructureLayerId, count: number, focus = 4): LayerLoadOutcome {
  return {
    status: 'loaded',
    layerId,
    tilesKey: `${layerId}@${focus}`,
    bounds: [-73.985, 40.752, -73.982, 40.755],
    count,
    dropped: 0,
    truncated: false,
    source: null,
  };
}

let port: FakeMapPort;
let stop: () => void;
const handedOver = () => port.named('tiles.setInfrastructureLayer');

beforeEach(() => {
  resetEngines();
  engineStatus.value = {};
  port = createFakePort();
  mapPort.value = port;
  focused.value = null;
  layerStates.value = idleLayers();
  stop = startLayerLifecycle();
});

afterEach(() => {
  stop();
  mapPort.value = null;
});

describe('a new focus', () => {
  it("empties the map's layers and gives the worker the focused box", () => {
    focused.value = lawn;
    expect(port.named('tiles.clearInfrastructure')).toEqual([[]]);
    expect(layers.setFocus).toHaveBeenLastCalledWith(lawn.bbox);
    focused.value = null;
    expect(port.named('tiles.clearInfrastructure')).toHaveLength(2);
    expect(layers.setFocus).toHaveBeenLastCalledWith(null);
  });

  it('cancels a load still under way for the area before, in the worker too: it never reaches the map, and every layer is off', async () => {
    const answer = deferred<LayerLoadOutcome>();
    layers.load.mockReturnValueOnce(answer.promise);
    focused.value = lawn;
    setLayerVisible('trees', true);
    await vi.waitFor(() => expect(layers.load).toHaveBeenCalledTimes(1));

    focused.value = terrace;
    expect(jobs.layers.last('load')!.cancelled).toBe(true);
    expect(layerStates.value.trees).toEqual(IDLE_LAYER);
    answer.resolve(loaded('trees', 120));
    await nextTask();

    expect(handedOver()).toEqual([]);
    expect(layerStates.value.trees).toEqual(IDLE_LAYER);
    expect(loadBatch.value).toEqual({ started: 0 });
  });

  it('asks the worker for the new focus before any load under it (the messages keep their order)', () => {
    focused.value = lawn;
    setLayerVisible('trees', true);
    expect(layers.setFocus.mock.invocationCallOrder[0]).toBeLessThan(layers.load.mock.invocationCallOrder[0]!);
  });
});

describe('switching a layer on while an area is focused', () => {
  beforeEach(() => {
    focused.value = lawn;
  });

  it('loads it in the worker, then hands its tiles to the map, shown', async () => {
    const answer = deferred<LayerLoadOutcome>();
    layers.load.mockReturnValueOnce(answer.promise);
    setLayerVisible('trees', true);
    expect(layerStates.value.trees.visible).toBe(true);
    await vi.waitFor(() => expect(layerStates.value.trees.loading).toBe(true));
    expect(layers.load).toHaveBeenCalledWith('trees');
    expect(layerProgress.value).toEqual({ loading: 1, started: 1, done: 0 });

    answer.resolve(loaded('trees', 38012));
    await vi.waitFor(() => expect(layerStates.value.trees.loaded).toBe(true));
    expect(handedOver()).toEqual([
      ['trees', { tilesKey: 'trees@4', bounds: [-73.985, 40.752, -73.982, 40.755], count: 38012 }, true],
    ]);
    expect(layerStates.value.trees).toMatchObject({
      visible: true,
      loading: false,
      error: null,
      count: 38012,
      tiles: { tilesKey: 'trees@4' },
      shown: false,
    });
    expect(loadBatch.value).toEqual({ started: 0 });
  });

  it('is shown once the map reports its tiles drawn; a report for an older load is ignored', async () => {
    layers.load.mockResolvedValueOnce(loaded('trees', 5));
    setLayerVisible('trees', true);
    await vi.waitFor(() => expect(layerStates.value.trees.loaded).toBe(true));

    layerShown('trees', 'trees@3');
    expect(layerStates.value.trees.shown).toBe(false);
    layerShown('trees', 'trees@4');
    expect(layerStates.value.trees.shown).toBe(true);
  });

  it('switched off before its load ends: the tiles reach the map hidden', async () => {
    const answer = deferred<LayerLoadOutcome>();
    layers.load.mockReturnValueOnce(answer.promise);
    setLayerVisible('benches', true);
    await vi.waitFor(() => expect(layers.load).toHaveBeenCalledTimes(1));
    setLayerVisible('benches', false);
    answer.resolve(loaded('benches', 9));
    await vi.waitFor(() => expect(handedOver()).toHaveLength(1));

    expect(handedOver()[0]![2]).toBe(false);
    expect(layerStates.value.benches).toMatchObject({ visible: false, loaded: true, count: 9 });
  });

  it('switched off and on again once loaded: no second load', async () => {
    layers.load.mockResolvedValueOnce(loaded('trees', 5));
    setLayerVisible('trees', true);
    await vi.waitFor(() => expect(layerStates.value.trees.loaded).toBe(true));
    setLayerVisible('trees', false);
    setLayerVisible('trees', true);
    await nextTask();
    expect(layers.load).toHaveBeenCalledTimes(1);
    expect(layerStates.value.trees.visible).toBe(true);
  });

  it("a failed load shows the worker's text, and the layer is off, unloaded and gone from the map", async () => {
    layers.load.mockResolvedValueOnce({ status: 'failed', layerId: 'hydrants', message: INVALID_BOUNDS_MESSAGE });
    setLayerVisible('hydrants', true);
    await vi.waitFor(() => expect(layerStates.value.hydrants.error).not.toBeNull());

    expect(layerStates.value.hydrants).toMatchObject({
      visible: false,
      loaded: false,
      loading: false,
      error: 'Invalid geometry bounds',
      tiles: null,
      count: null,
    });
    expect(handedOver()).toEqual([['hydrants', null, false]]);
    expect(loadBatch.value).toEqual({ started: 0 });
  });

  it('switching a failed layer on again retries: the error goes while it loads, then it shows', async () => {
    const reason = 'HTTP error! Status: 503, Details: Service Unavailable';
    layers.load.mockResolvedValueOnce({ status: 'failed', layerId: 'hydrants', message: reason });
    setLayerVisible('hydrants', true);
    await vi.waitFor(() => expect(layerStates.value.hydrants.error).toBe(reason));

    const retry = deferred<LayerLoadOutcome>();
    layers.load.mockReturnValueOnce(retry.promise);
    setLayerVisible('hydrants', true);
    await vi.waitFor(() => expect(layerStates.value.hydrants.loading).toBe(true));
    expect(layerStates.value.hydrants.error).toBeNull();
    retry.resolve(loaded('hydrants', 31));
    await vi.waitFor(() => expect(layerStates.value.hydrants.loaded).toBe(true));

    expect(layers.load).toHaveBeenCalledTimes(2);
    expect(layerStates.value.hydrants).toMatchObject({ visible: true, error: null, count: 31 });
    expect(handedOver().at(-1)![0]).toBe('hydrants');
    expect(handedOver().at(-1)![2]).toBe(true);
  });

  it('a load the worker says was superseded changes nothing', async () => {
    layers.load.mockResolvedValueOnce({ status: 'superseded', layerId: 'trees' });
    setLayerVisible('trees', true);
    await vi.waitFor(() => expect(layers.load).toHaveBeenCalledTimes(1));
    await nextTask();
    expect(handedOver()).toEqual([]);
    expect(layerStates.value.trees.loaded).toBe(false);
  });

  it("says what the worker says while the service is slow or retrying (the load's progress), until it ends", async () => {
    const answer = deferred<LayerLoadOutcome>();
    layers.load.mockReturnValueOnce(answer.promise);
    setLayerVisible('trees', true);
    await vi.waitFor(() => expect(layerStates.value.trees.loading).toBe(true));
    const load = jobs.layers.last('load')!;

    jobs.layers.progress(load.id, { kind: 'slow', host: 'data.cityofnewyork.us' });
    expect(layerStates.value.trees.progress).toEqual({ kind: 'slow', host: 'data.cityofnewyork.us' });
    jobs.layers.progress(load.id, { kind: 'retrying', retry: 1, of: 3, reason: 'HTTP 503' });
    expect(layerStates.value.trees.progress).toEqual({ kind: 'retrying', retry: 1, of: 3, reason: 'HTTP 503' });
    answer.resolve(loaded('trees', 5));
    await vi.waitFor(() => expect(layerStates.value.trees.loaded).toBe(true));
    expect(layerStates.value.trees.progress).toBeNull();
    // A word from a load that has ended changes nothing.
    jobs.layers.progress(load.id, { kind: 'slow', host: 'data.cityofnewyork.us' });
    expect(layerStates.value.trees.progress).toBeNull();
  });
});

describe('a layers worker that stopped', () => {
  beforeEach(() => {
    focused.value = lawn;
  });

  it('while it restarts, a load it lost stays loading; the restarted worker gets the focus and loads the layers on', async () => {
    layers.load.mockImplementation(async (id) => loaded(id as InfrastructureLayerId, 3));
    setLayerVisible('trees', true);
    await vi.waitFor(() => expect(layerStates.value.trees.loaded).toBe(true));
    layers.load.mockReset();
    layers.load.mockRejectedValueOnce(new EngineStopped('layers', 'it did not answer for 10 s'));
    engineStatus.value = { layers: { state: 'restarting', restarts: 1, why: 'it did not answer for 10 s' } };
    setLayerVisible('bikeLanes', true);
    await nextTask();
    expect(layerStates.value.bikeLanes).toMatchObject({ visible: true, loading: true, error: null });

    layers.load.mockClear();
    layers.load.mockImplementation(async (id) => loaded(id as InfrastructureLayerId, 7, 1));
    engineStatus.value = { layers: { state: 'running', restarts: 1, lastStop: 'it did not answer for 10 s' } };
    restartEngine('layers');
    expect(layers.setFocus).toHaveBeenLastCalledWith(lawn.bbox);
    await vi.waitFor(() => expect(layerStates.value.bikeLanes.loaded).toBe(true));
    expect(layerStates.value.trees).toMatchObject({ visible: true, loaded: true, tiles: { tilesKey: 'trees@1' } });
    expect(layerStates.value.bikeLanes).toMatchObject({ visible: true, count: 7, error: null });
    expect(layers.load.mock.calls.map(([id]) => id).sort()).toEqual(['bikeLanes', 'trees']);
  });

  it('stopped for good (a second failure): the layer says why and stays on, so Retry loads it', async () => {
    engineStatus.value = { layers: { state: 'stopped', restarts: 1, why: 'it did not answer for 10 s' } };
    layers.load.mockRejectedValueOnce(new EngineStopped('layers', 'it did not answer for 10 s'));
    setLayerVisible('trees', true);
    await vi.waitFor(() => expect(layerStates.value.trees.loading).toBe(false));
    expect(layerStates.value.trees).toMatchObject({
      visible: true,
      error: 'The layers engine stopped: it did not answer for 10 s',
    });
    expect(loadBatch.value).toEqual({ started: 0 });

    layers.load.mockResolvedValueOnce(loaded('trees', 5, 2));
    restartEngine('layers');
    await vi.waitFor(() => expect(layerStates.value.trees.loaded).toBe(true));
    expect(layerStates.value.trees.error).toBeNull();
  });
});

describe('without a focused area', () => {
  it('nothing loads and nothing changes', async () => {
    setLayerVisible('trees', true);
    await nextTask();
    expect(layers.load).not.toHaveBeenCalled();
    expect(layerStates.value.trees).toEqual(IDLE_LAYER);
  });
});

describe("a saved plan's choice of layers", () => {
  it('shows and loads the layers it names, and hides the rest', async () => {
    focused.value = lawn;
    layers.load.mockImplementation(async (id) => loaded(id as InfrastructureLayerId, 2));
    applyLayerVisibility((id) => id === 'trees' || id === 'benches');
    await vi.waitFor(() => expect(layerStates.value.benches.loaded).toBe(true));

    expect(layers.load.mock.calls.map(([id]) => id).sort()).toEqual(['benches', 'trees']);
    const visible = Object.entries(layerStates.value).filter(([, s]) => s.visible);
    expect(visible.map(([id]) => id).sort()).toEqual(['benches', 'trees']);
  });

  it('without a focused area keeps every layer hidden', () => {
    applyLayerVisibility(() => true);
    expect(Object.values(layerStates.value).some((s) => s.visible)).toBe(false);
    expect(layers.load).not.toHaveBeenCalled();
  });
});
