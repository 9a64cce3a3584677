/**
 * Every call to a worker is a job the page can cancel down to its requests (src/shared/async/jobs.ts):
 * a street search typed fast sends only its last query, to the worker and to the network, and leaving
 * intersections (the zone creator's mode) cancels the search in flight; a focus changed while a layer
 * loads stops that load's requests. The city's answers are held by the routes, which record whether
 * the page gave up on them, so no answer is ever given to a job that is gone.
 */
import type { Request, Route } from '@playwright/test';
import { expect, startAs, test } from './fixtures';
import { answerOpenData } from './openData';
import { cityStore } from './cityStore';
import { nameHasWord } from '../../src/shared/intersections/centrelineQuery';

/** A request the route holds: the test answers it, or the page abandons it. */
interface Held {
  route: Route;
  where: string | null;
}

const whereOf = (url: string) => new URL(url).searchParams.get('$where');

test('a fast-typed street search sends only its last query, and leaving intersections cancels it: its requests are abandoned, its answer never shown', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // What the page asks the geography worker to search: comlink's calls, read as they are posted.
  await page.addInitScript(() => {
    const asked: string[] = [];
    (window as unknown as { streetQueries: string[] }).streetQueries = asked;
    // Read off the prototype without a member access, so it is called with the worker as `this` below.
    const post = Reflect.get<Worker, 'postMessage'>(Worker.prototype, 'postMessage');
    Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: never[]) {
      const call = message as { path?: string[]; argumentList?: Array<{ value?: unknown }> } | null;
      if (call?.path?.[0] === 'searchStreets') asked.push(String(call.argumentList?.at(-1)?.value));
      return post.call(this, message, ...rest);
    } as typeof Worker.prototype.postMessage;
  });
  const held: Held[] = [];
  const failed: Request[] = [];
  page.on('requestfailed', (request) => failed.push(request));
  await answerOpenData(
    page,
    async (url, route) => {
      const where = whereOf(url);
      if (!url.includes('/resource/inkn-q76z') || !where?.includes('full_street_name')) return false;
      held.push({ route, where });
      return true;
    },
    await cityStore(),
  );
  await startAs(page, 'Intersections');
  const search = page.getByLabel('Search Intersections');
  await search.fill('Seventh Ave & U');
  // Four keystrokes at typing speed, in one turn of the page (a loaded machine cannot spread them out).
  await search.evaluate((input: HTMLInputElement) => {
    // The prototype's setter, as typing does: React's tracker on the element itself then sees a change.
    const setValue = Reflect.get(Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!, 'set') as (
      this: HTMLInputElement,
      value: string,
    ) => void;
    for (const key of ['n', 'i', 'o', 'n']) {
      setValue.call(input, input.value + key);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
  });
  await expect.poll(() => held.length).toBe(2);
  expect(await page.evaluate(() => (window as unknown as { streetQueries: string[] }).streetQueries)).toEqual([
    'Seventh Ave & Union',
  ]);
  expect(held.map((h) => h.where).sort()).toEqual([nameHasWord('7'), nameHasWord('UNION')].sort());

  // Leaving intersections while the city has not answered: the search's requests are abandoned.
  await page.getByRole('button', { name: 'Wrong mode selected? Click here to switch.' }).click();
  await page.getByRole('radio', { name: /^Parks/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => held.filter((h) => failed.includes(h.route.request())).length, { timeout: 15_000 }).toBe(2);
  // The city answers at last: nothing is there to take it, and no intersection is listed.
  for (const h of held) await h.route.fulfill({ status: 200, body: '[]' }).catch(() => undefined);
  await expect(page.getByRole('button', { name: /^7 AV & UNION ST/ })).toHaveCount(0);
});

test("a focus changed while a layer loads stops the load's requests: none is answered to the focus that is gone", async ({
  page,
}) => {
  const held: Route[] = [];
  const failed: Request[] = [];
  page.on('requestfailed', (request) => failed.push(request));
  await answerOpenData(page, async (url, route) => {
    if (!url.includes('esmy-s8q5')) return false;
    held.push(route);
    return true;
  });
  await startAs(page, 'Parks');
  const focusName = page.getByRole('region', { name: 'Focused area' }).locator('.focus-name');
  await page.getByLabel('Search Zones').fill('Bryant Park');
  await page.getByRole('button', { name: /^Bryant Park Bryant Park › Whole Park/ }).click();
  await expect(focusName).toHaveText(/Bryant Park/);
  await page.getByRole('checkbox', { name: 'Benches', exact: true }).check();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  const first = held.length;
  const before = held.slice(0, first);

  await page.getByLabel('Search Zones').fill('Lawn');
  await page.getByRole('button', { name: /Bryant Park - Lawn/ }).click();
  await expect(focusName).toHaveText('Bryant Park - Lawn');
  // Every request of the first focus's load was abandoned by the page before any answer came.
  await expect.poll(() => before.filter((route) => failed.includes(route.request())).length).toBe(first);
  for (const route of before) await route.fulfill({ status: 200, body: '[]' }).catch(() => undefined);
  // The new focus asks afresh, its own requests alive.
  await expect.poll(() => held.length).toBeGreaterThan(first);
  expect(failed.includes(held.at(-1)!.request())).toBe(false);
});
