/** One comparison's answer for the page: the rows to list, the totals, and what the map draws. */
import type { DimensionUnits } from '../geometry/measure';
import type { Plan } from '../objects/placed';
import { changeRows, changeSummary, type ChangeRow, type ChangeSummary } from './changeList';
import { changeFeatures, type ChangeCollection } from './changeFeatures';
import { diffPlans } from './planDiff';

export interface Comparison {
  rows: ChangeRow[];
  summary: ChangeSummary;
  overlay: ChangeCollection;
}

export function comparePlans(earlier: Plan, current: Plan, units: DimensionUnits): Comparison {
  const diff = diffPlans(earlier, current);
  return { rows: changeRows(diff, units), summary: changeSummary(diff), overlay: changeFeatures(diff) };
}
