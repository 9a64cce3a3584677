/** The five tutorial steps: texts of the spec, and the element each step points at. */
export type TutorialStepId = 'search' | 'focus-area' | 'layers' | 'drawing' | 'export';

export interface TutorialStep {
  id: TutorialStepId;
  title: string;
  body: string;
  /** A `data-tutorial` attribute value in the page; the popover centres itself when absent. */
  target: string;
}

export const TUTORIAL_STEPS: readonly TutorialStep[] = [
  { id: 'search', title: 'Find a Permit Area', body: 'Search for a park, plaza or intersection by name to find where your event will happen.', target: 'zone-search' },
  { id: 'focus-area', title: 'Focus on an Area', body: 'Click a permit area on the map, or a search result, to focus on it. Overlapping areas open a chooser.', target: 'map' },
  { id: 'layers', title: 'Add Infrastructure', body: 'Turn on infrastructure layers such as hydrants, bus stops and bike lanes around the focused area.', target: 'layers-panel' },
  { id: 'drawing', title: 'Draw Event Fixtures', body: 'Use drawing tools to mark where event fixtures will be placed.', target: 'site-plan-designer' },
  { id: 'export', title: 'Export Your Site Plan', body: 'Export the finished site plan as a PDF or image for your permit application.', target: 'export' },
];

export function nextStep(id: TutorialStepId): TutorialStepId | null {
  const i = TUTORIAL_STEPS.findIndex((s) => s.id === id);
  return TUTORIAL_STEPS[i + 1]?.id ?? null;
}
