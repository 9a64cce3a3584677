/**
 * The packet's revision table as the Revisions dialog saves it: rows with nothing written are left
 * out. Saved with the plan and its share link, printed in the title block.
 */
import type { Revision } from '../../../shared/plan/schema';
import { revisions } from '../../store/eventInfo';

export function saveRevisions(rows: readonly Revision[]): void {
  revisions.value = rows.filter((r) => r.revision.trim() || r.date.trim() || r.description.trim());
}
