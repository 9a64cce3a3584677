/**
 * What the light layer draws, in screen pixels: the editing overlay's features (placed objects, the
 * placement preview, nudge badges, the selection, the hovered area) turned into marks with the same
 * sizes, colours and order as the map style drew them. Pure: the projection comes in as a function,
 * so the sizes and hit areas are tested in Node.
 */
import { placedIconPx } from '../../../shared/objects/catalogue';

export type Projector = (lng: number, lat: number) => { x: number; y: number };
export type ScreenPoint = [number, number];

export interface ViewState {
  zoom: number;
  bearing: number;
}

/** One placed object (or preview object): its footprint polygon and its icon. */
export interface ObjectMark {
  id: string;
  ring: ScreenPoint[];
  color: string;
  fillOpacity: number;
  selected: boolean;
  opacity: number;
  /** The icon's centre, side in CSS px, clockwise screen angle in degrees, and image id. */
  icon: { x: number; y: number; sizePx: number; angleDeg: number; imageId: string } | null;
  label: string;
}

export interface BadgeMark {
  x: number;
  y: number;
  radius: number;
  color: string;
  /** Written beside the dot: an exit's number and width ('E1 6 ft'). */
  label?: string;
}

export interface LineMark {
  points: ScreenPoint[];
  color: string;
  width: number;
  dash: number[];
}

export interface HandleMark {
  x: number;
  y: number;
  radius: number;
  fill: string;
}

export interface HoverMark {
  rings: ScreenPoint[][];
  points: ScreenPoint[];
}

export interface Marks {
  hover: HoverMark;
  objects: ObjectMark[];
  preview: ObjectMark[];
  lines: LineMark[];
  badges: BadgeMark[];
  selectionLines: LineMark[];
  handles: HandleMark[];
}

/** The editing overlay's collections, as the app derives them (see app/edit/editOverlay.ts). */
export interface LightOverlay {
  objects: GeoJSON.FeatureCollection;
  preview: GeoJSON.FeatureCollection;
  selection: GeoJSON.FeatureCollection;
  badges: GeoJSON.FeatureCollection;
  /** The permit area or intersection under the pointer (drawn as a hover highlight). */
  hover: GeoJSON.FeatureCollection;
}

export const SELECTED_COLOR = '#1d4ed8';
const BADGE_COLORS: Record<string, string> = { blocker: '#dc2626', warning: '#f59e0b' };
const INFO_BADGE_COLOR = '#3b82f6';
/** The egress check's exits: green, as exit signs are. */
export const EXIT_COLOR = '#047857';
/** The egress check's longest walk: purple, apart from the drawn shapes' blue. */
export const WALK_COLOR = '#7e22ce';
/** Badges sit up and to the right of their subject, as the style's circle-translate put them. */
export const BADGE_OFFSET: ScreenPoint = [14, -14];
/** A reviewer's comment (issue 42): its own colour, apart from the nudges' severities. */
const REVIEW_COLOR = '#9333ea';
/** Object icons are registered as 24 px units (see map/objectFeatures.ts). */
const ICON_UNIT_PX = 24;
const PREVIEW_OPACITY = 0.6;

type Props = Record<string, unknown>;
const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);
const num = (v: unknown, fallback = 0): number => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

/**
 * What the light layer keeps between draws at one camera (a new camera, a new cache): each object
 * feature's screen position, and the object and badge marks last made from a collection. A plan of 1,300 objects
 * that gains one projects one object, and an overlay whose objects did not change (the preview moved,
 * a badge came) hands back the same marks, which the layer then does not paint again.
 */
export interface MarkCache {
  rings: WeakMap<GeoJSON.Feature, ScreenPoint[]>;
  points: WeakMap<GeoJSON.Feature, ScreenPoint>;
  objects: { from: GeoJSON.FeatureCollection; marks: ObjectMark[] } | null;
  /** The badges and lines last made (a plan's nudges can be many: one or more an object). */
  badges: { from: GeoJSON.FeatureCollection; marks: ReturnType<typeof badgeMarks> } | null;
}

export function newMarkCache(): MarkCache {
  return { rings: new WeakMap(), points: new WeakMap(), objects: null, badges: null };
}

function ringOf(coords: GeoJSON.Position[], project: Projector): ScreenPoint[] {
  return coords.map(([lng, lat]) => {
    const p = project(lng!, lat!);
    return [p.x, p.y];
  });
}

/**
 * An icon's side on screen: the spec's scale of its base size, or, drawn to scale, the footprint's
 * shorter side (fitPxZ0 doubles with each zoom level).
 */
export function iconSidePx(props: Props, zoom: number): number {
  if (props.scaled === true) return num(props.fitPxZ0) * 2 ** zoom;
  return placedIconPx(zoom, num(props.base, 1) * ICON_UNIT_PX);
}

/** Objects come as a footprint polygon and an icon point per object, both carrying the object's id. */
function objectMarks(
  collection: GeoJSON.FeatureCollection,
  view: ViewState,
  project: Projector,
  opacity: number,
  cache?: MarkCache,
) {
  const byId = new Map<string, ObjectMark>();
  const order: ObjectMark[] = [];
  const markFor = (props: Props): ObjectMark => {
    const id = str(props.id);
    let mark = byId.get(id);
    if (!mark) {
      mark = {
        id,
        ring: [],
        color: str(props.color, '#475569'),
        fillOpacity: 0,
        selected: props.selected === true,
        opacity,
        icon: null,
        label: str(props.label),
      };
      byId.set(id, mark);
      order.push(mark);
    }
    return mark;
  };
  for (const f of collection.features) {
    const props = f.properties ?? {};
    const mark = markFor(props);
    if (f.geometry.type === 'Polygon') {
      let ring = cache?.rings.get(f);
      if (!ring) {
        ring = ringOf(f.geometry.coordinates[0] ?? [], project);
        cache?.rings.set(f, ring);
      }
      mark.ring = ring;
      mark.color = str(props.color, mark.color);
      mark.fillOpacity = (props.scaled === true ? 0.45 : 0.2) * opacity;
    } else if (f.geometry.type === 'Point') {
      let at = cache?.points.get(f);
      if (!at) {
        at = pointOf(f.geometry.coordinates, project);
        cache?.points.set(f, at);
      }
      const [x, y] = at;
      mark.icon = {
        x,
        y,
        sizePx: iconSidePx(props, view.zoom),
        angleDeg: num(props.rotationDeg) - view.bearing,
        imageId: str(props.image),
      };
    }
  }
  return order;
}

