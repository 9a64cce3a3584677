/**
 * Test hooks (README, 'Test hooks'): a browser test may set `window.__STAGER_TEST_HOOKS__` before the
 * app starts (Playwright's page.addInitScript) to shorten the per-attempt time limit of the requests
 * to the city's services, so a test of a hanging service ends in seconds, or to lengthen the autosave's
 * wait, so a test of what is kept as the page goes away cannot be passed by the usual write. Nothing
 * else reads it.
 */
export interface TestHooks {
  /** Per-attempt time limit (ms) of the city's permit-area and street-centreline requests. */
  requestTimeoutMs?: number;
  /** The autosave's wait after a change (ms), instead of 500. */
  autosaveDelayMs?: number;
}

const positive = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

export function testHooks(): TestHooks {
  const hooks = (window as { __STAGER_TEST_HOOKS__?: unknown }).__STAGER_TEST_HOOKS__;
  if (!hooks || typeof hooks !== 'object') return {};
  const { requestTimeoutMs, autosaveDelayMs } = hooks as Record<string, unknown>;
  return {
    ...(positive(requestTimeoutMs) ? { requestTimeoutMs } : {}),
    ...(positive(autosaveDelayMs) ? { autosaveDelayMs } : {}),
  };
}
