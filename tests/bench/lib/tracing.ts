/** A Chromium trace around some work, split into rendering frames and other main-thread tasks. */
import type { Browser, Page } from 'playwright-core';
import { splitTrace, type TaskSplit } from '../traceTasks';

/** Chromium trace categories enough to see the main thread's tasks and the frames inside them. */
export const TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink',
  'v8',
];

/** Adds the GPU client's events: the main thread's waits for the GPU process (WebGL read-backs, finishes). */
export const TRACE_CATEGORIES_WITH_GPU = [...TRACE_CATEGORIES, 'gpu'];

export async function traced<T>(
  browser: Browser,
  page: Page,
  work: () => Promise<T>,
  categories: readonly string[] = TRACE_CATEGORIES,
): Promise<{ value: T; split: TaskSplit }> {
  await browser.startTracing(page, { categories: [...categories] });
  try {
    const value = await work();
    return { value, split: splitTrace(await browser.stopTracing()) };
  } catch (error) {
    await browser.stopTracing().catch(() => undefined);
    throw error;
  }
}
