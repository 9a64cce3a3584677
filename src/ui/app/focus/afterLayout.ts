/**
 * Resolves once the page has rendered and laid out what changed before the call (a frame, then its
 * observers); a hidden page draws no frames, so it resolves after `maxMs` there.
 */
export function afterLayout(maxMs = 100): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, maxMs);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}
