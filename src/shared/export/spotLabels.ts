/**
 * The spot numbers on the map page: each placed object inside the frame gets its number (see
 * spotNumbers.ts) in a small white tag at a corner of what is drawn for it, the first corner that
 * does not cover another object's tag. In a tight block every corner may be taken; the number is then
 * still printed at the first corner, because every object must carry its number.
 */
import type { PlacedObject } from '../objects/placed';
import { captureZoom, objectHalfHeightMm } from './dimensionLabels';
import type { FrameProjection } from './frameProjection';
import { boxesOverlap, labelPrimitives, labelSize, type Box } from './labels';
import type { Point, Primitive } from './primitives';
import type { GeoFrame } from './request';
import { spots } from './spotNumbers';

export const SPOT_PT = 4.5;

export function spotNumberPrimitives(
  objects: readonly PlacedObject[],
  frame: GeoFrame,
  proj: FrameProjection,
): Primitive[] {
  const zoom = captureZoom(frame, proj);
  const placed: Box[] = [];
  const out: Primitive[] = [];
  for (const { number, object } of spots(objects)) {
    const at = proj.toMm(object.position.lng, object.position.lat);
    if (!proj.contains(at)) continue;
    const value = String(number);
    const { width, height } = labelSize(value, SPOT_PT);
    const half = objectHalfHeightMm(object, proj, zoom) * 0.8;
    const dx = half + width / 2;
    const dy = half + height / 2;
    const corners: Point[] = [
      [at[0] + dx, at[1] - dy],
      [at[0] - dx, at[1] - dy],
      [at[0] + dx, at[1] + dy],
      [at[0] - dx, at[1] + dy],
    ];
    const boxAt = ([cx, cy]: Point): Box => ({ x: cx - width / 2, y: cy - height / 2, width, height });
    const free = corners.find((c) => !placed.some((p) => boxesOverlap(p, boxAt(c), 0.1)));
    const centre = free ?? corners[0]!;
    placed.push(boxAt(centre));
    out.push(...labelPrimitives(value, centre, SPOT_PT));
  }
  return out;
}
