/**
 * Which placed object is under a screen point, from the marks the light layer draws: the topmost one
 * whose icon (a square turned with the object) or footprint is within `slopPx` of the point.
 */
import { pointInRing, polylineDistance } from '../../../shared/geometry/planar';
import type { ObjectMark, ScreenPoint } from './screenMarks';

/** The icon's square on screen, turned by its angle about its centre. */
export function iconSquare(icon: NonNullable<ObjectMark['icon']>): ScreenPoint[] {
  const h = icon.sizePx / 2;
  const a = (icon.angleDeg * Math.PI) / 180;
  const cos = Math.cos(a),
    sin = Math.sin(a);
  return [
    [-h, -h],
    [h, -h],
    [h, h],
    [-h, h],
    [-h, -h],
  ].map(([dx, dy]) => [icon.x + dx! * cos - dy! * sin, icon.y + dx! * sin + dy! * cos]);
}

const within = (ring: readonly ScreenPoint[], x: number, y: number, slopPx: number) =>
  ring.length > 2 && (pointInRing(x, y, ring) || polylineDistance(x, y, ring) <= slopPx);

/** Every footprint is drawn first, then every icon, each in list order: the last icon hit is on top. */
export function objectIdAt(marks: readonly ObjectMark[], x: number, y: number, slopPx = 2): string | null {
  for (let i = marks.length - 1; i >= 0; i--) {
    const icon = marks[i]!.icon;
    if (icon && within(iconSquare(icon), x, y, slopPx)) return marks[i]!.id;
  }
  for (let i = marks.length - 1; i >= 0; i--) if (within(marks[i]!.ring, x, y, slopPx)) return marks[i]!.id;
  return null;
}
