/**
 * The zone creator's actions (intersections mode): pick nodes on the map, generate the corridor in the
 * zone worker, show and focus it, exit it. Every state rule is the shared reducer's; this file only
 * sets the state (the map draws the preview and the picked nodes from it, see mapOverlay.ts) and
 * answers the 'zonecreator:*' window events.
 */
import { effect } from '@preact/signals-react';
import { announceZone } from '../windowEvents';
import { ifEngineStopped } from '../../../shared/async/engine';
import { latestOnly } from '../../../shared/async/latest';
import { positionsOf } from '../../../shared/geography/geometry';
import { bboxOf } from '../../../shared/geometry/bbox';
import {
  canGenerate,
  ZONE_PREVIEW,
  zoneCreatorReducer,
  zonePreviewFeature,
  type ZoneCreatorAction,
  type ZoneCreatorState,
  type ZonePreviewFeature,
} from '../../../shared/zoneCreator/state';
import type { MapPointerEvent } from '../../map/pointerEvent';
import { geographyType } from '../../store/geography';
import { mapPort } from '../../store/map';
import {
  zoneBasis,
  zoneBuilding,
  zoneClicksAnswered,
  zoneCreator,
  zoneError,
  zoneNodeNames,
  zonePreviewShape,
} from '../../store/zoneCreator';
import { geographyEngine, zoneEngine } from '../engines/engines';
import { clearFocus, focusZone, zoneFocused } from '../focus/focusController';
import { errorMessage } from '../../../shared/errors/errorMessage';

export function dispatchZone(action: ZoneCreatorAction): void {
  zoneCreator.value = zoneCreatorReducer(zoneCreator.peek(), action);
}

const inIntersections = () => geographyType.peek() === 'intersections';

/** When the fit to a new preview ends: focusing earlier would cut the fit short mid-flight (see focusLater). */
let fitEndsAt = 0;

/**
 * Map clicks pick nodes while the creator is on and no preview hides the points. Read with `.value`, so
 * the mode manager's effect follows it (app/modes/activeMode.ts).
 */
export function zoneCreatorPicking(): boolean {
  const s = zoneCreator.value;
  return geographyType.value === 'intersections' && s.isActive && !s.previewActive;
}

/** A click while picking: the intersection point under it (if any) becomes the next node. */
export function addNodeAt(e: MapPointerEvent): Promise<void> {
  // A click lost with a stopped engine is dropped; the page says which engine stopped.
  return takeNodeAt(e)
    .catch(ifEngineStopped(undefined))
    .finally(() => zoneClicksAnswered.value++);
}

/** The intersection drawn under a screen point (its index), or null. */
export function intersectionAt(e: { x: number; y: number }): number | null {
  const idx = mapPort.peek()?.queries.areaPropsAt(e.x, e.y)?._idx;
  return typeof idx === 'number' ? idx : null;
}

async function takeNodeAt(e: MapPointerEvent): Promise<void> {
  const idx = intersectionAt(e);
  if (idx === null) return;
  // The tile's point is rounded to the tile grid; the worker holds the exact coordinates.
  const target = await geographyEngine().focusTarget('intersections', idx, { canonical: false });
  if (!target?.point || !zoneCreatorPicking()) return;
  const before = zoneCreator.peek();
  dispatchZone({
    type: 'addNode',
    id: idx,
    coordinates: target.point,
    isPoint: true,
    clickLngLat: { lng: e.lng, lat: e.lat },
  });
  if (zoneCreator.peek() !== before) zoneNodeNames.value = new Map(zoneNodeNames.peek()).set(idx, target.area.name);
}

export async function generateZone(): Promise<void> {
  const state = zoneCreator.peek();
  if (!inIntersections() || !canGenerate(state)) return;
  await build(state);
}

/**
 * Every Generate and Exit supersedes the Generate before, so a corridor, or a focus on it, that
 * arrives late for an older one is dropped; the latest one's signal stays live for its focus.
 */
const build = latestOnly(async (signal, state: ZoneCreatorState): Promise<void> => {
  zoneError.value = null;
  zoneBasis.value = null;
  const coords = state.selectedNodes.map((n): [number, number] => [n.coordinates[0], n.coordinates[1]]);
  zoneBuilding.value = true;
  const options = { curbLaneOnly: state.curbLaneOnly, sidewalkOnly: state.sidewalkOnly };
  // A job: a newer Generate or Exit cancels the older's centreline request in the worker too.
  const result = await zoneEngine()
    .job('buildZone', [coords, state.widthFeet, options], { signal })
    .catch((error: unknown) => ({ ok: false as const, reason: errorMessage(error) }))
    .finally(() => {
      if (!signal.aborted) zoneBuilding.value = false;
    });
  if (signal.aborted || zoneCreator.peek().selectedNodes !== state.selectedNodes || !inIntersections()) return;
  if (!result.ok) {
    zoneError.value = `The zone could not be built: ${result.reason}.`;
    return;
  }
  zoneBasis.value = result.basis;
  const feature = zonePreviewFeature(result.polygon, state);
  zonePreviewShape.value = { type: 'FeatureCollection', features: [feature] };
  mapPort.peek()?.camera.fitBounds(bboxOf(positionsOf(feature.geometry)), ZONE_PREVIEW.fit);
  fitEndsAt = performance.now() + ZONE_PREVIEW.fit.durationMs;
  dispatchZone({ type: 'previewShown' });
  announceZone(feature);
});

/** Removes the preview (the points show again), drops the selection, and leaves the zone's focus. */
export function exitZone(): void {
  build.cancel();
  zoneBuilding.value = false;
  zoneBasis.value = null;
  zonePreviewShape.value = null;
  dispatchZone({ type: 'clearNodes' });
  dispatchZone({ type: 'previewCleared' });
  zoneError.value = null;
  if (zoneFocused()) clearFocus();
}

export function toggleZoneCreator(): void {
  if (!zoneCreator.peek().isActive) return dispatchZone({ type: 'activate' });
  exitZone();
  dispatchZone({ type: 'deactivate' });
}

export function clearZoneNodes(): void {
  dispatchZone({ type: 'clearNodes' });
}

/**
 * Focuses once the preview's fit has ended: the port's moveToCamera resolves on the next 'moveend',
 * which the interrupted fit would fire at once, and the focus fence would then be set mid-flight.
 */
export function focusZoneWhenFitted(feature: ZonePreviewFeature): void {
  const built = build.signal();
  setTimeout(
    () => {
      if (!built.aborted && inIntersections()) void focusZone(feature);
    },
    Math.max(0, fitEndsAt - performance.now()),
  );
}

/** Leaving intersections mode ends the creator: its preview and selection belong to the old mode. */
function endOutsideIntersections(): () => void {
  return effect(() => {
    if (geographyType.value === 'intersections') return;
    const s = zoneCreator.peek();
    if (s.isActive || s.previewActive || s.selectedNodes.length > 0) {
      exitZone();
      dispatchZone({ type: 'deactivate' });
    }
  });
}

export function startZoneCreator(): () => void {
  return endOutsideIntersections();
}

/** Whether Escape has a selection to clear (intersections mode only, where the creator lives). */
export function zoneCreatorHasNodes(): boolean {
  return inIntersections() && zoneCreator.peek().selectedNodes.length > 0;
}
