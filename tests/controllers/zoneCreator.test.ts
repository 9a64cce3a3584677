// The Zone Creator (intersections mode): nodes picked through the map port's queries and the geography
// worker's exact points; Generate Zone builds the corridor in the zone worker, fits the map to it and
// focuses it as 'Custom Street Zone'; a failure says why; Exit drops a corridor that arrives late.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PolygonGeometry } from '../../src/shared/geography/geometry';
import { INITIAL_ZONE_CREATOR_STATE } from '../../src/shared/zoneCreator/state';
import { startWindowEvents } from '../../src/ui/app/windowEventListeners';
import { clearFocus } from '../../src/ui/app/focus/focusController';
import {
  addNodeAt,
  dispatchZone,
  exitZone,
  generateZone,
  startZoneCreator,
} from '../../src/ui/app/zone/zoneCreatorController';
import type { MapPointerEvent } from '../../src/ui/map/pointerEvent';
import { focused } from '../../src/ui/store/focus';
import { geographyType } from '../../src/ui/store/geography';
import { mapPort } from '../../src/ui/store/map';
import {
  zoneBuilding,
  zoneClicksAnswered,
  zoneCreator,
  zoneError,
  zoneNodeNames,
  zonePreviewShape,
} from '../../src/ui/store/zoneCreator';
import type { ZoneResult } from '../../src/workers/zone/api';
import { deferred, nextTask } from '../support/deferred';
import { geography, resetEngines, zone } from '../support/fakeEngines';
import { intersectionTarget } from '../support/focusTargets';
import { createFakePort, type FakeMapPort } from '../support/fakePort';

vi.mock('../../src/ui/app/engines/engines', () => import('../support/fakeEngines'));

/** Two intersections on W 42nd St, where they are drawn on screen and where the worker has them exactly. */
const NODES = {
  11: { name: 'W 42 St & 6 Av', at: { x: 300, y: 400 }, point: [-73.984321, 40.754889] as [number, number] },
  12: { name: 'W 42 St & 5 Av', at: { x: 520, y: 330 }, point: [-73.981234, 40.753562] as [number, number] },
};
type NodeIdx = keyof typeof NODES;

/** A click (or pointer move) on a node's drawn point: the tile's rounded position, not the exact one. */
function on(idx: NodeIdx): MapPointerEvent {
  const { at, point } = NODES[idx];
  return { ...at, lng: Number(point[0].toFixed(4)), lat: Number(point[1].toFixed(4)), shiftKey: false };
}
const nowhere: MapPointerEvent = { x: 10, y: 10, lng: -73.99, lat: 40.75, shiftKey: false };

/** The corridor the zone worker answers: a thin box along the block. */
const corridor: PolygonGeometry = {
  type: 'Polygon',
  coordinates: [
    [
      [-73.98435, 40.75485],
      [-73.9812, 40.75352],
      [-73.98126, 40.7536],
      [-73.98438, 40.75493],
      [-73.98435, 40.75485],
    ],
  ],
};

let port: FakeMapPort;
let stops: (() => void)[];

async function pick(...idxs: NodeIdx[]): Promise<void> {
  for (const idx of idxs) await addNodeAt(on(idx));
}

beforeEach(() => {
  resetEngines();
  port = createFakePort({
    // The intersections drawn under a screen point: their tile properties carry the worker's record number.
    areaPropsAt: (x, y) => {
      const hit = Object.entries(NODES).find(([, n]) => n.at.x === x && n.at.y === y);
      return hit ? { _idx: Number(hit[0]), name: hit[1].name } : null;
    },
  });
  geography.focusTarget.mockImplementation(async (_mode, idx) =>
    idx in NODES ? intersectionTarget(idx, NODES[idx as NodeIdx].name, NODES[idx as NodeIdx].point) : null,
  );
  mapPort.value = port;
  geographyType.value = 'intersections';
  zoneCreator.value = INITIAL_ZONE_CREATOR_STATE;
  zoneNodeNames.value = new Map();
  zoneError.value = null;
  zonePreviewShape.value = null;
  zoneBuilding.value = false;
  zoneClicksAnswered.value = 0;
  dispatchZone({ type: 'activate' });
  stops = [startWindowEvents(), startZoneCreator()];
});

afterEach(() => {
  for (const stop of stops) stop();
  exitZone();
  clearFocus();
  mapPort.value = null;
  vi.useRealTimers();
});

describe('picking nodes on the map', () => {
  it("a click on an intersection adds it at the worker's exact point, with its name", async () => {
    await pick(11);
    expect(port.queries.areaPropsAt).toHaveBeenCalledWith(300, 400);
    expect(geography.focusTarget).toHaveBeenCalledWith('intersections', 11, { canonical: false });
    expect(zoneCreator.value.selectedNodes).toEqual([{ id: 11, coordinates: NODES[11].point }]);
    expect(zoneNodeNames.value.get(11)).toBe('W 42 St & 6 Av');
    expect(zoneClicksAnswered.value).toBe(1);
  });

  it('a click on no intersection adds nothing, and is answered all the same', async () => {
    await addNodeAt(nowhere);
    expect(geography.focusTarget).not.toHaveBeenCalled();
    expect(zoneCreator.value.selectedNodes).toEqual([]);
    expect(zoneClicksAnswered.value).toBe(1);
  });

  it('takes nothing while the creator is off', async () => {
    dispatchZone({ type: 'deactivate' });
    await pick(11);
    expect(zoneCreator.value.selectedNodes).toEqual([]);
    expect(zoneNodeNames.value.size).toBe(0);
  });
});

