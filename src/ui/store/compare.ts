/** 'Compare with…': the earlier plan compared against, the latest comparison, and a file that could not be read. */
import { signal } from '@preact/signals-react';
import type { Comparison } from '../../shared/compare/comparison';

export interface ComparedFile {
  fileName: string;
  /** When the earlier plan was saved, as its file says (ISO), or null. */
  savedAt: string | null;
}

/** The earlier plan's file while a comparison is open. */
export const comparedFile = signal<ComparedFile | null>(null);
/** The latest comparison of the working plan with it; null until the first answer (and when closed). */
export const comparisonResult = signal<Comparison | null>(null);
export const compareError = signal<{ message: string; reason: string } | null>(null);
