// The permit areas of the chosen geography: loaded in the geography worker, handed to the map as a tile
// set once the map is up; the newest switch wins; failures say the worker's (or the spec's) text.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AreaSource } from '../../src/shared/cityData/areaSource';
import type { BBox } from '../../src/shared/geometry/bbox';
import type { GeographyType } from '../../src/shared/geography/modes';
import { areasFailed, areasShown, loadGeography, startAreaLoading } from '../../src/ui/app/areas/areaLoader';
import { areasSource, areasState } from '../../src/ui/store/areas';
import { focused } from '../../src/ui/store/focus';
import { geographyChosen, geographyType } from '../../src/ui/store/geography';
import { mapPort, mapReady } from '../../src/ui/store/map';
import { mapFailure } from '../../src/ui/store/mapHealth';
import type { AreaLoadOutcome } from '../../src/workers/geography/api';
import { deferred, nextTask } from '../support/deferred';
import { geography, resetEngines } from '../support/fakeEngines';
import { areaTarget } from '../support/focusTargets';
import { createFakePort, type FakeMapPort } from '../support/fakePort';

vi.mock('../../src/ui/app/engines/engines', () => import('../support/fakeEngines'));

const NYC: BBox = [-74.26, 40.49, -73.7, 40.92];
const bundled: AreaSource = { kind: 'bundled', title: 'NYC Parks permit areas', asOf: '2025-05-01' };

function loadedAreas(mode: GeographyType, tilesKey: string, count = 2093, source = bundled): AreaLoadOutcome {
  return { status: 'loaded', mode, count, skipped: 3, bbox: NYC, source, tilesKey };
}

let port: FakeMapPort;
/** The tile sets handed to the map, in order (null: the areas taken off the map). */
const tileSets = () => port.named('tiles.setAreas').map(([set]) => set);

beforeEach(() => {
  resetEngines();
  port = createFakePort();
  mapPort.value = port;
  mapReady.value = true;
  mapFailure.value = null;
  focused.value = null;
  areasState.value = { status: 'idle' };
  areasSource.value = null;
});

afterEach(() => {
  mapPort.value = null;
  mapReady.value = false;
  vi.useRealTimers();
});

describe('loading a geography', () => {
  it("takes the old areas off the map, loads the geography's file in the worker, then hands over its tiles", async () => {
    const answer = deferred<AreaLoadOutcome>();
    geography.loadAreas.mockReturnValueOnce(answer.promise);
    const done = loadGeography('parks');

    expect(areasState.value).toEqual({ status: 'loading', mode: 'parks' });
    expect(tileSets()).toEqual([null]);
    const [mode, url] = geography.loadAreas.mock.calls[0]!;
    expect(mode).toBe('parks');
    expect(new URL(url).pathname).toBe('/data/permit-areas/parks.geojson');

    answer.resolve(loadedAreas('parks', 'parks#1'));
    await done;
    expect(tileSets()).toEqual([null, { tilesKey: 'parks#1', kind: 'polygon', bbox: NYC }]);
    // Not 'shown' until the map says it has drawn them.
    expect(areasState.value.status).toBe('loading');

    areasShown('parks#1');
    expect(areasState.value).toEqual({ status: 'shown', mode: 'parks', count: 2093, skipped: 3, tilesKey: 'parks#1' });
    expect(areasSource.value).toEqual(bundled);
  });

  it('intersections are handed over as points', async () => {
    geography.loadAreas.mockResolvedValueOnce(loadedAreas('intersections', 'nodes#1'));
    await loadGeography('intersections');
    expect(tileSets().at(-1)).toEqual({ tilesKey: 'nodes#1', kind: 'point', bbox: NYC });
  });

  it("a failed load shows the worker's message and detail, and hands the map nothing", async () => {
    geography.loadAreas.mockResolvedValueOnce({
      status: 'failed',
      mode: 'plazas',
      message: 'Failed to load polygon areas',
      detail: 'HTTP error! Status: 500, Details: Internal Server Error',
    });
    await loadGeography('plazas');
    expect(areasState.value).toEqual({
      status: 'error',
      mode: 'plazas',
      message: 'Failed to load polygon areas',
      detail: 'HTTP error! Status: 500, Details: Internal Server Error',
    });
    expect(tileSets()).toEqual([null]);
  });

  it('waits for the map to be ready before handing the tiles over', async () => {
    vi.useFakeTimers();
    mapReady.value = false;
    geography.loadAreas.mockResolvedValueOnce(loadedAreas('parks', 'parks#1'));
    const done = loadGeography('parks');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(tileSets()).toEqual([null]);

    mapReady.value = true;
    await vi.advanceTimersByTimeAsync(50);
    await done;
    expect(tileSets()).toEqual([null, { tilesKey: 'parks#1', kind: 'polygon', bbox: NYC }]);
  });

  it("fails with 'Timeout waiting for map to be ready' when the map is not ready within 10 s", async () => {
    vi.useFakeTimers();
    mapReady.value = false;
    geography.loadAreas.mockResolvedValueOnce(loadedAreas('parks', 'parks#1'));
    const done = loadGeography('parks');
    await vi.advanceTimersByTimeAsync(9_900);
    expect(areasState.value.status).toBe('loading');
    await vi.advanceTimersByTimeAsync(200);
    await done;

    expect(areasState.value).toEqual({
      status: 'error',
      mode: 'parks',
      message: 'Timeout waiting for map to be ready',
      detail: '',
    });
    expect(tileSets()).toEqual([null]);
  });

  it('when the map cannot start at all, the areas are listed (searchable) without waiting and without tiles', async () => {
    mapReady.value = false;
    mapFailure.value = { kind: 'webgl-unavailable', detail: 'WebGL is disabled' };
    geography.loadAreas.mockResolvedValueOnce(loadedAreas('parks', 'parks#1'));
    await loadGeography('parks');
    expect(areasState.value).toEqual({ status: 'listed', mode: 'parks', count: 2093, skipped: 3 });
    expect(tileSets()).toEqual([null]);
  });
});

