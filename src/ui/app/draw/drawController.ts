/**
 * Drawing tools: terra-draw runs on the map once it is ready and there is something to draw on (a
 * focused area) or to show (the plan's shapes); it is loaded then, not with the app. A finished
 * shape becomes a plan operation (so undo covers it), and the drawing follows the plan. Labels and
 * measurements are our own map layer, in the units chosen in Export Options.
 */
import { computed, effect } from '@preact/signals-react';
import { supersession } from '../../../shared/async/latest';
import { sleep } from '../../../shared/async/sleep';
import { removeShapeOp } from '../../../shared/objects/placed';
import { withPlanHoles } from '../../../shared/objects/shapeHoles';
import type { DrawCallbacks, DrawControl, DrawTool } from '../../map/drawControl';
import { drawStatus, drawTool, selectedShapeId } from '../../store/draw';
import { layoutTool } from '../../store/edit';
import { focused } from '../../store/focus';
import { mapPort, mapReady } from '../../store/map';
import { plan, selection } from '../../store/plan';
import { commit } from '../plan/planController';
import { cancelPlacement } from '../edit/placement';

let control: DrawControl | null = null;
/** terra-draw is being loaded and started: one start at a time. */
let starting = false;
/** The style was mid-update (a source being set) and terra-draw could not start yet: tried again after this. */
const START_RETRY_MS = 100;
/** Drawing's life in the app: startDrawing's stop ends it. */
const drawingLife = supersession();

/** Until an area is focused (or a plan brings shapes), a visitor needs no drawing tools. */
const drawingWanted = computed(() => focused.value !== null || plan.value.shapes.length > 0);

async function start(): Promise<void> {
  if (!mapPort.peek() || control || starting) return;
  starting = true;
  try {
    const callbacks: DrawCallbacks = {
      onFinished: (shape) => {
        commit({ kind: 'shapeAdd', shape });
        selection.value = { objects: [], shapes: [shape.id] };
      },
      onEdited: (id, to) => {
        const shape = plan.peek().shapes.find((s) => s.id === id);
        if (shape) commit({ kind: 'shapeEdit', id, from: shape.geometry, to: withPlanHoles(to, shape.geometry) });
      },
    };
    // Until terra-draw runs on the map (the one there now, should the map be mounted again meanwhile).
    const { signal } = drawingLife.current();
    for (
      let port = mapPort.peek();
      port && !signal.aborted && !(control = await port.startDrawing(callbacks));
      port = mapPort.peek()
    )
      await sleep(START_RETRY_MS);
    drawStatus.value = control ? 'ready' : 'initializing';
    control?.sync(plan.peek().shapes);
  } catch {
    control = null;
    drawStatus.value = 'failed';
  } finally {
    starting = false;
  }
}

export function retryDrawing(): void {
  drawStatus.value = 'initializing';
  void start();
}

/** Choosing the active tool again returns to none; a tool ends object placement. */
export function chooseTool(tool: DrawTool): void {
  if (drawStatus.peek() !== 'ready') return;
  drawTool.value = drawTool.peek() === tool ? null : tool;
  if (drawTool.peek()) {
    cancelPlacement();
    layoutTool.value = null;
  }
}

export function cancelDrawing(): void {
  drawTool.value = null;
}

export function renameShape(id: string, label: string): void {
  const shape = plan.peek().shapes.find((s) => s.id === id);
  if (shape && shape.properties.label !== label)
    commit({ kind: 'shapeLabel', id, from: shape.properties.label, to: label });
}

export function deleteShape(id: string): void {
  const op = removeShapeOp(plan.peek(), id);
  if (op) commit(op);
  const s = selection.peek();
  if (s.shapes.includes(id)) selection.value = { ...s, shapes: s.shapes.filter((x) => x !== id) };
}

export function startDrawing(): () => void {
  drawingLife.next();
  const stops = [
    effect(() => {
      if (mapReady.value && mapPort.value && drawingWanted.value) void start();
    }),
    // Signals are read before the control is tested, so the effects subscribe even before it exists.
    effect(() => {
      const tool = drawTool.value;
      if (drawStatus.value === 'ready') control?.setTool(tool);
    }),
    effect(() => {
      const shapes = plan.value.shapes;
      if (drawStatus.value === 'ready') control?.sync(shapes);
    }),
    // A lone selected shape gets terra-draw's vertex handles (its select mode).
    effect(() => {
      const id = selectedShapeId.value;
      if (drawStatus.value === 'ready') control?.editShape(id);
    }),
  ];
  return () => {
    // A start still trying gives up.
    drawingLife.next();
    stops.forEach((stop) => stop());
  };
}
