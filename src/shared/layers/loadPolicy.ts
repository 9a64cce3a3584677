/**
 * How layer requests wait and retry. 429, 5xx, network failures and silences are transient and
 * retried; other failures are reported at once. The limits are chosen so that a service that never
 * answers ends in 'Error' within HUNG_LAYER_LIMIT_MS of the request, while the other layers load.
 */
export const LAYER_LOAD = {
  attempts: 4,
  backoffMs: [500, 1000, 2000],
  /**
   * How long one attempt may go without a byte arriving (no headers, or a body that stalls). A slow
   * answer that keeps arriving is not cut off. Shorter than the app's 10 s request limit so that four
   * attempts of a hung service end within 30 s.
   */
  silenceTimeoutMs: 6_000,
  /** After this long without the whole answer, the layer's row says it is waiting for the service. */
  slowAfterMs: 3_000,
  /** Error bodies can be whole HTML pages; the tag's detail keeps the start. */
  errorBodyChars: 300,
} as const;

/** The promise made to the user: a hung layer service is reported within this time. */
export const HUNG_LAYER_LIMIT_MS = 30_000;

/** The longest a request to a service that never answers takes to fail: every attempt times out, with every back-off between. */
export function hungRequestMs(policy: {
  attempts: number;
  backoffMs: readonly number[];
  silenceTimeoutMs: number;
}): number {
  let total = policy.attempts * policy.silenceTimeoutMs;
  for (let retry = 1; retry < policy.attempts; retry++)
    total += policy.backoffMs[Math.min(retry - 1, policy.backoffMs.length - 1)] ?? 0;
  return total;
}
