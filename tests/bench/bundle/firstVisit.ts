/**
 * What a visitor's browser loads, step by step, read from the requests it makes (the page's and its
 * workers'): a first visit with the sample data (?demo: choose Parks, Continue, the areas shown, the
 * page quiet), then focusing an area (the designer opens and drawing starts), then opening the export
 * menu. The service worker is blocked: it would precache every file in the background for offline use.
 */
import type { Browser } from 'playwright-core';
import { INIT_SCRIPT } from '../pageScripts';
import { PageBroke, quiet, sleep } from '../lib/probe';
import { BASE } from '../lib/server';

export interface VisitStages {
  /** Scripts loaded by the first visit, up to the areas shown and a quiet page. */
  firstVisit: string[];
  /** Scripts loaded after that, when an area is focused and the designer opens. */
  focus: string[];
  /** Scripts loaded after that, when the export menu first opens. */
  exportMenu: string[];
}

export async function scriptsByStage(browser: Browser): Promise<VisitStages> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });
  const loaded: string[] = [];
  const errors: string[] = [];
  try {
    // Only the app's own server answers; the basemap falls back to the local style, as offline.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort('internetdisconnected'));
    let pending = 0;
    let lastActivity = Date.now();
    context.on('request', (request) => {
      pending++;
      lastActivity = Date.now();
      const url = new URL(request.url());
      if (url.origin === BASE && /\.m?js$/.test(url.pathname) && !loaded.includes(url.pathname))
        loaded.push(url.pathname);
    });
    const settled = () => {
      pending--;
      lastActivity = Date.now();
    };
    context.on('requestfinished', settled);
    context.on('requestfailed', settled);
    /** From now, no request in flight and none started or ended for half a second (at most 30 s). */
    const networkQuiet = async () => {
      lastActivity = Math.max(lastActivity, Date.now());
      const until = Date.now() + 30_000;
      while (Date.now() < until && (pending > 0 || Date.now() - lastActivity < 500)) await sleep(100);
    };
    await context.addInitScript({ content: INIT_SCRIPT });
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    const since = (n: number) => loaded.slice(n);

    await page.goto(`${BASE}/?demo`);
    await page.getByRole('button', { name: 'Skip for Now' }).click();
    await page.getByRole('radio', { name: /^Parks/ }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.locator('.map-area[data-areas-state="shown"]').waitFor({ timeout: 60_000 });
    await networkQuiet();
    await quiet(page);
    const firstVisit = since(0);

    await page.getByLabel('Search Zones').fill('Lawn');
    await page.getByRole('button', { name: /Bryant Park - Lawn/ }).click();
    const designer = page.getByRole('complementary', { name: 'Site Plan Designer' });
    await designer.waitFor();
    await designer
      .getByRole('group', { name: 'Drawing tools' })
      .locator('button:not([disabled])', { hasText: 'Polygon' })
      .waitFor({ timeout: 30_000 });
    await networkQuiet();
    const focus = since(firstVisit.length);

    await designer.getByRole('button', { name: 'Export Site Plan' }).click();
    await page.getByRole('menuitem', { name: 'PDF Document' }).waitFor();
    await networkQuiet();
    const exportMenu = since(firstVisit.length + focus.length);

    if (errors.length) throw new PageBroke(`uncaught page errors: ${errors.join('; ')}`);
    return { firstVisit, focus, exportMenu };
  } finally {
    await context.close();
  }
}
