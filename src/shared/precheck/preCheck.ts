/**
 * The permit pre-check: the nudge engine's rules plus the checks over the whole plan (the emergency
 * lane of a street closure, crowd capacity, receptacles, accessible toilets and routes, medical cover)
 * and the permits the plan needs with their file-by dates, in one answer. Runs in the nudge worker;
 * the UI only shows what it returns.
 */
import type { AreaGeometry } from '../geography/geometry';
import { attendanceOf, nudge, NudgeEngine, type ShapeLabel, type UncheckedRule } from '../nudges/engine';
import type { CheckedObject } from '../nudges/checkedObject';
import type { LngLat } from '../objects/footprint';
import { RULE_NUMBERS } from '../nudges/numbers';
import { formatFeet } from '../nudges/text';
import {
  appliesIn,
  compareNudges,
  RULES,
  type CapacityRule,
  type LaneRule,
  type Nudge,
  type PlanRule,
  type Setting,
} from '../nudges/rules';
import { LiveEgress } from '../egress/liveEgress';
import type { Egress, EgressShape } from '../egress/types';
import { isKind } from '../nudges/vocabulary';
import { isEventTextKey } from '../plan/schema';
import { computeCapacity, USE_TEXT, type Capacity } from './capacity';
import { dayNumber } from './dates';
import { eventTypeOf } from './eventTypes';
import { narrowestPoint, type Corridor, type NarrowPoint } from './lane';
import { eventDaysOf, permitFindings, requiredPermits, type RequiredPermit } from './permitCheck';
import { scheduleOf } from './schedule';
import { scheduleFindings } from './scheduleChecks';
import { attendanceFrom, type Attendance } from './seats';
import { medicalFindings, receptacleFindings, routeFindings, toiletFindings } from './siteChecks';

export interface PreCheckContext {
  setting: Setting | null;
  /** The focused area, measured for capacity when no audience area is drawn. */
  area: AreaGeometry | null;
  /** A generated street zone; `fullClosure` when neither curb lane only nor sidewalk only. */
  corridor: (Corridor & { fullClosure: boolean }) | null;
  /** The street event's intersections (a zone's picked nodes, or the focused intersection): receptacles go there. */
  intersections?: readonly LngLat[];
  /** False only for the bench's side without the egress check (`?egress=off`): the check is on otherwise. */
  egressCheck?: boolean;
  /** The focused area's names (its own, its park's), for rules that bind a named place (the Great Lawn). */
  areaName?: string;
}
export const NO_CONTEXT: PreCheckContext = { setting: null, area: null, corridor: null };

export interface PreCheckPlan {
  objects: CheckedObject[];
  shapes: ShapeLabel[];
  eventInfo: Record<string, string>;
  /** A drawn polygon labelled as the audience area, if any. */
  audience?: AreaGeometry | null;
  /** Today on the organizer's calendar ('yyyy-mm-dd'): file-by dates are judged against it. */
  today?: string;
  /** Drawn shapes labelled as the event area, enclosure or fence, with their geometry (the egress check). */
  enclosures?: EgressShape[];
}

export interface PreCheck {
  nudges: Nudge[];
  unchecked: UncheckedRule[];
  capacity: Capacity | null;
  /** Every permit the plan needs, with why, the agency and the file-by date ('Permits and deadlines'). */
  permits: RequiredPermit[];
  /** The attendance the permits read: typed, or the seats' lower bound ('at least 48, from the seats'). */
  attendance: Attendance;
  /** The corridor's narrowest point when it is below the lane rule's width (drawn on the map). */
  narrowPoint: NarrowPoint | null;
  /**
   * Occupant load and egress (issue 39), where the plan has something to check it by: a drawn
   * enclosure, barricades or fence panels, or exits. Its findings are not among `nudges`: the panel's
   * 'Occupant load and egress' group shows them. Over a closed enclosure its 'attendance over the load'
   * supersedes the capacity finding; where the area is open, the capacity finding stands alone.
   */
  egress: Egress | null;
  /** The worker's time for the egress figures of this answer, ms (null where there were none): benches read it. */
  egressMs: number | null;
}

