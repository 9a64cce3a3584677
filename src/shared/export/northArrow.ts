/**
 * The north arrow. Captures are always taken at bearing 0 (north up), so the arrow points straight
 * up: a split arrowhead (one half filled) under an 'N'.
 */
import { INK, WHITE, polygon, text, type Primitive } from './primitives';

export const NORTH_ARROW_MM = { width: 7, height: 12.5 } as const;

/** The arrow centred on `cx`, its 'N' at the top of the box starting at `top`. */
export function northArrowPrimitives(cx: number, top: number): Primitive[] {
  const half = NORTH_ARROW_MM.width / 2 - 0.5;
  const tip = top + 4.3;
  const base = top + NORTH_ARROW_MM.height;
  const notch = base - 2.4;
  return [
    text(cx, top + 3.2, 'N', { sizePt: 9, bold: true, align: 'center' }),
    polygon(
      [
        [cx, tip],
        [cx - half, base],
        [cx, notch],
      ],
      { fill: INK, stroke: INK, lineWidth: 0.2 },
    ),
    polygon(
      [
        [cx, tip],
        [cx, notch],
        [cx + half, base],
      ],
      { fill: WHITE, stroke: INK, lineWidth: 0.2 },
    ),
  ];
}
