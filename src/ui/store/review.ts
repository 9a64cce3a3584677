/** Review comments read from returned packets (issue 42): saved with the plan; the Review panel's state. */
import { signal } from '@preact/signals-react';
import type { ReviewComment } from '../../shared/review/comments';

export const reviewComments = signal<ReviewComment[]>([]);

/** The comment the panel last flew to: the map marks it apart from the others. */
export const focusedComment = signal<string | null>(null);

/** What the last packet import came to: its message (an error, or what was added) and, for another plan's packet, the question. */
export type ReviewImportState =
  | { status: 'reading'; fileName: string }
  | { status: 'failed'; message: string; reason: string }
  | { status: 'done'; message: string; notes: string[] }
  | { status: 'ask'; question: string; fileName: string };
export const reviewImport = signal<ReviewImportState | null>(null);
