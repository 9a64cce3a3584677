/**
 * The egress check kept live across the pre-check's updates. The page sends the whole plan on each
 * change (one message per recompute); this compares it with the plan before, object by object, and
 * tells the incremental `EgressEngine` only what changed, so moving one barricade measures that
 * barricade again and finds the ring again, but leaves the thousand chairs' figures as they were.
 */
import type { AreaGeometry } from '../geography/geometry';
import { EgressEngine } from './engine';
import type { Egress, EgressInput, EgressObject, EgressShape } from './types';

/** Everything of an object the check reads: equal keys, equal figures. */
const objectKey = (o: EgressObject) =>
  [
    o.type,
    o.label,
    o.position.lng,
    o.position.lat,
    o.footprintFt.width,
    o.footprintFt.depth,
    o.rotationDeg,
    o.clearWidthFt ?? '',
  ].join('|');

const shapesKey = (shapes: readonly EgressShape[]) => JSON.stringify(shapes);

/** Past this share of the plan changed at once (an import, a new plan), the engine starts afresh. */
const RESTART_SHARE = 0.5;

export class LiveEgress {
  private engine = new EgressEngine();
  private keys = new Map<string, string>();
  private shapes = '';
  private area: AreaGeometry | null = null;
  private started = false;

  /** The figures for this plan, measuring again only what differs from the plan before. */
  result(input: EgressInput): Egress {
    const area = input.area ?? null;
    const shapes = shapesKey(input.shapes);
    const next = new Map(input.objects.map((o) => [o.id, objectKey(o)]));
    const changed = input.objects.filter((o) => this.keys.get(o.id) !== next.get(o.id));
    const removed = [...this.keys.keys()].filter((id) => !next.has(id));
    const restart =
      !this.started || area !== this.area || changed.length + removed.length > RESTART_SHARE * Math.max(1, next.size);
    if (restart) {
      this.engine.setPlan(input);
      this.started = true;
      this.area = area;
    } else {
      for (const id of removed) this.engine.remove(id);
      for (const o of changed) this.engine.update(o);
      if (shapes !== this.shapes) this.engine.setShapes(input.shapes);
      this.engine.setAttendance(input.attendance);
    }
    this.keys = next;
    this.shapes = shapes;
    return this.engine.result();
  }
}
