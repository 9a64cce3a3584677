/**
 * Box select, a behaviour of the select mode: a drag with Shift (or Alt) from empty map selects every
 * object whose position and every shape with a vertex inside the box; Shift adds to the selection.
 */
import type { Selection } from '../../../shared/edit/selection';
import { bboxContainsPoint } from '../../../shared/geometry/bbox';
import { plan, selection } from '../../store/plan';
import { selectionBox } from '../../store/edit';
import { dragBox, shapesInBox } from './shapeHit';
import type { ModeMap, PointerInput } from './types';

export class BoxSelect {
  private start: { x: number; y: number; base: Selection; add: boolean } | null = null;

  get active(): boolean {
    return this.start !== null;
  }

  begin(e: PointerInput, map: ModeMap): void {
    this.start = { x: e.x, y: e.y, base: selection.peek(), add: e.shiftKey };
    map.setDragPan(false);
    map.setCursor('crosshair');
  }

  move(e: PointerInput): void {
    if (this.start) selectionBox.value = { x0: this.start.x, y0: this.start.y, x1: e.x, y1: e.y };
  }

  end(e: PointerInput, map: ModeMap): void {
    const start = this.start;
    this.start = null;
    selectionBox.value = null;
    map.setDragPan(true);
    if (!start || (Math.abs(e.x - start.x) < 3 && Math.abs(e.y - start.y) < 3)) return;
    const box = { x0: start.x, y0: start.y, x1: e.x, y1: e.y };
    const found = boxContents(box, map);
    selection.value = start.add
      ? {
          objects: [...new Set([...start.base.objects, ...found.objects])],
          shapes: [...new Set([...start.base.shapes, ...found.shapes])],
        }
      : found;
  }

  cancel(map: ModeMap): boolean {
    if (!this.start) return false;
    this.start = null;
    selectionBox.value = null;
    map.setDragPan(true);
    return true;
  }
}

export function boxContents(
  box: { x0: number; y0: number; x1: number; y1: number },
  map: Pick<ModeMap, 'project'>,
): Selection {
  const bounds = dragBox(box);
  const { objects, shapes } = plan.peek();
  const ids = objects
    .filter((o) => {
      const p = map.project(o.position.lng, o.position.lat);
      return !!p && bboxContainsPoint(bounds, p.x, p.y);
    })
    .map((o) => o.id);
  return { objects: ids, shapes: shapesInBox(shapes, box, map) };
}
