/** Drawing: the active tool, the control's readiness, the selected shape and the labels toggle. */
import { computed, signal } from '@preact/signals-react';
import { selection } from './plan';
import type { DimensionUnits } from '../../shared/geometry/measure';
import type { DrawTool } from '../map/drawControl';

export const drawTool = signal<DrawTool | null>(null);
/** 'initializing' until terra-draw runs on the map; 'failed' offers Retry. */
export const drawStatus = signal<'initializing' | 'ready' | 'failed'>('initializing');
/** The one selected shape, when the selection is a single shape: terra-draw edits its vertices. */
export const selectedShapeId = computed(() => {
  const s = selection.value;
  return s.shapes.length === 1 && s.objects.length === 0 ? s.shapes[0]! : null;
});
export const showShapeLabels = signal(true);
/** Export Options' units (m or ft, default m): lines show their length and polygons their area in them. */
export const dimensionUnits = signal<DimensionUnits>('m');
