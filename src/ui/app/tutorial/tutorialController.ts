/**
 * Gets the page ready for a tutorial step, so the step's target exists before the popover looks for
 * it: the left sidebar opened, or site-plan mode reached (an area focused, the map zoomed in to design).
 */
import { SITE_PLAN_MIN_ZOOM } from '../../../shared/app/constants';
import { switchesFor, type TutorialStep } from '../../../shared/app/tutorialSteps';
import { focused } from '../../store/focus';
import { geographyType } from '../../store/geography';
import { leftSidebarOpen, mapView } from '../../store/map';
import { zoomInToDesign } from '../map/cameraController';
import { geographyEngine } from '../engines/engines';
import { focusArea } from '../focus/focusController';

/** Focuses the area under the map's centre; false when there is none (or the mode focuses no area by click). */
async function focusAreaAtCentre(): Promise<boolean> {
  const mode = geographyType.peek();
  // Intersections are points: a street zone comes from the zone creator, not from a click.
  if (mode === 'intersections') return false;
  const { lng, lat } = mapView.peek().center;
  // Areas not loaded yet (or their worker failing) leave the user to focus one: the step says so.
  const hits = await geographyEngine()
    .hitTest(mode, lng, lat)
    .catch(() => []);
  const top = hits[0];
  if (!top || mode !== geographyType.peek()) return false;
  await focusArea(top.idx, { canonical: mode === 'parks' });
  return focused.peek() !== null;
}

/** 'ready' when the step's target will appear; 'needs-focus' when site-plan mode cannot be reached without the user. */
export async function prepareTutorialStep(step: TutorialStep): Promise<'ready' | 'needs-focus'> {
  const view = { sidebarOpen: leftSidebarOpen.peek(), focused: focused.peek() !== null, zoom: mapView.peek().zoom };
  for (const change of switchesFor(step, view)) {
    if (change === 'open-sidebar') leftSidebarOpen.value = true;
    else if (change === 'focus-area-at-centre' && !(await focusAreaAtCentre())) return 'needs-focus';
    // Checked again here: a focus can land at 14 or closer by itself.
    else if (change === 'zoom-in-to-design' && mapView.peek().zoom < SITE_PLAN_MIN_ZOOM) zoomInToDesign();
  }
  return 'ready';
}
