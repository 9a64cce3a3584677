/**
 * The background check of the city's areas, for areas shown from the copy saved on an earlier visit:
 * asks the city whether its rows changed and, if so, saves the new answer. The check is the state's
 * one latest-wins (state.ts), so a newer check or the next load ends it.
 */
import type { Job } from '../../shared/async/jobs';
import type { RefreshOutcome } from './cityParks';
import { loadByKey, type GeographyState } from './state';

export async function refreshCityAreas(state: GeographyState, job: Job, tilesKey: string): Promise<RefreshOutcome> {
  const load = loadByKey(state, tilesKey);
  if (!load?.city?.savedAt) return { status: 'current' };
  const answer = await state.cityCheck(load.city, job.signal);
  // Ended by a newer check or load: this one's answer is not known.
  return answer.current ? answer.value : { status: 'unchecked' };
}
