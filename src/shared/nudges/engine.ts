/**
 * The nudge engine: every rule in RULES over the plan. Proximity rules look up an RBush per target layer
 * (only the footprint's neighbourhood is measured); each object's nudges are cached, so moving one object
 * re-evaluates only that object. bruteForceNudges is the index-free reference the tests and bench compare.
 */
import RBush from 'rbush';
import { distanceMetresTo, footprint, searchBox, type Footprint, type LngLat } from '../objects/footprint';
import { FEET_TO_METRES } from '../geometry/units';
import type { CheckedObject } from './checkedObject';
import { isEventTextKey } from '../plan/schema';
import {
  appliesIn,
  compareNudges,
  fillMessage,
  formatFeet,
  RULES,
  soundPermitStep,
  snippetAround,
  type FindingSource,
  type Nudge,
  type NudgeSubject,
  type ProximityRule,
  type Rule,
  type Setting,
  type TextRule,
  type TextSource,
} from './rules';

export interface ShapeLabel {
  id: string;
  label: string;
  position: LngLat;
}
/** Point features of one layer: ids[i] sits at coords[2i], coords[2i+1] (lng, lat). */
export interface InfrastructurePoints {
  ids: Uint32Array | readonly number[];
  coords: Float64Array | readonly number[];
}
export interface NudgeState {
  objects: readonly CheckedObject[];
  shapes: readonly ShapeLabel[];
  eventInfo: Readonly<Record<string, string>>;
  infrastructure: Readonly<Record<string, InfrastructurePoints>>;
  /** Where the plan is; rules bound to settings (park rules) are checked only there. None: only citywide rules. */
  setting?: Setting | null;
}
/** A rule that could not be checked: the layer it measures against failed to load. */
export interface UncheckedRule {
  ruleId: string;
  layerId: string;
  message: string;
}

const PROXIMITY = RULES.filter((r): r is ProximityRule => r.type === 'proximity');
const TEXT = RULES.filter((r): r is TextRule => r.type === 'text').map((rule) => ({
  rule,
  re: new RegExp(rule.pattern, 'i'),
}));
/** Rule id → the rules that replace it for the same subject when both match. */
const SUPERSEDED_BY = new Map<string, string[]>();
for (const r of RULES)
  if (r.supersedes) SUPERSEDED_BY.set(r.supersedes, [...(SUPERSEDED_BY.get(r.supersedes) ?? []), r.id]);
/** The layers the proximity rules measure against: the nudge worker asks the layers worker for these. */
export const TARGET_LAYERS: ReadonlySet<string> = new Set<string>(PROXIMITY.map((r) => r.targetLayer));
/** Whether a rule is checked in this setting. */
const binds = (rule: Rule, setting: Setting | null) => appliesIn(rule, setting);

/** One subject's findings less those a matching rule replaces: one finding per concern, not two. */
export function withoutSuperseded(list: Nudge[]): Nudge[] {
  if (list.length < 2) return list;
  const fired = new Set(list.map((n) => n.ruleId));
  return list.filter((n) => !(SUPERSEDED_BY.get(n.ruleId) ?? []).some((by) => fired.has(by)));
}

/** The nearest feature within a rule's reach (ties to the lower index, so index and brute force agree). */
interface Nearest {
  index: number;
  distanceFt: number;
}
type FindNearest = (rule: ProximityRule, fp: Footprint) => Nearest | null;

export function nudge(
  rule: FindingSource,
  subject: NudgeSubject,
  values: Record<string, string | number>,
  extra: Pick<Nudge, 'target' | 'meta'>,
): Nudge {
  const actions = rule.actions.filter((a) => subject.position !== null || a === 'editText');
  return {
    id: `${rule.id}:${subject.kind}:${subject.id}`,
    ruleId: rule.id,
    // A rule no page backs is guidance: never a blocker.
    severity: rule.citation.guidance && rule.severity === 'blocker' ? 'warning' : rule.severity,
    message: fillMessage(rule.message, values),
    type: rule.type,
    subject,
    actions,
    citation: rule.citation,
    agency: rule.agency,
    ...extra,
  };
}

/** At most one nudge per rule and text: the first match is the one quoted. */
function textNudges(subject: NudgeSubject, text: string, source: TextSource, setting: Setting | null): Nudge[] {
  return TEXT.flatMap(({ rule, re }) => {
    const m = rule.reads.includes(source) && binds(rule, setting) ? re.exec(text) : null;
    if (!m) return [];
    const snippet = snippetAround(text, m.index, m[0].length);
    return [nudge(rule, subject, { snippet }, { target: null, meta: { source, match: m[0], snippet } })];
  });
}

