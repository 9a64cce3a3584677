/** Drawing: the active tool, the control's readiness, the selected shape and the labels toggle. */
import { signal } from '@preact/signals-react';
import type { DimensionUnits } from '../../shared/geometry/measure';
import type { DrawTool } from '../map/drawControl';

export const drawTool = signal<DrawTool | null>(null);
/** 'initializing' until terra-draw runs on the map; 'failed' offers Retry. */
export const drawStatus = signal<'initializing' | 'ready' | 'failed'>('initializing');
export const selectedShapeId = signal<string | null>(null);
export const showShapeLabels = signal(true);
/** Export Options' units (m or ft, default m): lines show their length and polygons their area in them. */
export const dimensionUnits = signal<DimensionUnits>('m');
