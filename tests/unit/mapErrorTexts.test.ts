import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as maplibregl from 'maplibre-gl';
import { AREA_LOAD } from '../../src/shared/geography/constants';
import {
  AREAS_MISSING_TEXT,
  attachAreas,
  type AreaAttachOutcome,
  type AreaAttachTarget,
} from '../../src/ui/map/areaAttach';
import { MAP_ERRORS, requireMap, requireMapLibre, waitForIdle, type CheckedMap } from '../../src/ui/map/mapChecks';
import { BaseStyles } from '../../src/ui/map/baseStyleLoader';
import { switchBasemap } from '../../src/ui/app/map/basemapController';
import { basemap, basemapSwitchError, mapPort } from '../../src/ui/store/map';
import type { MapPort } from '../../src/ui/map/port';
import type { BasemapChoice } from '../../src/shared/map/basemaps';

/** A map that loads, idles and loses layers when a test says so. */
class StandInMap implements CheckedMap {
  private readonly listeners = new Map<string, Set<() => void>>();
  readonly sources = new Set<string>();
  readonly loadedSources = new Set<string>();
  readonly layers = new Set<string>();
  styleLoaded = true;
  idle = false;
  on(type: string, listener: () => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }
  off(type: string, listener: () => void) {
    this.listeners.get(type)?.delete(listener);
  }
  fire(type: 'sourcedata' | 'idle') {
    if (type === 'idle') this.idle = true;
    for (const l of [...(this.listeners.get(type) ?? [])]) l();
  }
  getSource = (id: string) => (this.sources.has(id) ? {} : undefined);
  isSourceLoaded = (id: string) => this.loadedSources.has(id);
  getLayer = (id: string) => (this.layers.has(id) ? {} : undefined);
  loaded = () => this.idle;
  isMoving = () => false;
  getStyle = () => (this.styleLoaded ? {} : undefined);
}

const LAYERS = ['permit-areas-fill', 'permit-areas-outline'];

/** A load whose apply() puts the source on the map; the layers follow only if `layersStay`. */
function target(map: StandInMap, layersStay: (applyCount: number) => boolean) {
  let applied = 0;
  const t: AreaAttachTarget & { applied: () => number } = {
    sourceId: 'permit-areas',
    layerIds: LAYERS,
    stillWanted: () => true,
    applied: () => applied,
    apply: () => {
      applied++;
      map.sources.add('permit-areas');
      LAYERS.forEach((id) => (layersStay(applied) ? map.layers.add(id) : map.layers.delete(id)));
    },
  };
  return t;
}

