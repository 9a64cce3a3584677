/**
 * Zone-search latency as a person experiences it: each query typed into 'Search Zones', timed from the
 * last key's input event to the rendered answer (only matching results listed), one query at a time.
 */
import type { Page } from 'playwright-core';
import { SEARCH_DONE, TWO_FRAMES, armSearchWatch } from '../pageScripts';
import { PageBroke, isRecord, probe } from './probe';

/** The app's debounce (ZONE_SEARCH.debounceMs): the page cannot import it. */
export const SEARCH_DEBOUNCE_MS = 250;

export interface SearchRun {
  query: string;
  rawMs: number;
  minusDebounceMs: number;
  hits: number;
}

export async function timeSearches(page: Page, queries: readonly string[]): Promise<SearchRun[]> {
  const input = page.getByLabel('Search Zones');
  const runs: SearchRun[] = [];
  for (const query of queries) {
    await input.fill('');
    await page.locator('ul.result-list').waitFor({ state: 'detached' });
    await page.evaluate(TWO_FRAMES);
    await page.evaluate(armSearchWatch(query.toLowerCase()));
    await input.pressSequentially(query);
    const done: unknown = await page.evaluate(SEARCH_DONE);
    const after = await probe(page);
    if (!isRecord(done) || typeof done.t !== 'number' || after.lastInputAt === null)
      throw new PageBroke(`search for ${query} did not render`);
    const rawMs = done.t - after.lastInputAt;
    runs.push({ query, rawMs, minusDebounceMs: rawMs - SEARCH_DEBOUNCE_MS, hits: Number(done.hits) });
  }
  return runs;
}