describe('Generate Zone', () => {
  it("builds the corridor through the picked nodes, fits the map to it, then focuses it as 'Custom Street Zone'", async () => {
    vi.useFakeTimers();
    await pick(11, 12);
    const built = deferred<ZoneResult>();
    zone.buildZone.mockReturnValueOnce(built.promise);
    const generating = generateZone();

    expect(zoneBuilding.value).toBe(true);
    expect(zone.buildZone).toHaveBeenCalledWith([NODES[11].point, NODES[12].point], 40, {
      curbLaneOnly: false,
      sidewalkOnly: false,
    });
    built.resolve({ ok: true, polygon: corridor, basis: null });
    await generating;

    expect(zoneBuilding.value).toBe(false);
    expect(zoneCreator.value.previewActive).toBe(true);
    const preview = zonePreviewShape.value!.features[0]!;
    expect(preview.geometry).toEqual(corridor);
    expect(preview.properties).toMatchObject({ name: 'Custom Street Zone', widthFeet: 40, nodeIds: [11, 12] });
    expect(port.named('camera.fitBounds')).toEqual([
      [[-73.98438, 40.75352, -73.9812, 40.75493], { paddingPx: 30, durationMs: 600, maxZoom: 20 }],
    ]);

    // The focus waits for the fit to end (600 ms), then for the focus banner to lay out.
    await vi.advanceTimersByTimeAsync(500);
    expect(focused.value).toBeNull();
    await vi.advanceTimersByTimeAsync(100 + 100);
    expect(focused.value?.area.title).toBe('Custom Street Zone');
    expect(focused.value?.area.subtitle).toBe('40 ft wide');
    expect(focused.value?.geometry).toEqual(corridor);
    expect(port.named('camera.moveToCamera')).toHaveLength(1);
  });

  it('a curb-lane zone asks the worker for the curb lanes, and says what it was based on', async () => {
    await pick(11, 12);
    dispatchZone({ type: 'setOptions', options: { curbLaneOnly: true } });
    zone.buildZone.mockResolvedValueOnce({ ok: true, polygon: corridor, basis: 'Curb lanes 10 ft (assumed)' });
    await generateZone();
    expect(zone.buildZone.mock.calls[0]![2]).toEqual({ curbLaneOnly: true, sidewalkOnly: false });
    expect(zonePreviewShape.value).not.toBeNull();
  });

  it("that fails says why: 'The zone could not be built: {reason}.', and shows no zone", async () => {
    await pick(11, 12);
    zone.buildZone.mockResolvedValueOnce({ ok: false, reason: 'buffer result undefined' });
    await generateZone();

    expect(zoneError.value).toBe('The zone could not be built: buffer result undefined.');
    expect(zoneBuilding.value).toBe(false);
    expect(zonePreviewShape.value).toBeNull();
    expect(zoneCreator.value.previewActive).toBe(false);
    expect(port.named('camera.fitBounds')).toEqual([]);
  });

  it('needs enough nodes: with one, nothing is built', async () => {
    await pick(11);
    await generateZone();
    expect(zone.buildZone).not.toHaveBeenCalled();
  });

  it('Exit while the corridor is being built drops it when it arrives', async () => {
    await pick(11, 12);
    const built = deferred<ZoneResult>();
    zone.buildZone.mockReturnValueOnce(built.promise);
    const generating = generateZone();
    exitZone();
    expect(zoneBuilding.value).toBe(false);
    expect(zoneCreator.value.selectedNodes).toEqual([]);

    built.resolve({ ok: true, polygon: corridor, basis: null });
    await generating;
    await nextTask();
    expect(zonePreviewShape.value).toBeNull();
    expect(port.named('camera.fitBounds')).toEqual([]);
    expect(focused.value).toBeNull();
  });
});

describe('leaving the zone', () => {
  it("Exit takes the preview away and leaves the zone's focus", async () => {
    vi.useFakeTimers();
    await pick(11, 12);
    zone.buildZone.mockResolvedValueOnce({ ok: true, polygon: corridor, basis: null });
    await generateZone();
    await vi.advanceTimersByTimeAsync(800);
    expect(focused.value?.area.title).toBe('Custom Street Zone');

    exitZone();
    expect(focused.value).toBeNull();
    expect(zonePreviewShape.value).toBeNull();
    expect(zoneCreator.value).toMatchObject({ previewActive: false, selectedNodes: [] });
  });

  it('switching to another geography ends the creator, its nodes and its preview', async () => {
    await pick(11, 12);
    zone.buildZone.mockResolvedValueOnce({ ok: true, polygon: corridor, basis: null });
    await generateZone();

    geographyType.value = 'parks';
    expect(zoneCreator.value).toMatchObject({ isActive: false, previewActive: false, selectedNodes: [] });
    expect(zonePreviewShape.value).toBeNull();
  });
});
