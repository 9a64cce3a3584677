/**
 * Live intersections in a view: the nodes in and around it, from the city's street centreline,
 * appended to the current load. The page's newer view ends the wait; a cell once asked is kept for
 * the load (the next view needs it), so only the wait is raced, not the cell's requests.
 */
import { raceAbort } from '../../shared/async/abortRace';
import type { Job } from '../../shared/async/jobs';
import type { BBox } from '../../shared/geometry/bbox';
import type { NodesOutcome } from './cityNodes';
import { loadByKey, type GeographyState } from './state';

/** The intersections in a view, with the date of the centreline they come from. */
export type ViewNodesOutcome = (NodesOutcome & { updatedAt: string | null }) | { status: 'superseded' };

export async function nodesInView(
  state: GeographyState,
  job: Job,
  tilesKey: string,
  box: BBox,
): Promise<ViewNodesOutcome> {
  const load = loadByKey(state, tilesKey);
  if (!load?.nodes) return { status: 'superseded' };
  const outcome = await raceAbort(load.nodes.loadView(box), job.signal);
  // A newer load began while the cells were asked: their nodes belong to a load no longer shown.
  if (state.current !== load) return { status: 'superseded' };
  return { ...outcome, updatedAt: await load.nodes.updatedAt };
}
