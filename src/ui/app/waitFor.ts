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
