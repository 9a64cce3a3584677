/** The five tutorial steps: texts of the spec, the element each step points at, and what that element needs. */
import { SITE_PLAN_MIN_ZOOM } from './constants';

export type TutorialStepId = 'search' | 'focus-area' | 'layers' | 'drawing' | 'export';

export interface TutorialStep {
  id: TutorialStepId;
  title: string;
  body: string;
  /** A `data-tutorial` attribute value in the page; the popover centres itself when absent. */
  target: string;
  /**
   * What must be showing for the target to exist: the left sidebar (search, layers), the map, or
   * site-plan mode (the Site Plan Designer, with the drawing tools and Export Site Plan).
   */
  needs: 'sidebar' | 'map' | 'site-plan';
}

export const TUTORIAL_STEPS: readonly TutorialStep[] = [
  {
    id: 'search',
    title: 'Find a Permit Area',
    body: 'Search for a park, plaza or intersection by name to find where your event will happen.',
    target: 'zone-search',
    needs: 'sidebar',
  },
  {
    id: 'focus-area',
    title: 'Focus on an Area',
    body: 'Click a permit area on the map, or a search result, to focus on it. Overlapping areas open a chooser.',
    target: 'map',
    needs: 'map',
  },
  {
    id: 'layers',
    title: 'Add Infrastructure',
    body: 'Turn on infrastructure layers such as hydrants, bus stops and bike lanes around the focused area.',
    target: 'layers-panel',
    needs: 'sidebar',
  },
  {
    id: 'drawing',
    title: 'Draw Event Fixtures',
    body: 'Use drawing tools to mark where event fixtures will be placed.',
    target: 'drawing-tools',
    needs: 'site-plan',
  },
  {
    id: 'export',
    title: 'Export Your Site Plan',
    body: 'Export the finished site plan as a PDF or image for your permit application.',
    target: 'export-site-plan',
    needs: 'site-plan',
  },
];

export function nextStep(id: TutorialStepId): TutorialStepId | null {
  const i = TUTORIAL_STEPS.findIndex((s) => s.id === id);
  return TUTORIAL_STEPS[i + 1]?.id ?? null;
}

/** What the tutorial switches on before it looks for a step's target, in order. */
export type TutorialSwitch = 'open-sidebar' | 'focus-area-at-centre' | 'zoom-in-to-design';

export interface TutorialView {
  sidebarOpen: boolean;
  focused: boolean;
  zoom: number;
}

/**
 * The switches a step needs from the current view. Site-plan mode is a focused area at zoom 14 or
 * closer: without a focus the area under the map's centre is focused first (and zoomed in after, if
 * its fit lands below 14); with one, only the zoom is raised.
 */
export function switchesFor(step: TutorialStep, view: TutorialView): TutorialSwitch[] {
  switch (step.needs) {
    case 'sidebar':
      return view.sidebarOpen ? [] : ['open-sidebar'];
    case 'map':
      return [];
    case 'site-plan':
      if (!view.focused) return ['focus-area-at-centre', 'zoom-in-to-design'];
      return view.zoom >= SITE_PLAN_MIN_ZOOM ? [] : ['zoom-in-to-design'];
  }
}

/** The spec's tutorial: five steps; a step's target is looked for 20 times, 250 ms apart. */
export const TUTORIAL = { steps: 5, targetLookupTries: 20, targetLookupMs: 250 } as const;
