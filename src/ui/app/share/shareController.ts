/**
 * 'Share': the whole plan in a link's fragment, made in the plan worker (serialised, compressed and
 * encoded there), so nothing is sent anywhere and the page does none of the work. A plan too large
 * for a link says so and offers the file instead. The same link goes on the packet as a QR code.
 */
import { planEngine } from '../engines/engines';
import { currentPlanInput, planSerializeOptions } from '../plan/planDocument';
import { shareDialog } from '../../store/share';
import { errorMessage } from '../../../shared/errors/errorMessage';

/** The app's own address: what the link opens (the fragment is replaced). `?demo` is kept with it. */
export function shareBase(): string {
  return `${location.origin}${location.pathname}${location.search}`;
}

/** The link for the plan as it is now, or null when it is too long for a link. */
export async function currentShareLink(): Promise<string | null> {
  const result = await planEngine().shareLink(currentPlanInput(), planSerializeOptions(), shareBase());
  return result.ok ? result.link : null;
}

export async function sharePlan(): Promise<void> {
  shareDialog.value = { kind: 'preparing' };
  try {
    const result = await planEngine().shareLink(currentPlanInput(), planSerializeOptions(), shareBase());
    // Closed while the link was being made: nothing to show.
    if (shareDialog.peek()?.kind !== 'preparing') return;
    shareDialog.value = result.ok
      ? { kind: 'ready', link: result.link, chars: result.chars, copied: false }
      : { kind: 'tooLarge', chars: result.chars, maxChars: result.maxChars };
  } catch (error) {
    if (shareDialog.peek()?.kind === 'preparing') shareDialog.value = { kind: 'failed', message: errorMessage(error) };
  }
}

/** Copies the link; the dialog says when it is on the clipboard (the field stays selectable otherwise). */
export async function copyShareLink(): Promise<boolean> {
  const state = shareDialog.peek();
  if (state?.kind !== 'ready') return false;
  let copied = true;
  try {
    await navigator.clipboard.writeText(state.link);
  } catch {
    // No clipboard (an insecure page, a refused permission): the field is there to copy from.
    copied = false;
  }
  if (shareDialog.peek() === state) shareDialog.value = { ...state, copied: copied || 'failed' };
  return copied;
}

export function closeShareDialog(): void {
  shareDialog.value = null;
}