describe('a newer switch wins', () => {
  it("the older geography's answer is dropped, whichever arrives first", async () => {
    const parks = deferred<AreaLoadOutcome>();
    const plazas = deferred<AreaLoadOutcome>();
    geography.loadAreas.mockReturnValueOnce(parks.promise).mockReturnValueOnce(plazas.promise);
    const older = loadGeography('parks');
    const newer = loadGeography('plazas');

    parks.resolve(loadedAreas('parks', 'parks#1'));
    await older;
    expect(areasState.value).toEqual({ status: 'loading', mode: 'plazas' });
    expect(tileSets()).toEqual([null, null]);

    plazas.resolve(loadedAreas('plazas', 'plazas#2', 412));
    await newer;
    expect(tileSets()).toEqual([null, null, { tilesKey: 'plazas#2', kind: 'polygon', bbox: NYC }]);
    areasShown('parks#1');
    expect(areasState.value.status).toBe('loading');
    areasShown('plazas#2');
    expect(areasState.value).toMatchObject({ status: 'shown', mode: 'plazas', count: 412 });
  });

  it("an older geography's failure is not shown", async () => {
    const parks = deferred<AreaLoadOutcome>();
    geography.loadAreas.mockReturnValueOnce(parks.promise).mockResolvedValueOnce(loadedAreas('plazas', 'plazas#2'));
    const older = loadGeography('parks');
    await loadGeography('plazas');
    parks.resolve({ status: 'failed', mode: 'parks', message: 'Failed to load polygon areas', detail: '' });
    await older;
    expect(areasState.value).toEqual({ status: 'loading', mode: 'plazas' });
  });
});

describe('when the map cannot show the tiles', () => {
  it("the load fails with the spec's text for the geography's kind, and the areas come off the map", async () => {
    geography.loadAreas.mockResolvedValueOnce(loadedAreas('intersections', 'nodes#1'));
    await loadGeography('intersections');
    areasFailed('nodes#0', 'an older source');
    expect(areasState.value.status).toBe('loading');

    areasFailed('nodes#1', 'Source "areas" failed to load');
    expect(areasState.value).toEqual({
      status: 'error',
      mode: 'intersections',
      message: 'Failed to load point areas',
      detail: 'Source "areas" failed to load',
    });
    expect(tileSets().at(-1)).toBeNull();
  });
});

describe("the city's areas from the copy saved on an earlier visit", () => {
  const saved: AreaSource = {
    kind: 'city',
    dataset: 'enfh-gkve',
    title: 'Parks Permit Areas',
    updatedAt: '2025-05-01',
    savedAt: '2025-06-01T10:00:00Z',
    cacheError: null,
  };

  it('are checked with the city once shown, and newer ones are loaded when nothing is focused', async () => {
    geography.loadAreas.mockResolvedValue(loadedAreas('parks', 'parks#1', 2093, saved));
    geography.refreshCityAreas.mockResolvedValueOnce({ status: 'updated' });
    await loadGeography('parks');
    areasShown('parks#1');
    await vi.waitFor(() => expect(geography.loadAreas).toHaveBeenCalledTimes(2));
    expect(geography.refreshCityAreas).toHaveBeenCalledWith('parks#1');
  });

  it('are not reloaded under a focused area', async () => {
    geography.loadAreas.mockResolvedValue(loadedAreas('parks', 'parks#1', 2093, saved));
    geography.refreshCityAreas.mockResolvedValueOnce({ status: 'updated' });
    await loadGeography('parks');
    focused.value = areaTarget();
    areasShown('parks#1');
    await vi.waitFor(() => expect(geography.refreshCityAreas).toHaveBeenCalledTimes(1));
    await nextTask();
    expect(geography.loadAreas).toHaveBeenCalledTimes(1);
  });
});

describe('the loading follows the chosen geography', () => {
  it('nothing loads before a geography is chosen; then each new choice loads once', async () => {
    geography.loadAreas.mockImplementation(async (mode) => loadedAreas(mode, `${mode}#1`));
    geographyChosen.value = false;
    geographyType.value = 'parks';
    const stop = startAreaLoading();
    expect(geography.loadAreas).not.toHaveBeenCalled();

    geographyChosen.value = true;
    expect(geography.loadAreas.mock.calls.map(([mode]) => mode)).toEqual(['parks']);
    geographyType.value = 'intersections';
    geographyType.value = 'intersections';
    expect(geography.loadAreas.mock.calls.map(([mode]) => mode)).toEqual(['parks', 'intersections']);
    stop();
    geographyType.value = 'plazas';
    expect(geography.loadAreas).toHaveBeenCalledTimes(2);
    await nextTask();
  });
});
