/** Focus and clear focus, by the spec's section 4: camera, constraints, highlight, restore. */
import { FOCUS } from '../../../shared/geography/constants';
import type { FocusTarget } from '../../../shared/geography/areaIndex';
import {
  focusCameraForPoint,
  focusCameraForRect,
  focusMinZoom,
  pointBoundsHalfSpan,
} from '../../../shared/geography/focusCamera';
import { positionsOf } from '../../../shared/geography/geometry';
import { bboxOf, expandBBox, unionBBox, type BBox } from '../../../shared/geometry/bbox';
import { minRotatedRect } from '../../../shared/geography/minRotatedRect';
import { latestOnly } from '../../../shared/async/latest';
import { ZONE_PREVIEW, zoneSubtitle, type ZonePreviewFeature } from '../../../shared/zoneCreator/state';
import { focused, focusFraming, focusPanelHidden, overlap, overlapShapes } from '../../store/focus';
import { geographyType } from '../../store/geography';
import { leftSidebarOpen, mapPort, topOverlayBottomPx } from '../../store/map';
import { afterLayout } from './afterLayout';
import type { Constraints, MapPort } from '../../map/port';
import { geographyEngine } from '../engines/engines';

/** Width of the right-hand 'Site Plan Designer' panel, kept clear when fitting a focused area. */
export const RIGHT_PANEL_PX = 320;

let saved: Constraints | null = null;

function focusBounds(target: FocusTarget, zoom: number): BBox {
  if (!target.point) return expandBBox(target.bbox, FOCUS.boundsPaddingRatio);
  const [lng, lat] = target.point;
  const { dLng, dLat } = pointBoundsHalfSpan(lat, zoom);
  return [lng - dLng, lat - dLat, lng + dLng, lat + dLat];
}

export function closeOverlap(): void {
  overlap.value = null;
  overlapShapes.value = null;
}

export async function focusArea(idx: number, options: { canonical: boolean }): Promise<void> {
  const mode = geographyType.peek();
  const target = await geographyEngine().focusTarget(mode, idx, options);
  if (!target || mode !== geographyType.peek()) return;
  // Focusing the area already focused (same system value) does nothing.
  if (focused.peek()?.area.system === target.area.system) {
    closeOverlap();
    return;
  }
  await applyFocus(target);
}

let zoneFocusCount = 0;

/** A generated corridor as a focus target, so banner, site plan, layers and placement treat it as an area. */
function zoneFocusTarget(feature: ZonePreviewFeature): FocusTarget {
  const { geometry } = feature;
  const name = ZONE_PREVIEW.name;
  return {
    // idx -1: the zone is no record of the geography worker. Each zone gets its own system value, so a
    // regenerated zone is never mistaken for the one already focused.
    area: {
      idx: -1,
      id: feature.id,
      system: `${feature.id}-${++zoneFocusCount}`,
      name,
      title: name,
      subtitle: zoneSubtitle(feature.properties),
      property: '',
      subProperty: '',
      detail: '',
      calculatedArea: undefined,
      isPoint: false,
    },
    geometry,
    bbox: bboxOf(positionsOf(geometry)),
    rect: minRotatedRect(positionsOf(geometry)),
    point: null,
  };
}

/** Focuses the zone creator's corridor; unlike a click on an intersection, this is allowed in intersections mode. */
export function focusZone(feature: ZonePreviewFeature): Promise<void> {
  return applyFocus(zoneFocusTarget(feature));
}

/** Whether the focused area is a zone creator corridor (which ends when the zone is exited). */
export function zoneFocused(): boolean {
  return focused.peek()?.area.id === ZONE_PREVIEW.id;
}

/** Focuses a target made elsewhere: a saved plan's area, found in the loaded areas or its own outline. */
export function focusOnTarget(target: FocusTarget): Promise<void> {
  return applyFocus(target);
}

async function applyFocus(target: FocusTarget): Promise<void> {
  const port = mapPort.peek();
  if (!port) return;
  closeOverlap();
  await moveToFocus(port, target);
}

/** The camera's way to a focus: a newer focus, or clearing it, stops an older one where it is. */
const moveToFocus = latestOnly(async (signal, port: MapPort, target: FocusTarget): Promise<void> => {
  focusFraming.value++;
  try {
    await frameFocus(signal, port, target);
  } finally {
    focusFraming.value--;
  }
});

async function frameFocus(signal: AbortSignal, port: MapPort, target: FocusTarget): Promise<void> {
  const stopped = () => signal.aborted || focused.peek() !== target;
  saved ??= port.camera.getConstraints();
  port.camera.setConstraints(saved);
  // The map hides the other areas and outlines this one from the focus itself (mapOverlay.ts).
  focused.value = target;
  focusPanelHidden.value = false;
  // The focus banner shows with the focus: fit the area below it once the page has laid it out.
  await afterLayout();
  if (stopped()) return;
  const padding = port.camera.focusPadding(leftSidebarOpen.peek(), RIGHT_PANEL_PX, topOverlayBottomPx.peek());
  const view = port.camera.getView();
  const camera = target.rect
    ? focusCameraForRect(target.rect, port.camera.viewportSize(), padding)
    : focusCameraForPoint(target.point ?? [view?.center.lng ?? 0, view?.center.lat ?? 0], view?.bearing ?? 0, padding);
  await port.camera.moveToCamera(camera);
  if (stopped()) return;
  // Once the camera is idle: record the zoom, raise the minimum zoom, fence the map to the area.
  const zoom = port.camera.getView()?.zoom ?? camera.zoom;
  const visible = port.camera.visibleBounds();
  const bounds = focusBounds(target, zoom);
  // The fence is the area +25%, widened to hold the view at the minimum zoom (2 levels out = 4x the span),
  // so zooming out to the minimum is never blocked by the fence.
  const minZoom = focusMinZoom(zoom);
  const roomAtMinZoom = visible ? expandBBox(visible, (2 ** (zoom - minZoom) - 1) / 2) : null;
  port.camera.setConstraints({
    maxBounds: roomAtMinZoom ? unionBBox(bounds, roomAtMinZoom) : bounds,
    minZoom,
    rotateByGesture: false,
  });
}

export function clearFocus(): void {
  moveToFocus.cancel();
  closeOverlap();
  if (!focused.peek()) return;
  focused.value = null;
  focusPanelHidden.value = false;
  const port = mapPort.peek();
  if (!port) return;
  if (saved) port.camera.setConstraints(saved);
  saved = null;
}
