/** Retry with the spec's back-off. Timing is injected so the policy is testable without real waits. */
export interface RetryPolicy {
  attempts: number;
  backoffMs: readonly number[];
}

export interface RetryHooks {
  sleep: (ms: number) => Promise<void>;
  /** A permanent failure (e.g. a malformed file) is not retried. */
  isRetryable?: (error: unknown) => boolean;
  /** Stops retrying once the work is superseded. */
  isCancelled?: () => boolean;
  onAttemptFailed?: (attempt: number, error: unknown) => void;
}

export class RetriesExhaustedError extends Error {
  override name = 'RetriesExhaustedError';
  constructor(
    message: string,
    readonly lastError: unknown,
    readonly attempts: number,
  ) {
    super(message);
  }
}

/**
 * Runs `op` up to `attempts` times, waiting backoffMs[i] after failed attempt i when another follows.
 * No wait follows the last attempt: the user learns of the failure at once.
 */
export async function retryWithBackoff<T>(
  op: (attempt: number) => Promise<T>,
  policy: RetryPolicy,
  hooks: RetryHooks,
  failureMessage: string,
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= policy.attempts; attempt++) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the last attempt's own failure, rethrown as it was caught
    if (hooks.isCancelled?.()) throw lastError ?? new Error('cancelled');
    try {
      return await op(attempt);
    } catch (error) {
      lastError = error;
      hooks.onAttemptFailed?.(attempt, error);
      if (hooks.isRetryable && !hooks.isRetryable(error)) throw error;
      if (hooks.isCancelled?.()) throw error;
      if (attempt < policy.attempts)
        await hooks.sleep(policy.backoffMs[Math.min(attempt - 1, policy.backoffMs.length - 1)] ?? 0);
    }
  }
  throw new RetriesExhaustedError(failureMessage, lastError, policy.attempts);
}

/** The spec's text for a failed response. */
export class HttpStatusError extends Error {
  override name = 'HttpStatusError';
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}
