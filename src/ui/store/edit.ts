/** Editing state beside the plan: where the pointer is, the box being dragged, and the layout tool. */
import { signal } from '@preact/signals-react';
import type { ObjectTypeId } from '../../shared/objects/catalogue';
import type { LngLat } from '../../shared/objects/placed';

/** The pointer over the map (paste lands here; placement and layout previews follow it). */
export const pointer = signal<LngLat | null>(null);
/**
 * The same pointer on screen (CSS px in the map), set with `pointer`: the move the app has last handled.
 * `.map-area[data-pointer]` shows it, so browser tests know a move was handled before reading its effect.
 */
export const pointerPx = signal<{ x: number; y: number } | null>(null);

/** The first corner of a two-click object (a stage) while its second click is awaited. */
export const placementCorner = signal<LngLat | null>(null);

/** The selection box being dragged, in screen pixels (shown as an outline over the map). */
export interface ScreenBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
export const selectionBox = signal<ScreenBox | null>(null);

/** 'Fill Area' (rows in a rectangle) or 'Along Line' (a run at a spacing), for one object type. */
export interface LayoutTool {
  kind: 'fill' | 'line';
  typeId: ObjectTypeId;
  /** Feet: between neighbours in a row, between rows, the aisle after every `perSection` items, and a line's spacing. */
  gapFt: number;
  rowGapFt: number;
  aisleFt: number;
  perSection: number;
  spacingFt: number;
  /** The first corner (fill) or the points clicked so far (line). */
  points: LngLat[];
  /** 'Along Line': the clicked end of a run waiting for the user's word, its count shown before it is placed. */
  end?: LngLat;
}
export const layoutTool = signal<LayoutTool | null>(null);
/**
 * The object the Layout tools lay out: the Layout panel's own choice, or the object last picked in
 * Event Objects (the user who picks Barricade, then 'Along Line', means barricades).
 */
export const layoutObject = signal<ObjectTypeId>('chair');
