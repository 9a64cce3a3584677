/**
 * 'Compare with…' an earlier saved plan: the plan worker reads the file (as an import would, without
 * applying it) and keeps it; every change to the working plan is then compared with it there, the
 * latest answer winning, and the changes are listed and drawn on the map (the overlay's compare
 * part). Closing the comparison forgets the earlier plan.
 */
import { effect } from '@preact/signals-react';
import { latestOnly } from '../../../shared/async/latest';
import type { DimensionUnits } from '../../../shared/geometry/measure';
import type { Plan } from '../../../shared/objects/placed';
import { compareError, comparedFile, comparisonResult } from '../../store/compare';
import { dimensionUnits } from '../../store/draw';
import { plan } from '../../store/plan';
import { planEngine } from '../engines/engines';

const compare = latestOnly((_signal, current: Plan, units: DimensionUnits) => planEngine().compareWith(current, units));

export async function compareWithFile(file: File): Promise<void> {
  const base = await planEngine().loadComparison(file);
  if (!base.ok) {
    compareError.value = { message: base.message, reason: base.reason };
    return;
  }
  compareError.value = null;
  compare.cancel();
  comparisonResult.value = null;
  comparedFile.value = { fileName: base.fileName, savedAt: base.savedAt };
}

export function closeComparison(): void {
  compare.cancel();
  comparedFile.value = null;
  comparisonResult.value = null;
  compareError.value = null;
  void planEngine().clearComparison();
}

/** Compares again whenever the plan or the units change while a comparison is open. */
export function startComparison(): () => void {
  return effect(() => {
    const open = comparedFile.value;
    const current = plan.value;
    const units = dimensionUnits.value;
    if (!open) return;
    compare(current, units).then(
      (answer) => {
        if (answer.current && comparedFile.peek() === open) comparisonResult.value = answer.value;
      },
      (error: unknown) => {
        compareError.value = {
          message: 'The comparison could not be made.',
          reason: error instanceof Error ? error.message : String(error),
        };
      },
    );
  });
}
