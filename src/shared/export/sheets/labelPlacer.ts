/**
 * Label placement on a plan sheet, as a drafter places them: every label in priority order (object
 * numbers and names, then dimensions, then the infrastructure markers), each at the first free
 * position among candidates around what it labels: beside it, then further out with a leader line
 * back to it. A position is free when it stays inside the map frame, clear of every label and leader
 * already placed and of every object's drawing (the obstacles, its own included); a leader crosses no label. A label with no
 * free position is not drawn: the caller reports it (the schedule says which left the map).
 */
import RBush from 'rbush';
import { exitPoint, rectMeetsConvex, segmentMeetsRect, type Pt, type Rect } from '../../geometry/convex';
import { layText, type LaidText, type TextLine } from './mapText';

/** Something drawn that no label may cover: a convex outline on the page (mm) and its bounds. */
export interface Obstacle {
  shape: readonly Pt[];
  rect: Rect;
  /** Whose drawing it is: a label with this owner may start its leader on it (and a marker sit on it). */
  owner?: string;
}

export type LabelLook = { kind: 'halo' } | { kind: 'tag'; fill: string };

export interface LabelSpec {
  /** Names the label in the placement's report (an object id, 'edge:3', a marker's number). */
  key: string;
  /** Lower goes first. */
  priority: number;
  /** The label's text, in alternative layouts tried in turn (one line, then two). */
  variants: TextLine[][];
  /** The box of what it labels: the label goes beside it and never over it. */
  anchor: Rect;
  /** The obstacle it labels (see Obstacle.owner). */
  owner?: string;
  look?: LabelLook;
  /** It may sit centred on its anchor (a marker on its feature, a length on its edge). */
  centred?: boolean;
  /** Centres tried before those around the anchor (an edge length just off either side of its edge). */
  centres?: Pt[];
  /** Which positions beside the anchor come first: its corners (numbers) or its sides (names, sizes). */
  prefer?: 'corners' | 'sides';
  /** The anchor's dot in this colour when the label moves off it (a marker's feature). */
  dot?: string;
}

export interface PlacedLabel {
  spec: LabelSpec;
  rect: Rect;
  text: LaidText;
  /** From the anchor to the label, when it sits away from what it labels. */
  leader: [Pt, Pt] | null;
}

export interface Placement {
  placed: PlacedLabel[];
  unplaced: LabelSpec[];
}

/** Labels and leaders stay this far apart; labels this far from drawn objects. */
export const LABEL_GAP_MM = 0.3;
const BESIDE_GAP_MM = 0.4;
/** Beyond this distance from its anchor a label gets a leader. */
const LEADER_FROM_MM = 1.2;
/** Distances from the anchor's edge tried with a leader. */
const LEADER_RINGS_MM = [1.8, 2.6, 3.5, 4.5, 5.5, 7, 8.5, 10, 12, 14.5];
/** Directions tried at each distance, in degrees anticlockwise from east (the page's y runs down). */
const DIRECTIONS = [
  0, 180, 90, 270, 45, 135, 315, 225, 22.5, 157.5, 337.5, 202.5, 67.5, 112.5, 292.5, 247.5, 11.25, 168.75, 348.75,
  191.25, 33.75, 146.25, 326.25, 213.75, 56.25, 123.75, 303.75, 236.25, 78.75, 101.25, 281.25, 258.75,
];

/** A box as the trees hold it (rbush's bounds). */
interface Item {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}
interface ObstacleItem extends Item {
  obstacle: Obstacle;
}
interface LeaderItem extends Item {
  a: Pt;
  b: Pt;
}

/** `r` grown by `grow` on every side, as a tree's box (made for every candidate: kept small). */
const item = (r: Rect, grow = 0): Item => ({
  minX: r.x - grow,
  minY: r.y - grow,
  maxX: r.x + r.width + grow,
  maxY: r.y + r.height + grow,
});
const rectOfItem = (i: Item): Rect => ({ x: i.minX, y: i.minY, width: i.maxX - i.minX, height: i.maxY - i.minY });

/** The label's box for its text: a halo around the lines, or a filled tag. */
export function labelSize(text: LaidText, look: LabelLook = { kind: 'halo' }): { width: number; height: number } {
  const pad = look.kind === 'tag' ? { x: 0.5, y: 0.25 } : { x: 0.45, y: 0.2 };
  return { width: text.width + 2 * pad.x, height: text.height + 2 * pad.y };
}

const centreOf = (r: Rect): Pt => [r.x + r.width / 2, r.y + r.height / 2];

function rectGap(a: Rect, b: Rect): number {
  const dx = Math.max(0, a.x - (b.x + b.width), b.x - (a.x + a.width));
  const dy = Math.max(0, a.y - (b.y + b.height), b.y - (a.y + a.height));
  return Math.hypot(dx, dy);
}

/** Centres beside the anchor, touching it: corners first for numbers, sides first for names and sizes. */
function besideCentres(a: Rect, w: number, h: number, prefer: 'corners' | 'sides'): Pt[] {
  const g = BESIDE_GAP_MM;
  const [cx, cy] = centreOf(a);
  const right = a.x + a.width + g + w / 2,
    left = a.x - g - w / 2,
    above = a.y - g - h / 2,
    below = a.y + a.height + g + h / 2;
  const sides: Pt[] = [
    [cx, below],
    [cx, above],
    [right, cy],
    [left, cy],
  ];
  const corners: Pt[] = [
    [right, above],
    [left, above],
    [right, below],
    [left, below],
  ];
  return prefer === 'corners' ? [...corners, ...sides] : [...sides, ...corners];
}

