/**
 * After the city's permit areas were shown from the copy saved on an earlier visit: the worker asks the
 * city whether its rows changed since, and saves a newer answer. The newer areas are shown at once
 * when nothing is focused or being imported (loading them from the fresh copy takes a moment);
 * otherwise the next visit shows them, so nobody's focused area changes under them.
 */
import { focused } from '../../store/focus';
import { planApplying } from '../../store/planFile';
import { geographyEngine } from '../engines/engines';

export function checkSavedCityAreas(tilesKey: string, shown: AbortSignal, reload: () => void): void {
  // A job under the shown areas' signal: a newer load cancels the check in the worker too.
  void geographyEngine()
    .job('refreshCityAreas', [tilesKey], { signal: shown })
    .then(
      (outcome) => {
        if (outcome.status === 'updated' && !shown.aborted && !focused.peek() && !planApplying.peek()) reload();
      },
      // The saved copy stays; the next visit asks again.
      () => undefined,
    );
}