/** Every nudge about one object: proximity (via the given finder), its type, and its note. */
function objectNudges(
  o: CheckedObject,
  find: FindNearest,
  layers: ReadonlyMap<string, InfrastructurePoints>,
  setting: Setting | null,
): Nudge[] {
  const subject: NudgeSubject = {
    kind: 'object',
    id: o.id,
    name: o.name,
    position: { lng: o.position.lng, lat: o.position.lat },
  };
  const out: Nudge[] = [];
  let fp: Footprint | null = null;
  for (const rule of PROXIMITY) {
    const layer = layers.get(rule.targetLayer);
    if (
      !layer ||
      !binds(rule, setting) ||
      (rule.subjectTypes !== 'any' && !rule.subjectTypes.some((t) => t === o.type))
    )
      continue;
    fp ??= footprint(o);
    const near = find(rule, fp);
    if (!near) continue;
    const target = {
      layerId: rule.targetLayer,
      featureId: layer.ids[near.index]!,
      position: { lng: layer.coords[2 * near.index]!, lat: layer.coords[2 * near.index + 1]! },
    };
    const distanceFt = Math.round(near.distanceFt * 100) / 100;
    out.push(
      nudge(
        rule,
        subject,
        { objectName: o.name, distanceFt: formatFeet(near.distanceFt), thresholdFt: rule.thresholdFt },
        {
          target,
          meta: {
            distanceFt,
            targetId: target.featureId,
            layerId: rule.targetLayer,
            thresholdFt: rule.thresholdFt,
            objectType: o.type,
          },
        },
      ),
    );
  }
  for (const rule of RULES) {
    if (rule.type === 'object' && rule.objectType === o.type && binds(rule, setting))
      out.push(
        nudge(
          rule,
          subject,
          { objectName: o.name, soundStep: soundPermitStep(setting) },
          { target: null, meta: { objectType: o.type } },
        ),
      );
  }
  if (o.note) out.push(...textNudges(subject, o.note, 'objectNote', setting));
  return withoutSuperseded(out);
}

function shapeNudges(shapes: readonly ShapeLabel[], setting: Setting | null): Nudge[] {
  return shapes.flatMap((s) =>
    withoutSuperseded(
      textNudges(
        { kind: 'shape', id: s.id, name: s.label, position: { lng: s.position.lng, lat: s.position.lat } },
        s.label,
        'shapeLabel',
        setting,
      ),
    ),
  );
}

/** The attendance as a whole number of people, or null when it is blank or not one. */
export function attendanceOf(info: Readonly<Record<string, string>>): number | null {
  const text = (info.attendance ?? '').replace(/,/g, '').trim();
  return /^\d+$/.test(text) ? Number(text) : null;
}

/** The text rules over Event Information's written fields (attendance, dates and the kind are the permit rules'). */
function eventNudges(info: Readonly<Record<string, string>>, setting: Setting | null): Nudge[] {
  return Object.entries(info)
    .filter(([field]) => isEventTextKey(field))
    .flatMap(([field, text]) =>
      withoutSuperseded(
        textNudges({ kind: 'event', id: field, name: field, position: null }, text, 'eventInfo', setting),
      ),
    );
}

/** Keeps the closer of two candidates within the rule's threshold. */
function closer(best: Nearest | null, index: number, metres: number, rule: ProximityRule): Nearest | null {
  const feet = metres / FEET_TO_METRES;
  if (!(feet <= rule.thresholdFt)) return best; // NaN (a bad coordinate) never counts as near
  if (best && (best.distanceFt < feet || (best.distanceFt === feet && best.index < index))) return best;
  return { index, distanceFt: feet };
}

interface Indexed {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  i: number;
}
interface PointLayer extends InfrastructurePoints {
  tree: RBush<Indexed>;
}

export class NudgeEngine {
  private readonly objects = new Map<string, CheckedObject>();
  private readonly layers = new Map<string, PointLayer>();
  private readonly cache = new Map<string, Nudge[]>();
  private readonly failed = new Map<string, string>();
  private setting: Setting | null = null;
  private shapeInput: readonly ShapeLabel[] = [];
  private eventInput: Readonly<Record<string, string>> = {};
  private shapes: Nudge[] = [];
  private event: Nudge[] = [];
  private sorted: Nudge[] | null = [];

  private readonly find: FindNearest = (rule, fp) => {
    const layer = this.layers.get(rule.targetLayer)!;
    let best: Nearest | null = null;
    for (const c of layer.tree.search(searchBox(fp, rule.thresholdFt)))
      best = closer(best, c.i, distanceMetresTo(fp, c.minX, c.minY), rule);
    return best;
  };

