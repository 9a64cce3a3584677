/**
 * Small labels on the map: text in a white box (the halo that keeps it legible over imagery),
 * placed at the first candidate position that stays inside the frame and clear of the labels
 * already placed. A label with no free position is left out rather than drawn over another.
 */
import type { RectMm } from './pageLayout';
import { RULE, WHITE, baselineFor, rect, text, type Point, type Primitive } from './primitives';
import { CAP_HEIGHT_EM, PT_TO_MM, textWidthMm } from './text';

export const LABEL_PT = 6;
const PAD_X = 0.7;
const PAD_Y = 0.55;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function labelSize(value: string, sizePt = LABEL_PT): { width: number; height: number } {
  return { width: textWidthMm(value, sizePt) + 2 * PAD_X, height: CAP_HEIGHT_EM * sizePt * PT_TO_MM + 2 * PAD_Y };
}

export function boxesOverlap(a: Box, b: Box, gap = 0.3): boolean {
  return (
    a.x < b.x + b.width + gap && b.x < a.x + a.width + gap && a.y < b.y + b.height + gap && b.y < a.y + a.height + gap
  );
}

/** A label's box and text centred on `c`. */
export function labelPrimitives(value: string, c: Point, sizePt = LABEL_PT): Primitive[] {
  const { width, height } = labelSize(value, sizePt);
  return [
    rect(c[0] - width / 2, c[1] - height / 2, width, height, { fill: WHITE, stroke: RULE, lineWidth: 0.1 }),
    text(c[0], baselineFor(c[1], sizePt), value, { sizePt, align: 'center' }),
  ];
}

export class LabelPlacer {
  readonly placed: Box[] = [];

  constructor(private readonly bounds: RectMm) {}

  /**
   * Places `value` centred on the first candidate that is free, moved inside the bounds if it
   * sticks out; returns the primitives, or null when every candidate collides.
   */
  place(value: string, candidates: readonly Point[]): Primitive[] | null {
    const { width, height } = labelSize(value);
    const b = this.bounds;
    for (const [cx, cy] of candidates) {
      const x = Math.min(Math.max(cx - width / 2, b.x + 0.5), b.x + b.width - 0.5 - width);
      const y = Math.min(Math.max(cy - height / 2, b.y + 0.5), b.y + b.height - 0.5 - height);
      const box = { x, y, width, height };
      if (this.placed.some((p) => boxesOverlap(p, box))) continue;
      this.placed.push(box);
      return labelPrimitives(value, [x + width / 2, y + height / 2]);
    }
    return null;
  }
}
