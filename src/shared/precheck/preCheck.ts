/**
 * The permit pre-check: the nudge engine's rules plus the checks over the whole plan (the emergency
 * lane of a street closure, crowd capacity) and the companion permits, in one answer. Runs in the
 * nudge worker; the UI only shows what it returns.
 */
import type { AreaGeometry } from '../geography/geometry';
import {
  attendanceOf,
  nudge,
  NudgeEngine,
  type PlacedObject,
  type ShapeLabel,
  type UncheckedRule,
} from '../nudges/engine';
import { formatFeet } from '../nudges/text';
import { compareNudges, RULES, type CapacityRule, type LaneRule, type Nudge, type Setting } from '../nudges/rules';
import { computeCapacity, USE_TEXT, type Capacity } from './capacity';
import { narrowestPoint, type Corridor, type NarrowPoint } from './lane';
import { companionPermits, type CompanionPermit } from './permits';

export interface PreCheckContext {
  setting: Setting | null;
  /** The focused area, measured for capacity when no audience area is drawn. */
  area: AreaGeometry | null;
  /** A generated street zone; `fullClosure` when neither curb lane only nor sidewalk only. */
  corridor: (Corridor & { fullClosure: boolean }) | null;
}
export const NO_CONTEXT: PreCheckContext = { setting: null, area: null, corridor: null };

export interface PreCheckPlan {
  objects: PlacedObject[];
  shapes: ShapeLabel[];
  eventInfo: Record<string, string>;
  /** A drawn polygon labelled as the audience area, if any. */
  audience?: AreaGeometry | null;
}

export interface PreCheck {
  nudges: Nudge[];
  unchecked: UncheckedRule[];
  capacity: Capacity | null;
  permits: CompanionPermit[];
  /** The corridor's narrowest point when it is below the lane rule's width (drawn on the map). */
  narrowPoint: NarrowPoint | null;
}

const LANE = RULES.find((r): r is LaneRule => r.type === 'lane')!;
const CAPACITY = RULES.find((r): r is CapacityRule => r.type === 'capacity')!;

function laneNudge(point: NarrowPoint): Nudge {
  const clearFt = Math.round(point.clearFt * 100) / 100;
  return nudge(
    LANE,
    { kind: 'zone', id: 'corridor', name: 'Street closure', position: point.at },
    { clearFt: formatFeet(point.clearFt), thresholdFt: LANE.minClearFt },
    {
      target: null,
      meta: { clearFt, thresholdFt: LANE.minClearFt, objects: point.objectIds.join(',') },
    },
  );
}

function capacityNudge(c: Capacity): Nudge {
  const values = {
    attendance: (c.attendance ?? 0).toLocaleString('en-US'),
    capacity: c.capacity.toLocaleString('en-US'),
    factorFt2: c.factorFt2,
    use: USE_TEXT[c.use],
  };
  return nudge(CAPACITY, { kind: 'area', id: c.areaSource, name: 'Usable area', position: null }, values, {
    target: null,
    meta: {
      attendance: c.attendance ?? 0,
      capacity: c.capacity,
      usableFt2: Math.round(c.usableFt2),
      factorFt2: c.factorFt2,
    },
  });
}

export class PreCheckEngine {
  readonly engine = new NudgeEngine();
  private context: PreCheckContext = NO_CONTEXT;

  setContext(context: PreCheckContext): void {
    this.context = context;
    this.engine.setSetting(context.setting);
  }

  update(plan: PreCheckPlan): PreCheck {
    this.engine.setObjects(plan.objects);
    this.engine.setShapes(plan.shapes);
    this.engine.setEventInfo(plan.eventInfo);
    return this.check(plan);
  }

  /** The answer for the plan the engine holds (objects, shapes and event information as last given). */
  check(plan: PreCheckPlan): PreCheck {
    const { setting, corridor } = this.context;
    const nudges = [...this.engine.nudges()];
    let narrowPoint: NarrowPoint | null = null;
    if (corridor?.fullClosure && (LANE.appliesIn === undefined || LANE.appliesIn === setting)) {
      const point = narrowestPoint(corridor, plan.objects);
      if (point && point.clearFt < LANE.minClearFt) nudges.push(laneNudge((narrowPoint = point)));
    }
    const area = plan.audience ?? this.context.area;
    const capacity = computeCapacity({
      area,
      areaSource: plan.audience ? 'audience' : 'focus',
      objects: plan.objects,
      attendance: attendanceOf(plan.eventInfo),
    });
    if (capacity?.exceeds) nudges.push(capacityNudge(capacity));
    const texts = [
      ...plan.objects.flatMap((o) => (o.note ? [o.note] : [])),
      ...plan.shapes.map((s) => s.label),
      ...Object.values(plan.eventInfo),
    ];
    const permits = companionPermits({ setting, objectTypes: plan.objects.map((o) => o.type), texts });
    return { nudges: nudges.sort(compareNudges), unchecked: this.engine.unchecked(), capacity, permits, narrowPoint };
  }
}
