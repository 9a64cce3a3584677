/**
 * Drawing tools: terra-draw runs on the map once it is ready; a finished shape becomes a plan
 * operation (so undo covers it), and the drawing follows the plan. Labels and measurements are our
 * own map layer, in the units chosen in Export Options.
 */
import { effect } from '@preact/signals-react';
import { isListableShape, measureText, shapeAnchor } from '../../shared/geometry/measure';
import { removeShapeOp, type Shape } from '../../shared/objects/placed';
import type { DrawControl, DrawTool } from '../map/drawControl';
import { dimensionUnits, drawStatus, drawTool, selectedShapeId, showShapeLabels } from '../store/draw';
import { mapAdapter, mapReady } from '../store/map';
import { plan } from '../store/plan';
import { cancelPlacement, commit } from './planController';

let control: DrawControl | null = null;

function start(): void {
  const adapter = mapAdapter.peek();
  if (!adapter || control) return;
  try {
    control = adapter.startDrawing((shape) => {
      commit({ kind: 'shapeAdd', shape });
      selectedShapeId.value = shape.id;
    });
    drawStatus.value = control ? 'ready' : 'initializing';
    control?.sync(plan.peek().shapes);
  } catch {
    control = null;
    drawStatus.value = 'failed';
  }
}

export function retryDrawing(): void {
  drawStatus.value = 'initializing';
  start();
}

/** Choosing the active tool again returns to none; a tool ends object placement. */
export function chooseTool(tool: DrawTool): void {
  if (drawStatus.peek() !== 'ready') return;
  drawTool.value = drawTool.peek() === tool ? null : tool;
  if (drawTool.peek()) cancelPlacement();
}

export function cancelDrawing(): void {
  drawTool.value = null;
}

export function renameShape(id: string, label: string): void {
  const shape = plan.peek().shapes.find((s) => s.id === id);
  if (shape && shape.properties.label !== label) commit({ kind: 'shapeLabel', id, from: shape.properties.label, to: label });
}

export function deleteShape(id: string): void {
  const op = removeShapeOp(plan.peek(), id);
  if (op) commit(op);
  if (selectedShapeId.peek() === id) selectedShapeId.value = null;
}

function labelFeatures(shapes: readonly Shape[]): GeoJSON.FeatureCollection {
  const units = dimensionUnits.value;
  const features: GeoJSON.Feature[] = [];
  for (const s of shapes) {
    if (!isListableShape(s.geometry)) continue;
    const text = [s.properties.label.trim(), measureText(s.geometry, units)].filter(Boolean).join('\n');
    if (text) features.push({ type: 'Feature', properties: { id: s.id, text }, geometry: { type: 'Point', coordinates: shapeAnchor(s.geometry) } });
  }
  return { type: 'FeatureCollection', features };
}

export function startDrawing(): () => void {
  const stops = [
    effect(() => {
      if (mapReady.value && mapAdapter.value) start();
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
    effect(() => {
      const shapes = plan.value.shapes;
      mapAdapter.value?.setShapeLabels(showShapeLabels.value ? labelFeatures(shapes) : null);
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
