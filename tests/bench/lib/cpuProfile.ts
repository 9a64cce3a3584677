/** The page's main-thread CPU profile (V8's sampling profiler through the DevTools protocol), for finding a long task's cause. */
import type { Page } from 'playwright-core';

export async function startProfile(page: Page): Promise<{ stop(): Promise<unknown> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  return {
    stop: async () => {
      const { profile } = await cdp.send('Profiler.stop');
      await cdp.detach();
      return profile;
    },
  };
}
