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

export type LabelLook = { kind: 'halo' } | { kind: 'disc' | 'tag'; fill: string };

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
const LEADER_RINGS_MM = [1.8, 3.5, 5.5, 8, 11, 14.5];
/** Directions tried at each distance, in degrees anticlockwise from east (the page's y runs down). */
const DIRECTIONS = [0, 180, 90, 270, 45, 135, 315, 225, 22.5, 157.5, 337.5, 202.5, 67.5, 112.5, 292.5, 247.5];
const MIN_DISC_MM = 4.2;

interface Item extends Rect {
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

const item = (r: Rect, grow = 0) => ({
  ...r,
  minX: r.x - grow,
  minY: r.y - grow,
  maxX: r.x + r.width + grow,
  maxY: r.y + r.height + grow,
});

/** The label's box for its text: a halo around the lines, a disc wide enough for them, or a filled tag. */
export function labelSize(text: LaidText, look: LabelLook = { kind: 'halo' }): { width: number; height: number } {
  if (look.kind === 'disc') {
    const d = Math.max(MIN_DISC_MM, text.width + 1.1, text.height + 0.6);
    return { width: d, height: d };
  }
  const pad = look.kind === 'tag' ? { x: 0.7, y: 0.3 } : { x: 0.45, y: 0.2 };
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
      const near: Pt[] = [
        ...(spec.centred ? [centreOf(spec.anchor)] : []),
        ...(spec.centres ?? []),
        ...besideCentres(spec.anchor, w, h, spec.prefer ?? 'sides'),
      ];
      for (const candidates of [near, ...LEADER_RINGS_MM.map((r) => ringCentres(spec.anchor, w, h, r))]) {
        for (const c of candidates) {
          const placed = this.tryAt(spec, text, c, w, h);
          if (placed) return placed;
        }
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
    const centred = spec.centred === true && rectGap(rect, spec.anchor) === 0;
    if (this.labels.collides(item(rect, LABEL_GAP_MM))) return null;
    if (this.leaders.search(item(rect, LABEL_GAP_MM)).some((l) => segmentMeetsRect(l.a, l.b, grow(rect)))) return null;
    const hitsObject = this.obstacles
      .search(item(rect, LABEL_GAP_MM))
      // A marker sits on its own point: the point is what it marks, not something it covers.
      .some((o) => !(centred && ownedBy(o.obstacle, spec)) && rectMeetsConvex(grow(rect), o.obstacle.shape));
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
    return !this.labels.search(item(rectOfSegment(a, b))).some((r) => segmentMeetsRect(a, b, r));
  }
}

/** Whether the obstacle is the drawing of what the label names. */
const ownedBy = (o: Obstacle, spec: LabelSpec) => spec.owner !== undefined && o.owner === spec.owner;

const grow = (r: Rect, by = LABEL_GAP_MM): Rect => ({
  x: r.x - by,
  y: r.y - by,
  width: r.width + 2 * by,
  height: r.height + 2 * by,
});

function rectOfSegment(a: Pt, b: Pt): Rect {
  const x = Math.min(a[0], b[0]),
    y = Math.min(a[1], b[1]);
  return { x, y, width: Math.abs(a[0] - b[0]), height: Math.abs(a[1] - b[1]) };
}
