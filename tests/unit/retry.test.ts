import { describe, expect, it } from 'vitest';
import { HttpStatusError, RetriesExhaustedError, retryWithBackoff } from '../../src/shared/net/retry';

const policy = { attempts: 5, backoffMs: [500, 1000, 2000, 4000, 8000] };

describe('retryWithBackoff', () => {
  it('makes 5 attempts with 500/1000/2000/4000 ms between them, then fails with the given text', async () => {
    const waits: number[] = [];
    let calls = 0;
    const run = retryWithBackoff(
      async () => {
        calls++;
        throw new HttpStatusError(503);
      },
      policy,
      { sleep: async (ms) => void waits.push(ms) },
      'Failed to load polygon areas',
    );
    await expect(run).rejects.toThrow('Failed to load polygon areas');
    await expect(run).rejects.toBeInstanceOf(RetriesExhaustedError);
    expect(calls).toBe(5);
    expect(waits).toEqual([500, 1000, 2000, 4000]);
    const error = (await run.catch((e: unknown) => e)) as RetriesExhaustedError;
    expect((error.lastError as Error).message).toBe('HTTP 503');
  });

  it('returns the first success', async () => {
    let calls = 0;
    const value = await retryWithBackoff(
      async (attempt) => {
        calls++;
        if (attempt < 3) throw new Error('flaky');
        return 'ok';
      },
      policy,
      { sleep: async () => {} },
      'x',
    );
    expect(value).toBe('ok');
    expect(calls).toBe(3);
  });

  it('does not retry a permanent failure, nor once cancelled', async () => {
    let calls = 0;
    const permanent = retryWithBackoff(
      async () => {
        calls++;
        throw new TypeError('bad file');
      },
      policy,
      { sleep: async () => {}, isRetryable: (e) => !(e instanceof TypeError) },
      'x',
    );
    await expect(permanent).rejects.toThrow('bad file');
    expect(calls).toBe(1);

    let cancelled = false;
    calls = 0;
    const superseded = retryWithBackoff(
      async () => {
        calls++;
        cancelled = true;
        throw new Error('network');
      },
      policy,
      { sleep: async () => {}, isCancelled: () => cancelled },
      'x',
    );
    await expect(superseded).rejects.toThrow('network');
    expect(calls).toBe(1);
  });
});
