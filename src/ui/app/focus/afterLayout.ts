/**
 * Resolves once the page has rendered and laid out what changed before the call (a frame, then its
 * observers); a hidden page draws no frames, so it resolves after `maxMs` there.
 */
import { withDeadline } from '../../../shared/async/deadline';
import { sleep } from '../../../shared/async/sleep';

export function afterLayout(maxMs = 100): Promise<void> {
  const framed = new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  // The frame's observers run in the task after it.
  return withDeadline(() => framed.then(() => sleep(0)), maxMs, { late: () => undefined });
}
