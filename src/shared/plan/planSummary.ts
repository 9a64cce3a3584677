/**
 * A stored plan's summary: what the plans list shows of it (its name, area and counts), small enough
 * to be kept beside the plan's index entry, so listing every plan never reads or parses a plan's text.
 */
import { parsePlanText } from './parse';
import type { PlanDocumentInput } from './schema';

export interface PlanSummary {
  /** The event's name from Event Information; '' when it has none. */
  name: string;
  /** The focused area's name; '' when nothing is focused. */
  area: string;
  objects: number;
  shapes: number;
}

/** What a plan without an event name is called in the list. */
export const UNTITLED_PLAN = 'Untitled plan';

export function summaryOfInput(input: PlanDocumentInput): PlanSummary {
  return {
    name: input.eventInfo.name.trim(),
    area: input.focusedArea?.name.trim() ?? '',
    objects: input.plan.objects.length,
    shapes: input.plan.shapes.length,
  };
}

/** A stored plan's summary from its text (a record written before summaries were kept); null if unreadable. */
export function summaryOfText(text: string): PlanSummary | null {
  const read = parsePlanText(text);
  if (!read.ok) return null;
  const { eventInfo, focusedArea, plan } = read.plan;
  return {
    name: eventInfo.name.trim(),
    area: focusedArea?.name.trim() ?? '',
    objects: plan.objects.length,
    shapes: plan.shapes.length,
  };
}

export const planTitle = (summary: Pick<PlanSummary, 'name'> | undefined): string =>
  summary?.name.trim() || UNTITLED_PLAN;

/**
 * A stored plan's text with a new event name (a rename, or a duplicate's name) and the time of the
 * change; everything else as it was. Null when the text is not a plan. The name is the plan's own
 * Event Information name, so the plan opened, printed or exported carries the name the list shows.
 */
export function renamedPlanText(
  text: string,
  name: string,
  now: Date,
): { text: string; summary: PlanSummary; savedAt: string } | null {
  if (!summaryOfText(text)) return null;
  const data = JSON.parse(text) as Record<string, unknown>;
  const info = typeof data.eventInfo === 'object' && data.eventInfo !== null ? data.eventInfo : {};
  const savedAt = now.toISOString();
  const next = JSON.stringify({ ...data, eventInfo: { ...info, name: name.trim() }, updatedAt: savedAt }, null, 2);
  const summary = summaryOfText(next);
  return summary && { text: next, summary, savedAt };
}

/** A duplicate's name: the plan's own with '(copy)', as a file manager names a copy. */
export const copyName = (summary: PlanSummary | undefined): string => `${planTitle(summary)} (copy)`;
