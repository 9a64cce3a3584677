/**
 * Nudges: the plan goes to the nudge worker 100 ms after it last changed (the spec's debounce); the
 * worker answers with the nudges, recomputing only the objects that changed. Infrastructure reaches
 * the worker from the layers worker directly, over a message port.
 */
import { computed, effect, signal, untracked } from '@preact/signals-react';
import { ifEngineStopped } from '../../../shared/async/engine';
import { debounce } from '../../../shared/async/debounce';
import { newestSoFar } from '../../../shared/async/latest';
import { localDate } from '../../../shared/app/localTime';
import { checkedObject, type CheckedObject } from '../../../shared/nudges/checkedObject';
import { enclosureShapes } from '../../../shared/egress/enclosure';
import { exitTag } from '../../../shared/egress/rows';
import type { PlacedObject as PlanObject } from '../../../shared/objects/placed';
import type { Nudge } from '../../../shared/nudges/rules';
import { nudgeCamera } from '../../../shared/nudges/zoomCamera';
import type { PreCheck, PreCheckPlan } from '../../../shared/precheck/preCheck';
import { NO_ATTENDANCE } from '../../../shared/precheck/seats';
import { mapPort } from '../../store/map';
import { EMPTY_COLLECTION } from '../../map/styles/overlayLayers';
import { plan } from '../../store/plan';
import { eventInfo } from '../../store/eventInfo';
import { focused } from '../../store/focus';
import { geographyType } from '../../store/geography';
import { zoneCreator } from '../../store/zoneCreator';
import { connectNudgeFeed, nudgesEngine, onEngineRestart } from '../engines/engines';
import { audienceArea, preCheckContext } from './preCheckContext';
import { labelledShapes, scannedLabels, startLabelScan } from '../draw/labelScan';

export const NUDGE_DEBOUNCE_MS = 100;
/**
 * A batch of quick placements keeps restarting the debounce; the nudges still refresh at least this
 * often while it goes on (the placement benchmark saw none at all in 40 s of clicking without it).
 */
export const NUDGE_MAX_WAIT_MS = 300;
export const HIGHLIGHT_MS = 1500;
export const ZOOM_TO_NUDGE_MS = 600;

export const nudges = signal<readonly Nudge[]>([]);
/** The rest of the pre-check's answer: rules left unchecked, capacity, companion permits, the lane's narrow point. */
export const preCheck = signal<Omit<PreCheck, 'nudges'>>({
  unchecked: [],
  capacity: null,
  permits: [],
  attendance: NO_ATTENDANCE,
  narrowPoint: null,
  egress: null,
  egressMs: null,
});
/** How many placed objects the findings shown were computed for (the panel's `data-checked-objects`). */
export const checkedObjects = signal(0);
export const dismissedNudges = signal<ReadonlySet<string>>(new Set());
export const highlightedNudge = signal<string | null>(null);

/** Today on the organizer's calendar: the file-by dates are judged against it. */
export function todayForPreCheck(): string {
  return localDate(new Date());
}

// Answers come back in order; an older one than what is shown is dropped, a newer one is shown even
// when later requests are still on their way, so a long batch of clicks still sees its nudges.
const askWorker = newestSoFar((request: PreCheckPlan) => nudgesEngine().update(request));

/**
 * Each object as the engine reads it, kept per object (replaced, never changed in place, when it
 * changes): a plan of 1,300 objects sent again after one more click converts one object, not 1,300.
 */
const checked = new WeakMap<PlanObject, CheckedObject>();
function checkedOf(o: PlanObject): CheckedObject {
  let c = checked.get(o);
  if (!c) {
    c = checkedObject(o);
    checked.set(o, c);
  }
  return c;
}

async function recompute(): Promise<void> {
  const objects = plan.peek().objects.map(checkedOf);
  // Text rules read the shape labels as the spec's label scan last read them, at each shape's label point.
  const shapes = labelledShapes(plan.peek().shapes, scannedLabels.peek());
  // Event information is read by the text rules too (e.g. propane in the notes).
  const info: Record<string, string> = { ...eventInfo.peek() };
  const audience = audienceArea(plan.peek().shapes);
  const enclosures = enclosureShapes(plan.peek().shapes);
  const answer = await askWorker({
    objects,
    shapes,
    eventInfo: info,
    audience,
    today: todayForPreCheck(),
    ...(enclosures.length ? { enclosures } : {}),
  });
  if (!answer.current) return;
  const { nudges: next, ...rest } = answer.value;
  nudges.value = next;
  preCheck.value = rest;
  checkedObjects.value = objects.length;
  performance.mark('nudges:updated');
  // The worker's own time for the egress figures, for the bench (npm run bench, egress case).
  if (rest.egressMs !== null) performance.mark('egress:computed', { detail: rest.egressMs });
}

