/**
 * Applies a parsed plan to the app in the spec's order: basemap, geography, focused area, layers,
 * shapes and objects, then the view. The app is reached only through `ApplyDeps`, so the sequence,
 * the area look-up's retries and the outline fallback run the same in unit tests as in the app.
 */
import type { FocusTarget } from '../../../shared/geography/areaIndex';
import { positionsOf } from '../../../shared/geography/geometry';
import { bboxOf } from '../../../shared/geometry/bbox';
import { GEOGRAPHY_MODES, type GeographyType } from '../../../shared/geography/modes';
import { minRotatedRect } from '../../../shared/geography/minRotatedRect';
import type { BasemapKey } from '../../../shared/map/basemaps';
import type { Plan } from '../../../shared/objects/placed';
import type {
  EventInfo,
  ExportOptions,
  FocusedArea,
  LayerVisibility,
  ParsedPlan,
  PlanView,
  Revision,
} from '../../../shared/plan/schema';
import type { ReviewComment } from '../../../shared/review/comments';
import { ZONE_PREVIEW } from '../../../shared/zoneCreator/state';

/** The spec: the focused area is looked up every 200 ms, up to 25 times, until it is found. */
export const AREA_LOOKUP = { tries: 25, intervalMs: 200 } as const;
/**
 * What the user reads when the saved area is not in today's data: which area (its name and the
 * data's own key), where it was looked for, and that nothing of theirs moved.
 */
export function areaNotFoundNotice(area: FocusedArea, geography: GeographyType): string {
  const name = area.name.trim() || 'Unnamed area';
  const key = area.system || area.id;
  const where = GEOGRAPHY_MODES[geography].displayName.toLowerCase();
  return (
    `The saved permit area “${name}” (${key}) was not found in the current ${where} data; its saved outline is ` +
    'used instead. Your objects and shapes stay where they were placed.'
  );
}

export interface ApplyDeps {
  setBasemap(key: BasemapKey): Promise<void>;
  setGeography(type: GeographyType): void;
  /** Null while the geography's areas are not loaded, or when the area is not among them. */
  findArea(type: GeographyType, id: string, system: string): Promise<FocusTarget | null>;
  focus(target: FocusTarget): Promise<void>;
  clearFocus(): void;
  setLayers(layers: LayerVisibility): void;
  /** Replaces the plan's shapes and objects together and starts a fresh undo history. */
  replacePlan(plan: Plan): void;
  setEventInfo(info: EventInfo): void;
  setExportOptions(options: ExportOptions): void;
  setRevisions(revisions: Revision[]): void;
  setReviewComments(comments: ReviewComment[]): void;
  jumpTo(view: PlanView): void;
  wait(ms: number): Promise<void>;
  /** False once a newer plan is being applied: this one then stops where it is. */
  isCurrent(): boolean;
}

export type ApplyOutcome = { status: 'applied'; notices: string[] } | { status: 'superseded' };

/**
 * A focus target from the saved outline alone, for an area the map data no longer has (or a zone the
 * zone creator made). It keeps the saved id, system and name, so saving again writes the same area.
 */
export function outlineTarget(area: FocusedArea): FocusTarget {
  const { geometry } = area;
  const isPoint = geometry.type === 'Point';
  const name = area.name || 'Permit Area';
  return {
    area: {
      idx: -1,
      id: area.id,
      system: area.system,
      name: area.name,
      title: name,
      subtitle: '',
      property: '',
      subProperty: '',
      detail: '',
      calculatedArea: undefined,
      isPoint,
    },
    geometry,
    bbox: bboxOf(positionsOf(geometry)),
    rect: isPoint ? null : minRotatedRect(positionsOf(geometry)),
    point: geometry.type === 'Point' ? geometry.coordinates : null,
  };
}

async function lookUp(
  area: FocusedArea,
  geography: GeographyType,
  deps: ApplyDeps,
): Promise<FocusTarget | null | 'superseded'> {
  for (let attempt = 0; attempt < AREA_LOOKUP.tries; attempt++) {
    if (attempt > 0) await deps.wait(AREA_LOOKUP.intervalMs);
    if (!deps.isCurrent()) return 'superseded';
    const found = await deps.findArea(geography, area.id, area.system);
    if (found) return found;
  }
  return null;
}

export async function applyParsedPlan(
  parsed: ParsedPlan,
  warnings: readonly string[],
  deps: ApplyDeps,
): Promise<ApplyOutcome> {
  const notices = [...warnings];
  const superseded: ApplyOutcome = { status: 'superseded' };

  await deps.setBasemap(parsed.basemap);
  if (!deps.isCurrent()) return superseded;
  // A new geography clears focus, plan and layers, and starts loading its areas.
  deps.setGeography(parsed.geography);

  const area = parsed.focusedArea;
  if (!area) deps.clearFocus();
  else {
    // A zone-creator corridor is no record of any geography: its outline is the area itself.
    const found = area.id === ZONE_PREVIEW.id ? null : await lookUp(area, parsed.geography, deps);
    if (found === 'superseded') return superseded;
    if (!found && area.id !== ZONE_PREVIEW.id) notices.push(areaNotFoundNotice(area, parsed.geography));
    await deps.focus(found ?? outlineTarget(area));
    if (!deps.isCurrent()) return superseded;
  }

  deps.setLayers(parsed.layers);
  deps.replacePlan({ shapes: parsed.plan.shapes, objects: parsed.plan.objects });
  deps.setEventInfo(parsed.eventInfo);
  deps.setExportOptions(parsed.exportOptions);
  deps.setRevisions(parsed.revisions);
  deps.setReviewComments(parsed.reviewComments);
  if (parsed.view) deps.jumpTo(parsed.view);
  return { status: 'applied', notices };
}
