/**
 * A detail sheet's key plan, where the overview has its locator: the whole site plan's frame small,
 * with the focused area and this detail's window in red, so a reader knows which part is enlarged.
 * Drawn from vectors (the detail sheets have no captured images).
 */
import { polygonsOf, type AreaGeometry } from '../../geography/geometry';
import { AREA_STYLE } from '../../geography/constants';
import { project, unproject } from '../../geography/mercator';
import { frameProjection } from '../frameProjection';
import { SITE_RED } from '../locator';
import type { RectMm } from '../pageLayout';
import { INK, RULE, WHITE, polygon, rect, type Point, type Primitive } from '../primitives';
import type { GeoFrame } from '../request';

/** The overview's frame fitted into `box`, centred, with a little room around it (top-down Mercator). */
function keyFrame(overview: GeoFrame, box: RectMm): GeoFrame {
  const [x0, y0] = project(overview.west, overview.south);
  const [x1, y1] = project(overview.east, overview.north);
  const k = Math.max((x1 - x0) / (box.width * 0.92), (y1 - y0) / (box.height * 0.92));
  const cx = (x0 + x1) / 2,
    cy = (y0 + y1) / 2;
  const [west, south] = unproject(cx - (box.width / 2) * k, cy - (box.height / 2) * k);
  const [east, north] = unproject(cx + (box.width / 2) * k, cy + (box.height / 2) * k);
  return { west, south, east, north };
}

function frameRing(f: GeoFrame, toMm: (lng: number, lat: number) => Point): Point[] {
  return [toMm(f.west, f.north), toMm(f.east, f.north), toMm(f.east, f.south), toMm(f.west, f.south)];
}

export function keyPlanPrimitives(box: RectMm, overview: GeoFrame, detail: GeoFrame, area: AreaGeometry): Primitive[] {
  const proj = frameProjection(keyFrame(overview, box), box);
  const out: Primitive[] = [rect(box.x, box.y, box.width, box.height, { fill: WHITE })];
  const rings = polygonsOf(area).flatMap((p) => p.map((ring) => ring.map(([lng, lat]) => proj.toMm(lng, lat))));
  if (rings.length > 0)
    out.push({
      kind: 'mapPath',
      rings,
      closed: true,
      fill: AREA_STYLE.focusColor,
      stroke: AREA_STYLE.focusColor,
      lineWidth: 0.25,
      opacity: 0.35,
    });
  const toMm = (lng: number, lat: number) => proj.toMm(lng, lat);
  out.push(polygon(frameRing(overview, toMm), { stroke: RULE, lineWidth: 0.2 }));
  out.push(polygon(frameRing(detail, toMm), { stroke: SITE_RED, lineWidth: 0.35, fill: SITE_RED, opacity: 0.25 }));
  out.push(rect(box.x, box.y, box.width, box.height, { stroke: INK, lineWidth: 0.2 }));
  return out;
}
