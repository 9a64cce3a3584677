/**
 * What changed between an earlier saved plan and the plan now: objects added, removed, moved,
 * turned, resized, flipped, renamed or re-noted, and shapes added, removed or changed. Objects and
 * shapes are matched by id (a saved plan keeps them), so an object dragged across the site is one
 * object moved, not one removed and one added. Differences smaller than a file's rounding (a
 * fraction of an inch, a twentieth of a degree) do not count.
 */
import { groundMetres } from '../geometry/metres';
import { FEET_TO_METRES } from '../geometry/units';
import { footprintOf, type PlacedObject, type Plan, type Shape } from '../objects/placed';

export const MOVE_TOLERANCE_FT = 0.05;
export const TURN_TOLERANCE_DEG = 0.05;
export const SIZE_TOLERANCE_FT = 0.01;

export interface ObjectChange {
  before: PlacedObject;
  after: PlacedObject;
  /** Ground distance moved, or null when it stayed. */
  movedFt: number | null;
  /** The turn, -180–180° (clockwise positive), or null when it kept its angle. */
  turnedDeg: number | null;
  resized: boolean;
  flipped: boolean;
  relabelled: boolean;
  noteChanged: boolean;
}

export interface ShapeChange {
  before: Shape;
  after: Shape;
  geometry: boolean;
  label: boolean;
}

export interface PlanDiff {
  added: PlacedObject[];
  removed: PlacedObject[];
  changed: ObjectChange[];
  shapesAdded: Shape[];
  shapesRemoved: Shape[];
  shapesChanged: ShapeChange[];
}

const turn = (from: number, to: number): number => ((((to - from) % 360) + 540) % 360) - 180;
/** The label the organizer gave: '' while it is the object's own name (which follows its size). */
const givenLabel = (o: PlacedObject): string => (o.properties.label === o.name ? '' : o.properties.label);

function objectChange(before: PlacedObject, after: PlacedObject): ObjectChange | null {
  const moved = groundMetres(before.position, after.position) / FEET_TO_METRES;
  const turned = turn(before.properties.rotationDeg, after.properties.rotationDeg);
  const [a, b] = [footprintOf(before), footprintOf(after)];
  const change: ObjectChange = {
    before,
    after,
    movedFt: moved > MOVE_TOLERANCE_FT ? moved : null,
    turnedDeg: Math.abs(turned) > TURN_TOLERANCE_DEG ? turned : null,
    resized: Math.abs(a.width - b.width) > SIZE_TOLERANCE_FT || Math.abs(a.depth - b.depth) > SIZE_TOLERANCE_FT,
    flipped: before.properties.flipped !== after.properties.flipped,
    relabelled: givenLabel(before) !== givenLabel(after),
    noteChanged: (before.properties.note ?? '') !== (after.properties.note ?? ''),
  };
  const any =
    change.movedFt !== null ||
    change.turnedDeg !== null ||
    change.resized ||
    change.flipped ||
    change.relabelled ||
    change.noteChanged;
  return any ? change : null;
}

const sameGeometry = (a: Shape, b: Shape) => JSON.stringify(a.geometry) === JSON.stringify(b.geometry);

export function diffPlans(earlier: Plan, current: Plan): PlanDiff {
  const before = new Map(earlier.objects.map((o) => [o.id, o]));
  const now = new Map(current.objects.map((o) => [o.id, o]));
  const shapesBefore = new Map(earlier.shapes.map((s) => [s.id, s]));
  const shapesNow = new Map(current.shapes.map((s) => [s.id, s]));
  const changed: ObjectChange[] = [];
  for (const o of current.objects) {
    const was = before.get(o.id);
    const change = was ? objectChange(was, o) : null;
    if (change) changed.push(change);
  }
  const shapesChanged: ShapeChange[] = [];
  for (const s of current.shapes) {
    const was = shapesBefore.get(s.id);
    if (!was) continue;
    const geometry = !sameGeometry(was, s);
    const label = was.properties.label !== s.properties.label;
    if (geometry || label) shapesChanged.push({ before: was, after: s, geometry, label });
  }
  return {
    added: current.objects.filter((o) => !before.has(o.id)),
    removed: earlier.objects.filter((o) => !now.has(o.id)),
    changed,
    shapesAdded: current.shapes.filter((s) => !shapesBefore.has(s.id)),
    shapesRemoved: earlier.shapes.filter((s) => !shapesNow.has(s.id)),
    shapesChanged,
  };
}

export function hasChanges(diff: PlanDiff): boolean {
  return (
    diff.added.length +
      diff.removed.length +
      diff.changed.length +
      diff.shapesAdded.length +
      diff.shapesRemoved.length +
      diff.shapesChanged.length >
    0
  );
}
