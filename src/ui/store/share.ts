/** Share by link: the Share dialog's state, and a shared plan opened from a link (read-only until copied). */
import { computed, signal } from '@preact/signals-react';

export type ShareDialogState =
  | { kind: 'preparing' }
  | { kind: 'ready'; link: string; chars: number; copied: boolean | 'failed' }
  | { kind: 'tooLarge'; chars: number; maxChars: number }
  | { kind: 'failed'; message: string };

/** The Share dialog, or null when closed. */
export const shareDialog = signal<ShareDialogState | null>(null);

/**
 * A plan opened from a link: 'opening' while it is read and applied, 'viewing' once shown; null
 * otherwise (also after 'Edit a copy'). A link that cannot be read leaves a message instead.
 */
export type SharedView = { status: 'opening' | 'viewing' };
export const sharedView = signal<SharedView | null>(null);
export const sharedLinkError = signal<string | null>(null);

/** The plan on screen is someone else's shared plan: nothing changes it until 'Edit a copy'. */
export const planReadOnly = computed(() => sharedView.value !== null);
