/**
 * The default mode: click selects an object or a drawn shape, Shift-click adds or takes out, a drag
 * on a selected item moves the whole selection and a drag of the turn handle turns it (each one undo
 * step), a Shift- or Alt-drag on empty map
 * selects by box, Escape clears. A lone selected shape is left to terra-draw's select mode, which
 * owns its vertex handles.
 */
import { localPlane } from '../../../shared/geometry/metres';
import { FEET_TO_METRES } from '../../../shared/geometry/units';
import type { LngLat } from '../../../shared/objects/placed';
import { plan, selection } from '../../store/plan';
import { rotateHandle } from '../../../shared/edit/selection';
import { mapView } from '../../store/map';
import {
  clearSelection,
  gestureKey,
  moveSelectionBy,
  rotateSelection,
  selectOnly,
  toggleSelected,
} from '../edit/editController';
import { BoxSelect } from './boxSelect';
import { clearHover, setHovered } from './hover';
import { shapeAt } from './shapeHit';
import { IDLE, type InteractionMode, type ModeMap, type PointerInput } from './types';

/** Pixels the pointer may travel before a press becomes a drag. */
const DRAG_THRESHOLD_PX = 3;
/** How near the turn handle a press must land. */
const HANDLE_PX = 8;

type Item = { kind: 'object' | 'shape'; id: string };
type Press = { item: Item; x: number; y: number; at: LngLat; wasSelected: boolean; shift: boolean };

function itemAt(e: PointerInput, map: ModeMap): Item | null {
  const objectId = map.objectAt(e.x, e.y);
  if (objectId) return { kind: 'object', id: objectId };
  const shapeId = shapeAt(plan.peek().shapes, e.x, e.y, map);
  return shapeId ? { kind: 'shape', id: shapeId } : null;
}

function isSelected(item: Item): boolean {
  const s = selection.peek();
  return (item.kind === 'object' ? s.objects : s.shapes).includes(item.id);
}

function loneShape(item: Item): boolean {
  const s = selection.peek();
  return item.kind === 'shape' && s.objects.length === 0 && s.shapes.length === 1 && s.shapes[0] === item.id;
}

function screenAngle(centre: { x: number; y: number }, e: { x: number; y: number }): number {
  return (Math.atan2(e.y - centre.y, e.x - centre.x) * 180) / Math.PI;
}

function onHandle(e: PointerInput, map: ModeMap): boolean {
  const h = rotateHandle(plan.peek(), selection.peek(), mapView.peek().bearing);
  const at = h && map.project(h.handle.lng, h.handle.lat);
  return !!at && Math.hypot(at.x - e.x, at.y - e.y) <= HANDLE_PX;
}

export function createSelectMode(): InteractionMode {
  const box = new BoxSelect();
  let press: Press | null = null;
  let drag: { key: string; last: LngLat } | null = null;
  /** A handle drag: the angle it started at and the whole degrees applied so far. */
  let turn: {
    key: string;
    centre: LngLat;
    centrePx: { x: number; y: number };
    startDeg: number;
    applied: number;
  } | null = null;

  /** A press on the selection's turn handle starts turning it about its centre. */
  const startTurn = (e: PointerInput, map: ModeMap): boolean => {
    const h = rotateHandle(plan.peek(), selection.peek(), mapView.peek().bearing);
    const at = h && map.project(h.handle.lng, h.handle.lat);
    const centrePx = h && map.project(h.centre.lng, h.centre.lat);
    if (!h || !at || !centrePx || Math.hypot(at.x - e.x, at.y - e.y) > HANDLE_PX) return false;
    turn = { key: gestureKey('turn'), centre: h.centre, centrePx, startDeg: screenAngle(centrePx, e), applied: 0 };
    map.setDragPan(false);
    return true;
  };

  const finish = (map: ModeMap) => {
    press = null;
    drag = null;
    map.setDragPan(true);
  };

  return {
    ...IDLE,
    name: 'select',
    // A press, drag, turn or box half done ends where it is (a move already made stays, one undo step).
    cleanUp(map) {
      box.cancel(map);
      turn = null;
      finish(map);
      clearHover();
    },
    click(e, map) {
      // Selection happened on the press; a click on an item or the turn handle only keeps the map from using it.
      if (itemAt(e, map) || onHandle(e, map)) return true;
      if (!e.shiftKey && !e.altKey) clearSelection();
      return false;
    },
    down(e, map) {
      if (startTurn(e, map)) return;
      const item = itemAt(e, map);
      if (!item) {
        if (e.shiftKey || e.altKey) box.begin(e, map);
        return;
      }
      // terra-draw drags a lone selected shape and its vertices itself.
      if (loneShape(item)) return;
      const wasSelected = isSelected(item);
      if (e.shiftKey) toggleSelected(item.kind, item.id);
      else if (!wasSelected) selectOnly(item.kind, item.id);
      if (!isSelected(item) || loneShape(item)) return;
      press = { item, x: e.x, y: e.y, at: { lng: e.lng, lat: e.lat }, wasSelected, shift: e.shiftKey };
      map.setDragPan(false);
    },
    move(e, map): void {
      if (box.active) return box.move(e);
      if (turn) {
        // Screen angles grow clockwise (y points down), as the plan's turns do. Whole degrees; Shift snaps to 15°.
        const raw = ((screenAngle(turn.centrePx, e) - turn.startDeg + 540) % 360) - 180;
        const step = e.shiftKey ? 15 : 1;
        const total = Math.round(raw / step) * step;
        if (total !== turn.applied) {
          rotateSelection(total - turn.applied, turn.key, turn.centre);
          turn.applied = total;
        }
        return;
      }
      if (press && !drag && Math.hypot(e.x - press.x, e.y - press.y) > DRAG_THRESHOLD_PX)
        drag = { key: gestureKey('drag'), last: press.at };
      if (drag) {
        const [eastFt, northFt] = localPlane(drag.last.lng, drag.last.lat, FEET_TO_METRES).toXY(e.lng, e.lat);
        moveSelectionBy(eastFt, northFt, drag.key);
        drag.last = { lng: e.lng, lat: e.lat };
        return;
      }
      if (press) return;
      const objectId = map.objectAt(e.x, e.y);
      setHovered(objectId);
      if (objectId) map.setCursor('move');
      else if (onHandle(e, map)) map.setCursor('grab');
    },
    up(e, map): void {
      if (box.active) return box.end(e, map);
      if (turn) {
        turn = null;
        map.setDragPan(true);
        return;
      }
      // A click on a member of a larger selection narrows the selection to it, as design tools do.
      if (press && !drag && press.wasSelected && !press.shift) selectOnly(press.item.kind, press.item.id);
      if (press || drag) finish(map);
    },
    cancel() {
      return clearSelection();
    },
  };
}