/** Runs an attach to its outcome under fake timers, the source loading at once. */
async function settle(
  promise: Promise<AreaAttachOutcome>,
  map: StandInMap,
  loadSource = true,
): Promise<AreaAttachOutcome> {
  if (loadSource) {
    map.loadedSources.add('permit-areas');
    map.fire('sourcedata');
  }
  await vi.runAllTimersAsync();
  return promise;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("Error texts never produced: 'Timed out waiting for source to load', 'Timed out waiting for idle', 'Invalid map instance', 'Map style not loaded', 'Map instance not provided', 'Unknown basemap key', 'MapLibre is not available'", () => {
  it("'Timed out waiting for source to load': the area source has not loaded 10 s after the load is put on the map", async () => {
    const map = new StandInMap();
    const t = target(map, () => true);
    const outcome = attachAreas(map, t);
    await vi.advanceTimersByTimeAsync(AREA_LOAD.mapReadyTimeoutMs - 1);
    map.fire('sourcedata');
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toEqual({ status: 'failed', detail: 'Timed out waiting for source to load' });
  });

  it('does not count time while the page is in the background (a hidden page draws and loads nothing)', async () => {
    const page = { hidden: true };
    vi.stubGlobal('document', page);
    const map = new StandInMap();
    let outcome: AreaAttachOutcome | null = null;
    void attachAreas(
      map,
      target(map, () => true),
    ).then((o) => (outcome = o));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(outcome).toBeNull();
    page.hidden = false;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(outcome).toEqual({ status: 'failed', detail: MAP_ERRORS.sourceTimeout });
    vi.unstubAllGlobals();
  });

  it("'Timed out waiting for idle': the area layers are missing and the map does not settle within 10 s", async () => {
    const map = new StandInMap();
    const outcome = await settle(
      attachAreas(
        map,
        target(map, () => false),
      ),
      map,
    );
    expect(outcome).toEqual({ status: 'failed', detail: 'Timed out waiting for idle' });
    // The wait itself, on a map that keeps loading.
    const waiting = waitForIdle(new StandInMap(), () => true);
    const failed = expect(waiting).rejects.toThrow(new Error(MAP_ERRORS.idleTimeout));
    await vi.advanceTimersByTimeAsync(10_000);
    await failed;
  });

  it("'Invalid map instance': the areas are put on a map that is not there (removed before they arrived)", async () => {
    expect(
      await attachAreas(
        null,
        target(new StandInMap(), () => true),
      ),
    ).toEqual({ status: 'failed', detail: 'Invalid map instance' });
    expect(() => requireMap({ on: () => undefined })).toThrow(new Error(MAP_ERRORS.invalidMap));
  });

  it("'Map style not loaded': the area layers are still missing after the re-checks and the map has no loaded style", async () => {
    const map = new StandInMap();
    map.styleLoaded = false;
    const outcome = settle(
      attachAreas(
        map,
        target(map, () => false),
      ),
      map,
    );
    map.fire('idle');
    expect(await outcome).toEqual({ status: 'failed', detail: 'Map style not loaded' });
  });

  it("'Map instance not provided': a basemap switch with no map reverts the selection and keeps the error", async () => {
    vi.useRealTimers();
    mapPort.value = null;
    const before = basemap.value;
    await switchBasemap({ key: 'satellite', year: 2024 });
    expect(basemap.value).toEqual(before);
    expect(basemapSwitchError.value).toBe('Map instance not provided');
  });

  it("'Unknown basemap key' followed by the key: the switch reverts and keeps the error", async () => {
    vi.useRealTimers();
    const bases = new BaseStyles(() => Promise.reject(new Error('not asked')));
    const adapter = { setBasemap: async (choice: BasemapChoice) => (await bases.baseFor(choice, 'light'), true) };
    mapPort.value = adapter as unknown as MapPort;
    const before = basemap.value;
    await switchBasemap({ key: 'terrain' as BasemapChoice['key'], year: 2018 });
    expect(basemap.value).toEqual(before);
    expect(basemapSwitchError.value).toBe('Unknown basemap key terrain');
    mapPort.value = null;
  });

  it("'MapLibre is not available': the export's offscreen map cannot be made without the library", () => {
    expect(() => requireMapLibre(undefined)).toThrow(new Error('MapLibre is not available'));
    expect(() => requireMapLibre({})).toThrow(new Error(MAP_ERRORS.noMapLibre));
    expect(requireMapLibre(maplibregl)).toBe(maplibregl);
  });
});

describe('The 4 re-checks 300 ms apart when the area source or layers are missing after a load', () => {
  it('puts the areas back and shows them when a re-check finds them', async () => {
    const map = new StandInMap();
    map.idle = true;
    // Layers dropped by the first style; back from the third apply (the second re-check).
    const t = target(map, (n) => n >= 3);
    const started = Date.now();
    expect(await settle(attachAreas(map, t), map)).toEqual({ status: 'shown' });
    expect(t.applied()).toBe(3);
    expect(Date.now() - started).toBe(2 * AREA_LOAD.recheckDelayMs);
  });

  it('gives up after exactly 4 re-checks, 300 ms apart, with the reason', async () => {
    const map = new StandInMap();
    map.idle = true;
    const t = target(map, () => false);
    const started = Date.now();
    expect(await settle(attachAreas(map, t), map)).toEqual({ status: 'failed', detail: AREAS_MISSING_TEXT });
    expect(AREA_LOAD.recheckCount).toBe(4);
    expect(t.applied()).toBe(1 + 4);
    expect(Date.now() - started).toBe(4 * 300);
  });

  it('stops quietly when a newer load replaces this one', async () => {
    const map = new StandInMap();
    map.idle = true;
    let wanted = true;
    const t = { ...target(map, () => false), stillWanted: () => wanted };
    const outcome = attachAreas(map, t);
    map.loadedSources.add('permit-areas');
    map.fire('sourcedata');
    wanted = false;
    await vi.runAllTimersAsync();
    expect(await outcome).toEqual({ status: 'superseded' });
  });
});
