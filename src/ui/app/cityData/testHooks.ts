/**
 * Test hooks (README, 'Test hooks'): a browser test may set `window.__STAGER_TEST_HOOKS__` before the
 * app starts (Playwright's page.addInitScript) to shorten the per-attempt time limit of the requests
 * to the city's services, so a test of a hanging service ends in seconds. Nothing else reads it.
 */
export interface TestHooks {
  /** Per-attempt time limit (ms) of the city's permit-area and street-centreline requests. */
  requestTimeoutMs?: number;
}

export function testHooks(): TestHooks {
  const hooks = (window as { __STAGER_TEST_HOOKS__?: unknown }).__STAGER_TEST_HOOKS__;
  if (!hooks || typeof hooks !== 'object') return {};
  const ms = (hooks as { requestTimeoutMs?: unknown }).requestTimeoutMs;
  return typeof ms === 'number' && Number.isFinite(ms) && ms > 0 ? { requestTimeoutMs: ms } : {};
}