/** Centres further out in every direction: the label's near edge `ring` mm from the anchor's edge. */
function ringCentres(a: Rect, w: number, h: number, ring: number): Pt[] {
  const [cx, cy] = centreOf(a);
  return DIRECTIONS.map((deg) => {
    const t = (deg * Math.PI) / 180;
    const dx = Math.cos(t),
      dy = -Math.sin(t);
    const reach = (hw: number, hh: number) =>
      Math.min(dx === 0 ? Infinity : hw / Math.abs(dx), dy === 0 ? Infinity : hh / Math.abs(dy));
    const d = reach(a.width / 2, a.height / 2) + ring + reach(w / 2, h / 2);
    return [cx + dx * d, cy + dy * d];
  });
}

/** Where a w × h label may go, best first: on its anchor (when it may), beside it, then ring by ring further out. */
function* candidates(spec: LabelSpec, w: number, h: number): Generator<Pt> {
  if (spec.centred) yield centreOf(spec.anchor);
  yield* spec.centres ?? [];
  yield* besideCentres(spec.anchor, w, h, spec.prefer ?? 'sides');
  for (const ring of LEADER_RINGS_MM) yield* ringCentres(spec.anchor, w, h, ring);
}

export class LabelPlacer {
  private readonly labels = new RBush<Item>();
  private readonly leaders = new RBush<LeaderItem>();
  private readonly obstacles = new RBush<ObstacleItem>();

  constructor(
    private readonly bounds: Rect,
    obstacles: readonly Obstacle[],
  ) {
    this.obstacles.load(obstacles.map((o) => ({ ...item(o.rect), obstacle: o })));
  }

  /** Every spec in priority order (stable within a priority). */
  placeAll(specs: readonly LabelSpec[]): Placement {
    const order = specs.map((s, i) => ({ s, i })).sort((a, b) => a.s.priority - b.s.priority || a.i - b.i);
    const placed: PlacedLabel[] = [];
    const unplaced: LabelSpec[] = [];
    for (const { s } of order) {
      const p = this.place(s);
      if (p) placed.push(p);
      else unplaced.push(s);
    }
    return { placed, unplaced };
  }

  /** Marks an area as taken (a note box) before labels are placed. */
  block(r: Rect): void {
    this.labels.insert(item(r));
  }

  place(spec: LabelSpec): PlacedLabel | null {
    for (const lines of spec.variants) {
      const text = layText(lines);
      const { width: w, height: h } = labelSize(text, spec.look);
      for (const c of candidates(spec, w, h)) {
        const placed = this.tryAt(spec, text, c, w, h);
        if (placed) return placed;
      }
    }
    return null;
  }

  private tryAt(spec: LabelSpec, text: LaidText, [cx, cy]: Pt, w: number, h: number): PlacedLabel | null {
    const b = this.bounds;
    if (w > b.width || h > b.height) return null;
    // Kept inside the frame: a label near its edge slides in rather than being cut off.
    const x = Math.min(Math.max(cx - w / 2, b.x), b.x + b.width - w);
    const y = Math.min(Math.max(cy - h / 2, b.y), b.y + b.height - h);
    const rect = { x, y, width: w, height: h };
    const near = item(rect, LABEL_GAP_MM);
    if (this.labels.collides(near)) return null;
    const grown = rectOfItem(near);
    if (this.leaders.search(near).some((l) => segmentMeetsRect(l.a, l.b, grown))) return null;
    const centred = spec.centred === true && rectGap(rect, spec.anchor) === 0;
    const hitsObject = this.obstacles
      .search(near)
      // A marker sits on its own point: the point is what it marks, not something it covers.
      .some((o) => !(centred && ownedBy(o.obstacle, spec)) && rectMeetsConvex(grown, o.obstacle.shape));
    if (hitsObject) return null;
    let leader: [Pt, Pt] | null = null;
    if (!centred && rectGap(rect, spec.anchor) > LEADER_FROM_MM) {
      const from = exitPoint(spec.anchor, centreOf(rect));
      const to = exitPoint(rect, centreOf(spec.anchor));
      if (!this.leaderIsClear(from, to)) return null;
      leader = [from, to];
      this.leaders.insert({ ...item(rectOfSegment(from, to)), a: from, b: to });
    }
    this.labels.insert(item(rect));
    return { spec, rect, text, leader };
  }

  /**
   * A leader may cross drawn objects (a thin line, as a drafter's leaders cross hatching: how else to
   * number a chair under a tent), never another label.
   */
  private leaderIsClear(a: Pt, b: Pt): boolean {
    return !this.labels.search(item(rectOfSegment(a, b))).some((r) => segmentMeetsRect(a, b, rectOfItem(r)));
  }
}

/** Whether the obstacle is the drawing of what the label names. */
const ownedBy = (o: Obstacle, spec: LabelSpec) => spec.owner !== undefined && o.owner === spec.owner;

function rectOfSegment(a: Pt, b: Pt): Rect {
  const x = Math.min(a[0], b[0]),
    y = Math.min(a[1], b[1]);
  return { x, y, width: Math.abs(a[0] - b[0]), height: Math.abs(a[1] - b[1]) };
}