function pointOf([lng, lat]: GeoJSON.Position, project: Projector): ScreenPoint {
  const p = project(lng!, lat!);
  return [p.x, p.y];
}

function badgeMarks(collection: GeoJSON.FeatureCollection, project: Projector) {
  const badges: BadgeMark[] = [];
  const lines: LineMark[] = [];
  for (const f of collection.features) {
    const props = f.properties ?? {};
    const review = props.review === true;
    if (review && f.geometry.type === 'LineString') {
      // What the reviewer drew: a solid outline or stroke, thicker for the comment shown from the panel.
      const width = props.highlighted === true ? 4 : 2;
      lines.push({ points: ringOf(f.geometry.coordinates, project), color: REVIEW_COLOR, width, dash: [] });
    } else if (review && f.geometry.type === 'Point') {
      // The pin sits on the point itself: it is where the reviewer pointed, not a badge beside an object.
      const [lng, lat] = f.geometry.coordinates;
      const p = project(lng!, lat!);
      badges.push({ x: p.x, y: p.y, radius: props.highlighted === true ? 11 : 7, color: REVIEW_COLOR });
    } else if (f.geometry.type === 'LineString') {
      // The emergency lane's narrowest point: a red dashed line across the street; the egress check's
      // longest walk to an exit: a purple dashed path (drawn shapes are blue).
      const walk = props.id === 'egress:walk';
      lines.push({
        points: ringOf(f.geometry.coordinates, project),
        color: walk ? WALK_COLOR : '#dc2626',
        width: walk ? 3 : 5,
        dash: [7.5, 5],
      });
    } else if (f.geometry.type === 'Point') {
      const [lng, lat] = f.geometry.coordinates;
      const p = project(lng!, lat!);
      // An exit of the egress check: a dot on the exit itself, with its number and width beside it.
      if (typeof props.exit === 'string') {
        badges.push({ x: p.x, y: p.y, radius: 7, color: EXIT_COLOR, label: str(props.label, props.exit) });
        continue;
      }
      badges.push({
        x: p.x + BADGE_OFFSET[0],
        y: p.y + BADGE_OFFSET[1],
        radius: props.highlighted === true ? 11 : 6,
        color: BADGE_COLORS[str(props.severity)] ?? INFO_BADGE_COLOR,
      });
    }
  }
  return { badges, lines };
}

function selectionMarks(collection: GeoJSON.FeatureCollection, project: Projector) {
  const lines: LineMark[] = [];
  const handles: HandleMark[] = [];
  for (const f of collection.features) {
    const props = f.properties ?? {};
    const g = f.geometry;
    if (g.type === 'Point') {
      const p = project(g.coordinates[0]!, g.coordinates[1]!);
      const turn = props.handle === 'rotate';
      handles.push({ x: p.x, y: p.y, radius: turn ? 6 : 4, fill: turn ? SELECTED_COLOR : '#ffffff' });
    } else if (g.type === 'LineString') {
      lines.push({ points: ringOf(g.coordinates, project), color: SELECTED_COLOR, width: 2, dash: [4, 3] });
    } else if (g.type === 'Polygon') {
      for (const ring of g.coordinates)
        lines.push({ points: ringOf(ring, project), color: SELECTED_COLOR, width: 2, dash: [4, 3] });
    }
  }
  return { lines, handles };
}

function hoverMarks(collection: GeoJSON.FeatureCollection, project: Projector): HoverMark {
  const rings: ScreenPoint[][] = [];
  const points: ScreenPoint[] = [];
  for (const f of collection.features) {
    const g = f.geometry;
    if (g.type === 'Polygon') for (const ring of g.coordinates) rings.push(ringOf(ring, project));
    else if (g.type === 'MultiPolygon')
      for (const poly of g.coordinates) for (const ring of poly) rings.push(ringOf(ring, project));
    else if (g.type === 'Point') {
      const p = project(g.coordinates[0]!, g.coordinates[1]!);
      points.push([p.x, p.y]);
    }
  }
  return { rings, points };
}

/** `cache`: what was made at this same camera before (see MarkCache); it is brought up to date. */
export function screenMarks(overlay: LightOverlay, view: ViewState, project: Projector, cache?: MarkCache): Marks {
  const badges = cache?.badges?.from === overlay.badges ? cache.badges.marks : badgeMarks(overlay.badges, project);
  if (cache) cache.badges = { from: overlay.badges, marks: badges };
  const selection = selectionMarks(overlay.selection, project);
  const objects =
    cache?.objects?.from === overlay.objects
      ? cache.objects.marks
      : objectMarks(overlay.objects, view, project, 1, cache);
  if (cache) cache.objects = { from: overlay.objects, marks: objects };
  return {
    hover: hoverMarks(overlay.hover, project),
    objects,
    preview: objectMarks(overlay.preview, view, project, PREVIEW_OPACITY),
    lines: badges.lines,
    badges: badges.badges,
    selectionLines: selection.lines,
    handles: selection.handles,
  };
}
