/** Polls a condition (the spec: every 50 ms, up to 10 s) and fails with the given text. */
export function waitFor(
  condition: () => boolean,
  timeoutMs: number,
  pollMs: number,
  timeoutText: string,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const tick = () => {
      if (condition()) return resolve();
      if (performance.now() - started >= timeoutMs) return reject(new Error(timeoutText));
      setTimeout(tick, pollMs);
    };
    tick();
  });
}

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
