/**
 * The egress check over a plan: `computeEgress` (pure) and `EgressEngine`, which keeps each object's
 * plane figure and the enclosure between calls, so moving a chair does not find the ring again and
 * moving a barricade measures only its own rectangle afresh. Every figure is recomputed from those in
 * a few milliseconds for a plan of hundreds of barricades and a thousand chairs (see
 * tests/bench/egress/timing.ts).
 */
import { polygonsOf, type AreaGeometry } from '../geography/geometry';
import { RULE_NUMBERS } from '../nudges/numbers';
import { seatsOf } from '../precheck/seats';
import { findEnclosure, isEnclosureSide } from './enclosure';
import { exitsOf, isExit, type PlacedExit } from './exits';
import { egressFindings } from './findings';
import { isObstacle, objectsInside, occupantLoad, type Placed } from './occupantLoad';
import { feetPlane, planeRect, type FeetPlane } from './plane';
import {
  clearanceMinutes,
  crowdManagers,
  distribution,
  exitsRequired,
  fireGuards,
  requiredStairWidthIn,
  requiredWidthIn,
} from './requirements';
import type { Egress, EgressInput, EgressObject, EgressShape, Pt, SizedBasis } from './types';
import { walkField } from './walk';

const E = RULE_NUMBERS.egress;

/** An exit's clear width: its own, else the default. */
const exitWidth = (o: EgressObject) =>
  o.clearWidthFt !== undefined && o.clearWidthFt > 0 ? o.clearWidthFt : E.exitDefaultWidthFt;

/** Where the plane is centred: a drawn shape's first point, else the first object's, else the area's. */
function originOf(input: EgressInput): [number, number] | null {
  for (const s of input.shapes) {
    const g = s.geometry;
    const p = g.type === 'Point' ? g.coordinates : g.type === 'LineString' ? g.coordinates[0] : g.coordinates[0]?.[0];
    if (p) return [p[0], p[1]];
  }
  const o = input.objects[0];
  if (o) return [o.position.lng, o.position.lat];
  const area = input.area && polygonsOf(input.area)[0]?.[0]?.[0];
  return area ? [area[0], area[1]] : null;
}

/** The focused area's largest outer ring in feet: what is measured where nothing encloses the crowd. */
function areaRing(area: AreaGeometry | null | undefined, plane: FeetPlane): Pt[] {
  if (!area) return [];
  let best: Pt[] = [];
  let bestSpan = 0;
  for (const rings of polygonsOf(area)) {
    const ring: Pt[] = (rings[0] ?? []).map(([lng, lat]) => plane.toXY(lng, lat));
    const xs = ring.map((p) => p[0]),
      ys = ring.map((p) => p[1]);
    const span = ring.length ? (Math.max(...xs) - Math.min(...xs)) * (Math.max(...ys) - Math.min(...ys)) : 0;
    if (span > bestSpan) [best, bestSpan] = [ring, span];
  }
  return best.length > 1 && best[0]![0] === best[best.length - 1]![0] && best[0]![1] === best[best.length - 1]![1]
    ? best.slice(0, -1)
    : best;
}

/** What the check keeps between calls: each object's figure on the plane, and the enclosure. */
interface Cache {
  rects: Map<string, Placed>;
  enclosure: ReturnType<typeof findEnclosure> | null;
}

