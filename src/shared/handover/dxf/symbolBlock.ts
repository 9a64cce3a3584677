/**
 * An object type's symbol as a DXF block: the app's own pictogram (the icon the map and the packet
 * draw, read from the same SVG) as polylines, curves flattened, in a unit square centred on the
 * block's origin with y up. An insert scaled by the object's shorter side draws it as the packet does
 * once objects are to scale; the icon's coloured tile is left out, the footprint outlines the object.
 */
import { parseIconSvg, type PathCommand } from '../../export/vector/svgIcon';
import { objectIconSvg } from '../../objects/icons';
import type { DxfEntity, XY } from './dxfWriter';

/** Straight pieces per Bézier: smooth at the size a symbol is drawn (a few feet). */
const CURVE_STEPS = 8;

function cubic(p0: XY, p1: XY, p2: XY, p3: XY, t: number): XY {
  const u = 1 - t;
  const a = u * u * u,
    b = 3 * u * u * t,
    c = 3 * u * t * t,
    d = t * t * t;
  return [a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]];
}

/** Each subpath as a polyline; closed when it ends with Z. */
export function flatten(commands: readonly PathCommand[]): { points: XY[]; closed: boolean }[] {
  const out: { points: XY[]; closed: boolean }[] = [];
  let current: XY[] = [];
  const finish = (closed: boolean) => {
    if (current.length >= 2) out.push({ points: current, closed });
    current = [];
  };
  for (const c of commands) {
    if (c[0] === 'M') {
      finish(false);
      current = [[c[1], c[2]]];
    } else if (c[0] === 'L') current.push([c[1], c[2]]);
    else if (c[0] === 'C') {
      const start = current[current.length - 1] ?? [c[5], c[6]];
      for (let i = 1; i <= CURVE_STEPS; i++)
        current.push(cubic(start, [c[1], c[2]], [c[3], c[4]], [c[5], c[6]], i / CURVE_STEPS));
    } else {
      const first = current[0];
      const last = current[current.length - 1];
      // A closing point equal to the first is implied by the closed flag.
      if (first && last && current.length > 2 && first[0] === last[0] && first[1] === last[1]) current.pop();
      const start = current[0];
      finish(true);
      if (start) current = [start];
    }
  }
  finish(false);
  return out;
}

/** The type's pictogram on layer 0, one drawing unit across (the icon's side). */
export function symbolBlockEntities(typeId: string, colour: string): DxfEntity[] {
  const drawing = parseIconSvg(objectIconSvg(typeId, colour));
  const s = drawing.size;
  const toBlock = ([x, y]: XY): XY => [(x - s / 2) / s, (s / 2 - y) / s];
  // The first part is the icon's coloured tile.
  return drawing.parts.slice(1).flatMap((part) =>
    flatten(part.commands).map((p): DxfEntity => ({
      kind: 'polyline',
      layer: '0',
      points: p.points.map(toBlock),
      closed: p.closed,
    })),
  );
}
