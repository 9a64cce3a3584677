/**
 * Keeps the map's object features in step with the plan, and turns pointer input into placement
 * previews, selection, hover and drags. Features are rebuilt when the plan or selection changes, or
 * when a zoom change switches some object between icon and to-scale drawing — not on every frame.
 */
import { effect } from '@preact/signals-react';
import { objectType } from '../../shared/objects/catalogue';
import { createPlacedObject, stageFromCorners } from '../../shared/objects/placed';
import { isDrawnToScale, objectFeatures } from '../map/objectFeatures';
import type { MapPointerEvent } from '../map/MapAdapter';
import { mapAdapter, mapReady, mapView } from '../store/map';
import { hoveredObjectId, placement, plan, selectedObjectId } from '../store/plan';
import { drawTool } from '../store/draw';
import { awaitingSecondCorner, moveObject } from './planController';

let drag: { id: string; key: string } | null = null;
let drags = 0;
let previewFrame = 0;
let hoverTimer: ReturnType<typeof setTimeout> | undefined;

export function startObjectSync(): () => void {
  let last: { objects: unknown; selected: unknown; scaled: string; adapter: unknown } | null = null;
  const stopObjects = effect(() => {
    const objects = plan.value.objects;
    const selected = selectedObjectId.value;
    const zoom = mapView.value.zoom;
    const adapter = mapAdapter.value;
    if (!adapter || !mapReady.value) return;
    const scaled = objects.map((o) => (isDrawnToScale(o, zoom) ? '1' : '0')).join('');
    if (last && last.objects === objects && last.selected === selected && last.scaled === scaled && last.adapter === adapter) return;
    last = { objects, selected, scaled, adapter };
    adapter.setObjects(objectFeatures(objects, { zoom, selectedId: selected }), objects.map((o) => o.type));
  });
  const stopPreview = effect(() => {
    if (!placement.value) mapAdapter.peek()?.setPlacementPreview(null);
  });
  return () => {
    stopObjects();
    stopPreview();
  };
}

function showPreview(e: MapPointerEvent): void {
  const mode = placement.peek();
  const type = mode ? objectType(mode.typeId) : undefined;
  const adapter = mapAdapter.peek();
  if (!mode || !type || !adapter) return;
  cancelAnimationFrame(previewFrame);
  previewFrame = requestAnimationFrame(() => {
    const corner = awaitingSecondCorner();
    const at = { lng: e.lng, lat: e.lat };
    const stage = type.sizedByTwoClicks && corner ? stageFromCorners(corner, at, mode.rotationDeg) : null;
    const preview = createPlacedObject(type, stage?.position ?? at, {
      id: 'preview', now: new Date(0), flipped: mode.flipped, rotationDeg: mode.rotationDeg, ...(stage ? { sizeFt: stage.sizeFt } : {}),
    });
    adapter.setPlacementPreview(objectFeatures([preview], { zoom: mapView.peek().zoom, selectedId: null }), [type.id]);
  });
}

function setHovered(id: string | null): void {
  clearTimeout(hoverTimer);
  if (id) hoveredObjectId.value = id;
  // A short grace, so the pointer can travel from the object to its Edit and Remove buttons.
  else hoverTimer = setTimeout(() => (hoveredObjectId.value = null), 600);
}

export function keepHover(id: string): void {
  clearTimeout(hoverTimer);
  hoveredObjectId.value = id;
}

export function handlePointer(kind: 'move' | 'down' | 'up', e: MapPointerEvent & { objectId: string | null }): void {
  const adapter = mapAdapter.peek();
  if (drawTool.peek()) return;
  if (placement.peek()) {
    if (kind === 'move') showPreview(e);
    return;
  }
  if (kind === 'down' && e.objectId) {
    drag = { id: e.objectId, key: `drag-${++drags}` };
    selectedObjectId.value = e.objectId;
    adapter?.setDragPan(false);
    return;
  }
  if (kind === 'move' && drag) {
    moveObject(drag.id, { lng: e.lng, lat: e.lat }, drag.key);
    return;
  }
  if (kind === 'up' && drag) {
    drag = null;
    adapter?.setDragPan(true);
    return;
  }
  if (kind === 'move') {
    setHovered(e.objectId);
    if (e.objectId) adapter?.setCursor('move');
  }
}