function evaluate(input: EgressInput, plane: FeetPlane, cache: Cache): Egress {
  const placed: Placed[] = input.objects.map((o) => {
    let p = cache.rects.get(o.id);
    if (!p || p.object !== o) {
      p = { object: o, rect: planeRect(o, plane, isExit(o) ? exitWidth(o) : o.footprintFt.width) };
      cache.rects.set(o.id, p);
    }
    return p;
  });
  const found = (cache.enclosure ??= findEnclosure(input.objects, input.shapes, plane, {
    source: input.area ? 'area' : 'none',
    ring: areaRing(input.area, plane),
  }));
  const { enclosure } = found;
  const inside = objectsInside(enclosure.ring, placed);
  const load = occupantLoad(enclosure.ring, inside);
  const seats = seatsOf(input.objects).total;
  const attendance = input.attendance;
  let sizedFor: number | null = null;
  let sizedBasis: SizedBasis | null = null;
  if (attendance !== null) [sizedFor, sizedBasis] = [attendance, 'attendance'];
  else if (seats > 0 && (!load || seats > load.load)) [sizedFor, sizedBasis] = [seats, 'seats'];
  else if (load) [sizedFor, sizedBasis] = [load.load, 'load'];

  const exitsPlaced: PlacedExit[] = placed
    .filter((p) => isExit(p.object))
    .map((p) => ({ object: p.object, rect: p.rect, widthFt: exitWidth(p.object) }));
  const ex = enclosure.closed ? exitsOf(enclosure, exitsPlaced, plane) : null;
  const exits = ex ? ex.exits : null;
  const widthsIn = exits ? exits.map((x) => x.widthFt * 12) : [];
  const requiredIn = sizedFor === null ? null : requiredWidthIn(sizedFor);
  const providedIn = exits ? Math.round(widthsIn.reduce((s, w) => s + w, 0) * 1e6) / 1e6 : null;
  const dist = exits && requiredIn !== null ? distribution(widthsIn, requiredIn) : null;
  const field =
    exits && exits.length
      ? walkField(
          enclosure.ring,
          inside.filter((p) => isObstacle(p.object)).map((p) => p.rect),
          exits.map((x) => ({ at: x.at, widthFt: x.widthFt })),
          plane,
        )
      : null;
  const egress: Egress = {
    enclosure,
    load,
    attendance,
    seats,
    sizedFor,
    sizedBasis,
    exitsRequired: sizedFor === null ? null : exitsRequired(sizedFor),
    exits,
    requiredWidthIn: requiredIn,
    requiredStairWidthIn: sizedFor === null ? null : requiredStairWidthIn(sizedFor),
    providedWidthIn: providedIn,
    withoutWidestIn: dist ? dist.withoutWidestIn : null,
    distributionMinIn: dist ? dist.minIn : null,
    clearanceMinutes: sizedFor !== null && providedIn !== null ? clearanceMinutes(sizedFor, providedIn / 12) : null,
    walk: field ? field.walk : null,
    walkLimitFt: E.travelLimitFt,
    staff: {
      fireGuards: sizedFor === null ? 0 : fireGuards(sizedFor),
      crowdManagers: sizedFor === null ? 0 : crowdManagers(sizedFor),
    },
    findings: [],
  };
  egress.findings = egressFindings(egress, {
    labelOf: (id) => cache.rects.get(id)?.object.label,
    outside: ex ? ex.outside : [],
    overlapping: ex ? ex.overlapping : [],
    narrow: ex ? ex.narrow : [],
    looseEnds: found.looseEnds,
  });
  return egress;
}

/** The egress figures of a plan, from nothing kept. */
export function computeEgress(input: EgressInput): Egress {
  const origin = originOf(input) ?? [0, 0];
  return evaluate(input, feetPlane(origin[0], origin[1]), { rects: new Map(), enclosure: null });
}

/** Whether a change to this object can move the enclosure (its pieces) or the drawn shapes' reading. */
const shapesEnclosure = (o: Pick<EgressObject, 'type'>) => isEnclosureSide(o);

/**
 * The check kept live over edits: set the plan once, then tell it of each object placed, moved or
 * removed and each change to the shapes or the attendance. The ring is found again only when one of
 * its pieces (a barricade, a fence panel) or a shape changed; every object keeps its plane figure
 * until it changes.
 */
export class EgressEngine {
  private objects = new Map<string, EgressObject>();
  private shapes: readonly EgressShape[] = [];
  private attendance: number | null = null;
  private area: AreaGeometry | null = null;
  private plane: FeetPlane | null = null;
  private cache: Cache = { rects: new Map(), enclosure: null };
  private last: Egress | null = null;

  setPlan(input: EgressInput): void {
    this.objects = new Map(input.objects.map((o) => [o.id, o]));
    this.shapes = input.shapes;
    this.attendance = input.attendance;
    this.area = input.area ?? null;
    const origin = originOf(input);
    this.plane = origin ? feetPlane(origin[0], origin[1]) : null;
    this.cache = { rects: new Map(), enclosure: null };
    this.last = null;
  }

  /** An object placed or changed (moved, turned, resized, its width set). */
  update(o: EgressObject): void {
    const before = this.objects.get(o.id);
    this.objects.set(o.id, o);
    this.cache.rects.delete(o.id);
    if (shapesEnclosure(o) || (before && shapesEnclosure(before))) this.cache.enclosure = null;
    this.last = null;
  }

  remove(id: string): void {
    const before = this.objects.get(id);
    if (!before) return;
    this.objects.delete(id);
    this.cache.rects.delete(id);
    if (shapesEnclosure(before)) this.cache.enclosure = null;
    this.last = null;
  }

  setShapes(shapes: readonly EgressShape[]): void {
    this.shapes = shapes;
    this.cache.enclosure = null;
    this.last = null;
  }

  setAttendance(attendance: number | null): void {
    if (attendance === this.attendance) return;
    this.attendance = attendance;
    this.last = null;
  }

  setArea(area: AreaGeometry | null): void {
    this.area = area;
    this.cache.enclosure = null;
    this.last = null;
  }

  /** The figures now: computed once per change, then kept. */
  result(): Egress {
    if (this.last) return this.last;
    const input: EgressInput = {
      objects: [...this.objects.values()],
      shapes: this.shapes,
      attendance: this.attendance,
      area: this.area,
    };
    if (!this.plane) {
      const origin = originOf(input);
      if (origin) this.plane = feetPlane(origin[0], origin[1]);
    }
    this.last = evaluate(input, this.plane ?? feetPlane(0, 0), this.cache);
    return this.last;
  }
}
