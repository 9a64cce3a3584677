/** Saved plans: the working plan's creation time, import and autosave feedback, and the New Plan prompt. */
import { signal } from '@preact/signals-react';

/** The first save (or the imported file's) time, kept across re-saves until a New Plan. */
export const planCreatedAt = signal<string | null>(null);

/** The spec's import error and why; the current plan is untouched while it shows. */
export interface ImportFailure {
  message: string;
  reason: string;
}
export const importError = signal<ImportFailure | null>(null);

/** What the user should know after a plan was applied: parser warnings, an area not found. */
export const planNotices = signal<readonly string[]>([]);

/** A plan being applied (an import, the autosaved plan at startup, a shared link); autosave waits meanwhile. */
export const planApplying = signal<'import' | 'restore' | 'shared' | null>(null);

/** Why the last autosave failed; cleared by the next write that succeeds. */
export const autosaveError = signal<string | null>(null);

export const newPlanConfirmOpen = signal(false);

/** The id of the newest autosaved plan that is open in another tab, when this tab started a new one. */
export const planOpenElsewhere = signal<string | null>(null);

/** An autosaved plan that could not be read back: kept aside (not overwritten), offered for download or discard. */
export interface UnreadablePlan {
  id: string;
  text: string;
  savedAt: string;
  reason: string;
  /** False when storage could not keep it aside: then this page holds the only copy (the tab writes elsewhere). */
  keptAside: boolean;
}
export const unreadablePlan = signal<UnreadablePlan | null>(null);
