/**
 * The locator: a small map of the city with a red marker at the site (the centre of the focused
 * area's bounds) and, when it is big enough to see, the outline of what the main map shows.
 */
import { positionsOf, type AreaGeometry } from '../geography/geometry';
import { bboxOf } from '../geometry/bbox';
import { frameProjection } from './frameProjection';
import type { RectMm } from './pageLayout';
import { INK, WHITE, circle, polygon, rect, type Primitive } from './primitives';
import type { GeoFrame } from './request';

export const SITE_RED = '#dc2626';
const MIN_EXTENT_MM = 2.5;

export function siteCentre(area: AreaGeometry): [number, number] {
  const [w, s, e, n] = bboxOf(positionsOf(area));
  return [(w + e) / 2, (s + n) / 2];
}

export function locatorPrimitives(
  box: RectMm,
  locatorFrame: GeoFrame,
  mapFrame: GeoFrame,
  area: AreaGeometry,
): Primitive[] {
  const proj = frameProjection(locatorFrame, box);
  const out: Primitive[] = [
    { kind: 'image', image: 'locator', x: box.x, y: box.y, width: box.width, height: box.height },
  ];
  const [x0, y0] = proj.toMm(mapFrame.west, mapFrame.north);
  const [x1, y1] = proj.toMm(mapFrame.east, mapFrame.south);
  if (x1 - x0 >= MIN_EXTENT_MM && y1 - y0 >= MIN_EXTENT_MM && proj.contains([x0, y0]) && proj.contains([x1, y1])) {
    out.push(
      polygon(
        [
          [x0, y0],
          [x1, y0],
          [x1, y1],
          [x0, y1],
        ],
        { stroke: SITE_RED, lineWidth: 0.3 },
      ),
    );
  }
  const [lng, lat] = siteCentre(area);
  const [cx, cy] = proj.toMm(lng, lat);
  // A site just outside the locator's view is still shown, pinned to the edge it lies beyond.
  const r = 1.3;
  const x = Math.min(Math.max(cx, box.x + r), box.x + box.width - r);
  const y = Math.min(Math.max(cy, box.y + r), box.y + box.height - r);
  out.push(circle(x, y, r, { fill: SITE_RED, stroke: WHITE, lineWidth: 0.35 }));
  out.push(rect(box.x, box.y, box.width, box.height, { stroke: INK, lineWidth: 0.2 }));
  return out;
}
