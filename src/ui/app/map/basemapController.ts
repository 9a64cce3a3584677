/** Basemap and theme switching, by the spec: one switch at a time, same choice ignored, revert on failure. */
import { effect } from '@preact/signals-react';
import { BASEMAP_ERRORS, type BasemapChoice } from '../../../shared/map/basemaps';
import { basemap, basemapSwitchError, basemapSwitching, mapPort } from '../../store/map';
import { theme } from '../../store/theme';
import { mapCannotStart } from '../reliability/mapAvailability';
import { errorMessage } from '../../../shared/errors/errorMessage';

const same = (a: BasemapChoice, b: BasemapChoice) => a.key === b.key && (a.key === 'carto' || a.year === b.year);

/**
 * A failed switch ('Map instance not provided', 'Unknown basemap key …') reverts the selection; the
 * spec only logs it, so it is kept for developers on the chooser (data-switch-error), not shown.
 */
export async function switchBasemap(choice: BasemapChoice): Promise<void> {
  const previous = basemap.peek();
  if (basemapSwitching.peek() || same(previous, choice)) return;
  // Without a map (no WebGL) the choice is still the plan's: kept, so Save Plan writes it back.
  if (mapCannotStart()) {
    basemap.value = choice;
    return;
  }
  basemapSwitching.value = true;
  basemap.value = choice;
  basemapSwitchError.value = null;
  try {
    const port = mapPort.peek();
    if (!port) throw new Error(BASEMAP_ERRORS.noMap);
    if (!(await port.setBasemap(choice, theme.peek()))) basemap.value = previous;
  } catch (error) {
    basemap.value = previous;
    basemapSwitchError.value = errorMessage(error);
  } finally {
    basemapSwitching.value = false;
  }
}

/** A theme change reloads the base style of the new theme (overlays are carried across). */
export function followThemeOnMap(): () => void {
  let first = true;
  return effect(() => {
    const t = theme.value;
    if (first) {
      first = false;
      return;
    }
    mapPort
      .peek()
      ?.setBasemap(basemap.peek(), t)
      .catch(() => undefined);
  });
}
