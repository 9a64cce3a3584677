/** What a click or double-click on the map means: the active mode's first, then popups and permit areas. */
import type { SearchHit } from '../../../shared/geography/search';
import { FOCUS } from '../../../shared/geography/constants';
import { focused, overlap, overlapShapes } from '../../store/focus';
import { geographyType } from '../../store/geography';
import { mapPort } from '../../store/map';
import type { InfraHit } from '../../map/port';
import type { MapPointerEvent } from '../../map/pointerEvent';
import type { HitQuery } from '../../../shared/layers/raster/hitTest';
import { ifEngineStopped } from '../../../shared/async/engine';
import { geographyEngine, layersEngine } from '../engines/engines';
import { closeOverlap, focusArea } from '../focus/focusController';
import { modeTakesDblClick, routeClick } from '../modes/activeMode';

/** Areas are hidden while one is focused, and intersections are never focused by a click. */
function areaClicksActive(): boolean {
  return focused.peek() === null && geographyType.peek() !== 'intersections';
}

/** A click on an infrastructure feature opens its popup; the worker reads the feature's fields. */
async function openFeaturePopup(e: MapPointerEvent): Promise<boolean> {
  const port = mapPort.peek();
  const hit = await port?.queries.infrastructureFeatureAt(e.x, e.y);
  if (!port || !hit) return false;
  const popup = await layersEngine().describe(hit.tilesKey, hit.featureId);
  if (popup) port.popups.show(e.lng, e.lat, popup);
  return true;
}

/** The layers worker's hit test over rastered layers (the port asks it; it never holds features). */
export function hitTestRaster(tilesKeys: string[], query: HitQuery): Promise<InfraHit | null> {
  return layersEngine().hitTest(tilesKeys, query).catch(ifEngineStopped(null));
}

/**
 * A click or double-click whose engine stopped before it answered is dropped: the page says which
 * engine stopped and restarts it, and the next click is answered by the new worker.
 */
export function handleMapClick(e: MapPointerEvent): Promise<void> {
  return clickOnMap(e).catch(ifEngineStopped(undefined));
}

/**
 * A double-click while a mode that takes clicks is active (drawing, placing, a layout, the zone
 * creator's nodes) is that mode's two clicks, the last of which may finish a line: true, so the map
 * does not zoom under the user's next clicks. Otherwise it may focus the area under it.
 */
export function handleMapDblClick(e: MapPointerEvent): boolean {
  if (modeTakesDblClick()) return true;
  void dblClickOnMap(e).catch(ifEngineStopped(undefined));
  return false;
}

async function clickOnMap(e: MapPointerEvent): Promise<void> {
  // The active mode (drawing, placing, layout, zone nodes, selecting) has the click first.
  if (!mapPort.peek() || routeClick(e)) return;
  if (await openFeaturePopup(e)) return;
  if (!areaClicksActive()) return;
  const mode = geographyType.peek();
  const hits = await geographyEngine().hitTest(mode, e.lng, e.lat);
  if (mode !== geographyType.peek() || !areaClicksActive()) return;
  if (hits.length === 0) {
    closeOverlap();
    return;
  }
  if (hits.length === 1) return focusArea(hits[0]!.idx, { canonical: false });
  overlap.value = { areas: hits, selected: 0 };
  if (mode === 'parks') {
    const shapes = await geographyEngine().geometries(
      mode,
      hits.map((h) => h.idx),
    );
    if (overlap.peek()?.areas === hits) overlapShapes.value = shapes;
  }
}

async function dblClickOnMap(e: MapPointerEvent): Promise<void> {
  if (!areaClicksActive()) return;
  const mode = geographyType.peek();
  const hits = await geographyEngine().hitTest(mode, e.lng, e.lat);
  if (hits[0] && mode === geographyType.peek()) await focusArea(hits[0].idx, { canonical: false });
}

export function chooseOverlap(idx: number): Promise<void> {
  return focusArea(idx, { canonical: geographyType.peek() === 'parks' }).catch(ifEngineStopped(undefined));
}

/** A search result focuses its area; an intersection (a point) only pans the map to it. */
export function selectSearchHit(hit: SearchHit): Promise<void> {
  return goToSearchHit(hit).catch(ifEngineStopped(undefined));
}

async function goToSearchHit(hit: SearchHit): Promise<void> {
  const mode = geographyType.peek();
  if (!hit.isPoint) return focusArea(hit.idx, { canonical: false });
  const target = await geographyEngine().focusTarget(mode, hit.idx, { canonical: false });
  if (target?.point) mapPort.peek()?.camera.panTo(target.point[0], target.point[1], FOCUS.searchPanMs);
}