/**
 * The plan goes to the worker once it has held still, and at least every NUDGE_MAX_WAIT_MS while it
 * keeps changing. An answer lost with a stopped worker is asked again of the restarted one (below).
 */
const schedule = debounce(
  () => void recompute().catch(ifEngineStopped(undefined)),
  NUDGE_DEBOUNCE_MS,
  NUDGE_MAX_WAIT_MS,
);

/** Where the plan is, for the worker: then the plan is checked again. */
function sendContext(): void {
  const context = preCheckContext(geographyType.value, focused.value, zoneCreator.value);
  nudgesEngine().setContext(context).then(schedule, ifEngineStopped(undefined));
}

/** Whether the pre-check's 'Occupant load and egress' group is open: the map draws the longest walk and the exits while it is. */
export const egressGroupOpen = signal(true);

/** Badges beside each nudge's subject on the map (a part of the map's overlay); dismissed nudges have none. */
export const nudgeBadges = computed((): GeoJSON.FeatureCollection => {
  const features: GeoJSON.Feature[] = [];
  for (const n of nudges.value) {
    const at = n.subject.position;
    if (!at || dismissedNudges.value.has(n.id)) continue;
    features.push({
      type: 'Feature',
      properties: { id: n.id, severity: n.severity, highlighted: highlightedNudge.value === n.id },
      geometry: { type: 'Point', coordinates: [at.lng, at.lat] },
    });
  }
  // The emergency lane's narrowest point: the corridor's cross-section there, drawn as a line.
  const narrow = preCheck.value.narrowPoint;
  if (narrow && !dismissedNudges.value.has('emergency-lane:zone:corridor')) {
    const [a, b] = narrow.across;
    features.push({
      type: 'Feature',
      properties: { id: 'emergency-lane:narrow', severity: 'blocker', narrowFt: narrow.clearFt },
      geometry: {
        type: 'LineString',
        coordinates: [
          [a.lng, a.lat],
          [b.lng, b.lat],
        ],
      },
    });
  }
  // While the egress group is open: the longest walk to an exit as a line, and each exit as a dot.
  const egress = preCheck.value.egress;
  if (egress && egressGroupOpen.value) {
    if (egress.walk && egress.walk.path.length > 1)
      features.push({
        type: 'Feature',
        properties: { id: 'egress:walk', severity: 'info', walkFt: Math.round(egress.walk.longestFt) },
        geometry: { type: 'LineString', coordinates: egress.walk.path },
      });
    for (const x of egress.exits ?? [])
      features.push({
        type: 'Feature',
        properties: { id: `egress:${x.number}`, severity: 'info', exit: x.number, label: exitTag(x) },
        geometry: { type: 'Point', coordinates: x.atLngLat },
      });
  }
  // The map's own empty collection when there is nothing, so no nudges send the map nothing.
  return features.length ? { type: 'FeatureCollection', features } : EMPTY_COLLECTION;
});

export function startNudges(): () => void {
  connectNudgeFeed(schedule);
  const stops = [
    // A new focus (or geography, or zone) is a new context: the park or street rules, the area, the corridor.
    effect(sendContext),
    // A restarted nudge worker is handed back where the plan is, then the plan itself: its findings come back.
    onEngineRestart('nudges', () => untracked(sendContext)),
    startLabelScan(),
    effect(() => {
      void plan.value.objects;
      void plan.value.shapes;
      void scannedLabels.value;
      void eventInfo.value;
      schedule();
    }),
  ];
  return () => {
    stops.forEach((stop) => stop());
    schedule.cancel();
  };
}

export function dismissNudge(id: string): void {
  dismissedNudges.value = new Set([...dismissedNudges.peek(), id]);
}

export function highlightNudge(id: string): void {
  highlightedNudge.value = id;
  setTimeout(() => {
    if (highlightedNudge.peek() === id) highlightedNudge.value = null;
  }, HIGHLIGHT_MS);
}

/** Eases the map to the subject (with the feature it is measured against) at a zoom that shows it. */
export function zoomToNudge(n: Nudge): void {
  const subject = n.subject.position;
  const port = mapPort.peek();
  if (!subject || !port) return;
  const camera = nudgeCamera({
    subject,
    target: n.target?.position ?? null,
    currentZoom: port.camera.getView()?.zoom ?? 0,
    viewport: port.camera.viewportSize(),
  });
  port.camera.easeTo(camera.center, camera.zoom, ZOOM_TO_NUDGE_MS);
  highlightNudge(n.id);
}
