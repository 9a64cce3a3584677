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
import { onEngineRestart, planEngine } from '../engines/engines';
import { errorMessage } from '../../../shared/errors/errorMessage';

const compare = latestOnly((_signal, current: Plan, units: DimensionUnits) => planEngine().compareWith(current, units));
/** The earlier plan's file, read again by a restarted plan worker (the worker keeps what it read). */
let earlierFile: File | null = null;

/** The earlier plan being read: another file, or closing the comparison, cancels the read in the worker. */
const loading = latestOnly((signal, file: File) => planEngine().job('loadComparison', [file], { signal }));

export async function compareWithFile(file: File): Promise<void> {
  const answer = await loading(file).catch((error: unknown) => ({
    current: true as const,
    value: {
      ok: false as const,
      message: 'The comparison could not be made.',
      reason: errorMessage(error),
    },
  }));
  if (!answer.current) return;
  const base = answer.value;
  if (!base.ok) {
    compareError.value = { message: base.message, reason: base.reason };
    return;
  }
  earlierFile = file;
  compareError.value = null;
  compare.cancel();
  comparisonResult.value = null;
  comparedFile.value = { fileName: base.fileName, savedAt: base.savedAt };
}

export function closeComparison(): void {
  earlierFile = null;
  loading.cancel();
  compare.cancel();
  comparedFile.value = null;
  comparisonResult.value = null;
  compareError.value = null;
  planEngine()
    .clearComparison()
    .catch(() => undefined);
}

/** Compares again whenever the plan or the units change while a comparison is open, and after a restart of the plan worker. */
export function startComparison(): () => void {
  const stopRestarts = onEngineRestart('plan', () => {
    if (earlierFile && comparedFile.peek()) void compareWithFile(earlierFile);
  });
  const stopComparing = effect(() => {
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
          reason: errorMessage(error),
        };
      },
    );
  });
  return () => {
    stopRestarts();
    stopComparing();
  };
}