const LANE = RULES.find((r): r is LaneRule => r.type === 'lane')!;
const CAPACITY = RULES.find((r): r is CapacityRule => r.type === 'capacity')!;
const planRule = (id: string) => RULES.find((r): r is PlanRule => r.id === id)!;

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
  /** Kept across updates: a moved barricade is measured again, the rest of the plan is not. */
  private liveEgress = new LiveEgress();

  /** `now` times the egress figures (the worker passes its `performance.now`; shared code has no timer of its own). */
  constructor(private readonly now: () => number = Date.now) {}

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
    if (corridor?.fullClosure && appliesIn(LANE, setting)) {
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
    const egressStart = this.now();
    const live = this.egress(plan);
    const egressMs = live ? this.now() - egressStart : null;
    // One finding for a crowd over its load: the egress check's, over a closed enclosure; else capacity's.
    const enclosed = live !== null && live.enclosure.closed && live.load !== null;
    if (capacity?.exceeds && !enclosed) nudges.push(capacityNudge(capacity));
    // A copy: the live check keeps its answer for the next update.
    const egress =
      live && !enclosed
        ? { ...live, findings: live.findings.filter((f) => f.id !== 'egress-attendance-over-load') }
        : live;
    const texts = [
      ...plan.objects.flatMap((o) => (o.note ? [o.note] : [])),
      ...plan.shapes.map((s) => s.label),
      ...Object.entries(plan.eventInfo)
        .filter(([k, t]) => isEventTextKey(k) && t.trim() !== '')
        .map(([, t]) => t),
    ];
    // Seats are people: with no attendance typed, the chairs, benches and bleachers are its least.
    const attendance = attendanceFrom(attendanceOf(plan.eventInfo), plan.objects);
    const schedule = scheduleOf(plan.eventInfo);
    const eventType = eventTypeOf(plan.eventInfo.eventType ?? '');
    const today = plan.today ?? '';
    const permits = requiredPermits({
      setting,
      objects: plan.objects,
      texts,
      attendance,
      schedule,
      eventType,
      today,
      writtenDays: eventDaysOf(plan.eventInfo),
      fullClosure: corridor?.fullClosure ?? false,
      advertisingDay: dayNumber(plan.eventInfo.advertisingDate ?? ''),
      ...(this.context.areaName ? { areaName: this.context.areaName } : {}),
    });
    nudges.push(
      ...permitFindings(permits, plan.objects),
      ...this.siteFindings(plan, attendance.count, permits),
      ...scheduleFindings({
        setting,
        schedule,
        eventType,
        today,
        texts,
        sound: permits.some((p) => p.ruleId === 'nypd-sound-device'),
      }),
    );
    return {
      nudges: nudges.sort(compareNudges),
      unchecked: this.engine.unchecked(),
      capacity,
      permits,
      attendance,
      narrowPoint,
      egress,
      egressMs,
    };
  }

  /** The egress check, where the plan holds an enclosure, its pieces or exits; null otherwise. */
  private egress(plan: PreCheckPlan): Egress | null {
    if (this.context.egressCheck === false) return null;
    const enclosures = plan.enclosures ?? [];
    const relevant = (o: CheckedObject) => isKind(o.type, 'enclosureSides') || isKind(o.type, 'exits');
    if (!enclosures.length && !plan.objects.some(relevant)) return null;
    return this.liveEgress.result({
      objects: plan.objects.map((o) => ({
        id: o.id,
        type: o.type,
        label: o.label ?? o.name,
        position: o.position,
        footprintFt: o.footprintFt,
        rotationDeg: o.rotationDeg,
        ...(o.clearWidthFt !== undefined ? { clearWidthFt: o.clearWidthFt } : {}),
      })),
      shapes: enclosures,
      attendance: attendanceOf(plan.eventInfo),
      area: plan.audience ?? this.context.area,
    });
  }

  /** The checks of several objects together, each where its rule applies. */
  private siteFindings(plan: PreCheckPlan, attendance: number | null, permits: readonly RequiredPermit[]): Nudge[] {
    const { setting, intersections } = this.context;
    const binds = (id: string) => appliesIn(planRule(id), setting);
    const out: Nudge[] = [];
    if (binds('dsny-receptacles') && intersections?.length)
      out.push(...receptacleFindings(intersections, plan.objects));
    if (binds('ada-toilets')) out.push(...toiletFindings(plan.objects));
    if (binds('ada-route')) out.push(...routeFindings(plan.objects));
    if (binds('part18-medical')) out.push(...medicalFindings(attendance, plan.objects));
    const quiet = planRule('sound-quiet-zones');
    if (binds(quiet.id) && permits.some((p) => p.ruleId === 'nypd-sound-device'))
      out.push(
        nudge(
          quiet,
          { kind: 'area', id: 'sound', name: 'Amplified sound', position: null },
          { quietFt: RULE_NUMBERS.nypd.quietZoneFt },
          { target: null, meta: { quietFt: RULE_NUMBERS.nypd.quietZoneFt } },
        ),
      );
    return out;
  }
}
