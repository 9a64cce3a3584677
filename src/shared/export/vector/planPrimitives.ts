/**
 * The organizer's drawing on a plan sheet besides the objects (sheets/objectMarks.ts draws those, and
 * sheets/mapLabels.ts places every label): the drawn shapes in blue, as the live map draws them, and
 * the focused area's outline on top. A detail sheet, drawn without the captured basemap, also tints
 * the area as the capture does.
 */
import { AREA_STYLE } from '../../geography/constants';
import type { AreaGeometry } from '../../geography/geometry';
import type { Shape } from '../../objects/placed';
import type { Point, Primitive } from '../primitives';
import { MM_PER_CSS_PX, type PageFrame } from './pageFrame';

const SHAPE_BLUE = '#2563eb';

function shapePrimitives(s: Shape, f: PageFrame): Primitive[] {
  const g = s.geometry;
  const px = MM_PER_CSS_PX;
  if (g.type === 'Point') {
    const [x, y] = f.at(g.coordinates[0], g.coordinates[1]);
    return [{ kind: 'circle', cx: x, cy: y, r: 5 * px, fill: SHAPE_BLUE, stroke: '#ffffff', lineWidth: 1.5 * px }];
  }
  if (g.type === 'LineString') {
    return [
      {
        kind: 'mapPath',
        rings: [g.coordinates.map(([lng, lat]) => f.at(lng, lat))],
        closed: false,
        stroke: SHAPE_BLUE,
        lineWidth: 2.5 * px,
      },
    ];
  }
  const rings = g.coordinates.map((ring) => ring.map(([lng, lat]) => f.at(lng, lat)));
  return [
    { kind: 'mapPath', rings, closed: true, fill: SHAPE_BLUE, opacity: 0.18 },
    { kind: 'mapPath', rings, closed: true, stroke: SHAPE_BLUE, lineWidth: 2.5 * px },
  ];
}

function outlineRings(area: AreaGeometry, f: PageFrame): Point[][] {
  // A point area (an intersection) has no outline to draw.
  const polygons = area.type === 'Polygon' ? [area.coordinates] : area.type === 'MultiPolygon' ? area.coordinates : [];
  return polygons.flatMap((polygon) => polygon.map((ring) => ring.map(([lng, lat]) => f.at(lng, lat))));
}

/** The area filled as the capture tints the focused area (a detail sheet has no capture under it). */
export function areaTint(area: AreaGeometry, f: PageFrame): Primitive[] {
  const rings = outlineRings(area, f);
  return rings.length === 0
    ? []
    : [{ kind: 'mapPath', rings, closed: true, fill: AREA_STYLE.focusColor, opacity: AREA_STYLE.fillOpacity / 2 }];
}

/** The drawn shapes, then the focus outline over everything, as on screen. */
export function planPrimitives(plan: { shapes: readonly Shape[]; area: AreaGeometry }, f: PageFrame): Primitive[] {
  return [
    ...plan.shapes.flatMap((s) => shapePrimitives(s, f)),
    {
      kind: 'mapPath',
      rings: outlineRings(plan.area, f),
      closed: true,
      stroke: AREA_STYLE.focusColor,
      lineWidth: 3 * MM_PER_CSS_PX,
    },
  ];
}
