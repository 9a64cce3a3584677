/** The map buttons a nudge offers, from its actions: a subject without a place has none. */
import type { Nudge, NudgeAction } from '../../shared/nudges/rules';

export type MapNudgeAction = Extract<NudgeAction, 'zoomToSubject' | 'highlight'>;

export const NUDGE_BUTTON_LABELS: Record<MapNudgeAction, string> = { zoomToSubject: 'Zoom to', highlight: 'Highlight' };

const MAP_ACTIONS: readonly MapNudgeAction[] = ['zoomToSubject', 'highlight'];

export function nudgeButtons(n: Pick<Nudge, 'actions' | 'subject'>): MapNudgeAction[] {
  if (!n.subject.position) return [];
  return MAP_ACTIONS.filter((a) => n.actions.includes(a));
}