  /** Replaces one layer's points; layers no rule reads are not kept. Every object is re-measured. */
  setInfrastructure(
    layerId: string,
    ids: Uint32Array | readonly number[],
    coords: Float64Array | readonly number[],
  ): void {
    if (!TARGET_LAYERS.has(layerId)) return;
    if (coords.length !== ids.length * 2)
      throw new Error(`Layer ${layerId}: ${ids.length} ids need ${ids.length * 2} coordinates, got ${coords.length}`);
    const items: Indexed[] = [];
    for (let i = 0; i < ids.length; i++) {
      const x = coords[2 * i]!,
        y = coords[2 * i + 1]!;
      if (Number.isFinite(x) && Number.isFinite(y)) items.push({ minX: x, minY: y, maxX: x, maxY: y, i });
    }
    this.layers.set(layerId, { ids, coords, tree: new RBush<Indexed>().load(items) });
    this.failed.delete(layerId);
    this.invalidate();
  }

  /** A layer a rule needs failed to load: its rules go unchecked (and say so) until it arrives. */
  setLayerFailed(layerId: string, message: string): void {
    if (!TARGET_LAYERS.has(layerId)) return;
    this.layers.delete(layerId);
    this.failed.set(layerId, message);
    this.invalidate();
  }

  clearInfrastructure(): void {
    this.layers.clear();
    this.failed.clear();
    this.invalidate();
  }

  /** The setting binds the park (or street) rules; a change re-checks everything. */
  setSetting(setting: Setting | null): void {
    if (setting === this.setting) return;
    this.setting = setting;
    this.invalidate();
    this.setShapes(this.shapeInput);
    this.setEventInfo(this.eventInput);
  }

  /** The proximity rules whose layer failed, with the reason, in the rules' order. */
  unchecked(): UncheckedRule[] {
    return PROXIMITY.filter((r) => this.failed.has(r.targetLayer) && binds(r, this.setting)).map((r) => ({
      ruleId: r.id,
      layerId: r.targetLayer,
      message: this.failed.get(r.targetLayer)!,
    }));
  }

  /** Only this object's nudges are re-evaluated at the next nudges(). */
  upsertObject(o: CheckedObject): void {
    this.objects.set(o.id, o);
    this.invalidate(o.id);
  }

  removeObject(id: string): void {
    this.objects.delete(id);
    this.invalidate(id);
  }

  setObjects(all: readonly CheckedObject[]): void {
    this.objects.clear();
    for (const o of all) this.objects.set(o.id, o);
    this.invalidate();
  }

  setShapes(shapes: readonly ShapeLabel[]): void {
    this.shapeInput = shapes;
    this.shapes = shapeNudges(shapes, this.setting);
    this.sorted = null;
  }

  setEventInfo(info: Readonly<Record<string, string>>): void {
    this.eventInput = info;
    this.event = eventNudges(info, this.setting);
    this.sorted = null;
  }

  /** The current nudges in display order; only objects changed since the last call are evaluated. */
  nudges(): readonly Nudge[] {
    if (this.sorted) return this.sorted;
    const all: Nudge[] = [...this.shapes, ...this.event];
    for (const o of this.objects.values()) {
      let mine = this.cache.get(o.id);
      if (!mine) this.cache.set(o.id, (mine = objectNudges(o, this.find, this.layers, this.setting)));
      for (const n of mine) all.push(n);
    }
    return (this.sorted = all.sort(compareNudges));
  }

  /** One object's cached nudges, or every object's (the infrastructure or the whole set changed). */
  private invalidate(id?: string): void {
    if (id === undefined) this.cache.clear();
    else this.cache.delete(id);
    this.sorted = null;
  }
}

/** The whole plan at once, through the engine (index built here). */
export function computeAll(state: NudgeState): Nudge[] {
  const engine = new NudgeEngine();
  engine.setSetting(state.setting ?? null);
  for (const [layerId, p] of Object.entries(state.infrastructure)) engine.setInfrastructure(layerId, p.ids, p.coords);
  engine.setObjects(state.objects);
  engine.setShapes(state.shapes);
  engine.setEventInfo(state.eventInfo);
  return [...engine.nudges()];
}

/** The reference: no index, every object measured against every feature of each target layer. */
export function bruteForceNudges(state: NudgeState): Nudge[] {
  const layers = new Map(Object.entries(state.infrastructure).filter(([id]) => TARGET_LAYERS.has(id)));
  const find: FindNearest = (rule, fp) => {
    const { coords } = layers.get(rule.targetLayer)!;
    let best: Nearest | null = null;
    for (let i = 0; 2 * i + 1 < coords.length; i++)
      best = closer(best, i, distanceMetresTo(fp, coords[2 * i]!, coords[2 * i + 1]!), rule);
    return best;
  };
  // A repeated object id is one object, the last given, as in the engine.
  const objects = [...new Map(state.objects.map((o) => [o.id, o])).values()];
  const setting = state.setting ?? null;
  const all = [
    ...shapeNudges(state.shapes, setting),
    ...eventNudges(state.eventInfo, setting),
    ...objects.flatMap((o) => objectNudges(o, find, layers, setting)),
  ];
  return all.sort(compareNudges);
}
