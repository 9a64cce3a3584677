/**
 * What the 'Permits and deadlines' panel does: 'Zoom to' eases the map to the first object that called
 * for a permit (the stage that needs the Buildings permit) and selects what triggered it.
 */
import type { RequiredPermit } from '../../../shared/precheck/permitCheck';
import { mapPort } from '../../store/map';
import { plan, selection } from '../../store/plan';
import { ZOOM_TO_NUDGE_MS } from './nudgeController';

/** The zoom a permit's objects are shown at: close enough to read them. */
const PERMIT_ZOOM = 19;

export function permitHasObjects(p: RequiredPermit): boolean {
  const ids = new Set(p.objectIds);
  return plan.value.objects.some((o) => ids.has(o.id));
}

export function zoomToPermit(p: RequiredPermit): void {
  const ids = new Set(p.objectIds);
  const objects = plan.peek().objects.filter((o) => ids.has(o.id));
  const first = objects[0];
  const port = mapPort.peek();
  if (!first || !port) return;
  const zoom = Math.max(port.camera.getView()?.zoom ?? 0, PERMIT_ZOOM);
  port.camera.easeTo(first.position, zoom, ZOOM_TO_NUDGE_MS);
  selection.value = { objects: objects.map((o) => o.id), shapes: [] };
}
