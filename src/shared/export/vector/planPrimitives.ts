/**
 * The organizer's own content on the map page, drawn as the live map draws it: each placed object's
 * footprint (stronger once it is drawn to scale) with its icon (the spec's size, or filling the
 * footprint's shorter side once that is larger), turned and mirrored as placed; the drawn shapes in
 * blue with their labels; and the focused area's outline on top, as on screen.
 */
import { AREA_STYLE } from '../../geography/constants';
import type { AreaGeometry } from '../../geography/geometry';
import { FEET_TO_METRES } from '../../geometry/units';
import { isListableShape, measureText, shapeAnchor } from '../../geometry/measure';
import { placedIconPx } from '../../objects/catalogue';
import { footprintOf, iconBasePx, type PlacedObject, type Shape } from '../../objects/placed';
import { footprint } from '../../nudges/footprint';
import type { DimensionUnits } from '../../plan/schema';
import { text, type Point, type Primitive } from '../primitives';
import { MM_PER_CSS_PX, type PageFrame } from './pageFrame';
import { objectSymbolId } from './symbols';

const SHAPE_BLUE = '#2563eb';
const LABEL_COLOUR = '#7c2d12';
/** The map's 12 px label text in points. */
const LABEL_PT = 12 * 0.75;

function objectPrimitives(o: PlacedObject, f: PageFrame): Primitive[] {
  const size = footprintOf(o);
  const rotationDeg = o.properties.rotationDeg;
  const colour = o.properties.color;
  const ring = footprint({ position: o.position, footprintFt: size, rotationDeg }).ring.map(([lng, lat]) =>
    f.at(lng, lat),
  );
  const mmPerFt = f.mmPerMetre(o.position.lat) * FEET_TO_METRES;
  const iconMm = placedIconPx(f.zoom, iconBasePx(o)) * MM_PER_CSS_PX;
  // Drawn to scale once its real footprint is larger on paper than the spec's icon (the live map's rule).
  const scaled = Math.max(size.width, size.depth) * mmPerFt >= iconMm;
  const [cx, cy] = f.at(o.position.lng, o.position.lat);
  const out: Primitive[] = [
    { kind: 'mapPath', rings: [ring], closed: true, fill: colour, opacity: scaled ? 0.45 : 0.2 },
    { kind: 'mapPath', rings: [ring], closed: true, stroke: colour, lineWidth: 1.2 * MM_PER_CSS_PX },
    {
      kind: 'symbol',
      symbol: objectSymbolId(o.type, colour),
      cx,
      cy,
      size: scaled ? Math.min(size.width, size.depth) * mmPerFt : iconMm,
      rotationDeg,
      flipped: o.properties.flipped,
      opacity: 1,
    },
  ];
  return out;
}

/** A renamed object's label under it: the plan's names are the packet's names. */
function objectLabel(o: PlacedObject, f: PageFrame): Primitive[] {
  const label = o.properties.label.trim();
  if (!label || label === o.name || label === o.properties.name) return [];
  const [cx, cy] = f.at(o.position.lng, o.position.lat);
  const halfMm =
    (Math.max(footprintOf(o).width, footprintOf(o).depth) * FEET_TO_METRES * f.mmPerMetre(o.position.lat)) / 2;
  return [text(cx, cy + Math.max(halfMm, 2.5) + 2.2, label, { sizePt: 6, color: LABEL_COLOUR, align: 'center' })];
}

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

/** The label and measure under a shape's anchor, one line each (the map's shape labels). */
function shapeLabel(s: Shape, f: PageFrame, units: DimensionUnits): Primitive[] {
  if (!isListableShape(s.geometry)) return [];
  const lines = [s.properties.label.trim(), measureText(s.geometry, units)].filter(Boolean);
  const [lng, lat] = shapeAnchor(s.geometry);
  const [x, y] = f.at(lng, lat);
  const lineMm = LABEL_PT * 0.3528 * 1.2;
  return lines.map((line, i) =>
    text(x, y + lineMm * (i + 1.2), line, { sizePt: LABEL_PT, color: LABEL_COLOUR, align: 'center' }),
  );
}

function outlineRings(area: AreaGeometry, f: PageFrame): Point[][] {
  // A point area (an intersection) has no outline to draw.
  const polygons = area.type === 'Polygon' ? [area.coordinates] : area.type === 'MultiPolygon' ? area.coordinates : [];
  return polygons.flatMap((polygon) => polygon.map((ring) => ring.map(([lng, lat]) => f.at(lng, lat))));
}

export interface PlanDrawing {
  objects: readonly PlacedObject[];
  shapes: readonly Shape[];
  area: AreaGeometry;
  /** Whether shape labels are shown (the designer's toggle), and in which units measures print. */
  shapeLabels: boolean;
  units: DimensionUnits;
}

/** Bottom first, as on screen: objects, the shapes over them, labels, the focus outline last. */
export function planPrimitives(plan: PlanDrawing, f: PageFrame): Primitive[] {
  return [
    ...plan.objects.flatMap((o) => objectPrimitives(o, f)),
    ...plan.shapes.flatMap((s) => shapePrimitives(s, f)),
    ...plan.objects.flatMap((o) => objectLabel(o, f)),
    ...(plan.shapeLabels ? plan.shapes.flatMap((s) => shapeLabel(s, f, plan.units)) : []),
    {
      kind: 'mapPath',
      rings: outlineRings(plan.area, f),
      closed: true,
      stroke: AREA_STYLE.focusColor,
      lineWidth: 3 * MM_PER_CSS_PX,
    },
  ];
}
