/**
 * Reading the page's instrumentation (see ../pageScripts.ts and ../layers/pageScripts.ts): long tasks,
 * blocking time, waiting for a quiet main thread, and the error that marks a broken page.
 */
import type { Page } from 'playwright-core';
import { sleep } from '../../../src/shared/async/sleep';
import { READ_PROBE, type LongTask, type PageProbe } from '../pageScripts';

/** The page broke (an error, a missing element, data that did not arrive): the only way a bench run fails. */
export class PageBroke extends Error {
  override name = 'PageBroke';
}

export const LONG_TASK_MS = 50;

/** The one sleep (src/shared/async), for the benches' own pauses. */
export { sleep };

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

function asProbe(v: unknown): PageProbe {
  if (!isRecord(v) || !Array.isArray(v.longTasks) || !Array.isArray(v.areaStates))
    throw new PageBroke('instrumentation missing from the page');
  return v as unknown as PageProbe;
}

/** The area benchmark's probe (long tasks, area states, click and input times). */
export async function probe(page: Page): Promise<PageProbe> {
  return asProbe(await page.evaluate(READ_PROBE));
}

const READ_LONG_TASKS = '({ longTasks: window.__longTasks, now: performance.now() })';

/** The long tasks so far and the page's clock, from either init script. */
export async function longTasksNow(page: Page): Promise<{ longTasks: LongTask[]; now: number }> {
  const v: unknown = await page.evaluate(READ_LONG_TASKS);
  if (!isRecord(v) || !Array.isArray(v.longTasks) || typeof v.now !== 'number')
    throw new PageBroke('instrumentation missing from the page');
  return v as unknown as { longTasks: LongTask[]; now: number };
}

/** Tasks overlapping [from, to]. */
export function tasksIn(tasks: readonly LongTask[], from: number, to: number): LongTask[] {
  return tasks.filter((t) => t.start < to && t.start + t.duration > from);
}

export const longest = (tasks: readonly LongTask[]) => tasks.reduce((m, t) => Math.max(m, t.duration), 0);
export const totalBlocking = (tasks: readonly LongTask[]) =>
  tasks.reduce((sum, t) => sum + Math.max(0, t.duration - LONG_TASK_MS), 0);

/** Waits until no long task has ended in the last `quietMs` (at most `maxMs`). */
export async function quiet(page: Page, quietMs = 600, maxMs = 8000): Promise<void> {
  const until = Date.now() + maxMs;
  while (Date.now() < until) {
    const p = await longTasksNow(page);
    const lastEnd = p.longTasks.reduce((m, t) => Math.max(m, t.start + t.duration), 0);
    if (p.now - lastEnd >= quietMs) return;
    await sleep(150);
  }
}
