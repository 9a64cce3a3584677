/**
 * The export case's page before 'Export Site Plan', the same in both passes: the heavy layers case's
 * page (Bench Great Park focused, 'All Recommended' on, every layer loaded and drawn), then 200 grills
 * placed through the UI as the placement case places them, but with the layers hidden (its 'hidden'
 * pass: the clicks are taken quickly without this renderer drawing 72,000 features on every frame),
 * then 'All Recommended' ticked again and the layers drawn once more (their data still loaded in the
 * workers, so this is quick; see redraw.ts for how that is seen). The plan exported is therefore the
 * heavy case: large park, layers on, 200 objects.
 */
import type { Page } from 'playwright-core';
import { PageBroke, quiet } from '../lib/probe';
import { clickAll } from '../placement/clicks';
import { CLICKS, clickGrid } from '../placement/screen';
import { hideLayers, layersOn, type HiddenCheck } from '../placement/setup';
import { changed, drawnAgain, MIN_CHANGED, shot } from './redraw';

export const OBJECTS = CLICKS;

export interface PlanSetup {
  zoom: number;
  /** Layers drawn before the placements, and ticked again before the export. */
  layersShown: number;
  layersOn: number;
  hidden: HiddenCheck;
  /**
   * Share of the grid area's pixels that changed on hiding the layers before the placements, and on
   * drawing them again over the grills before the export.
   */
  pixelsChanged: { hiding: number; redrawing: number };
  objects: number;
  /** How long placing the objects and drawing the layers again took (setup, not measured). */
  placeMs: number;
  redrawMs: number;
}

/** Layer rows and how many have their checkbox ticked. */
const READ_TICKED = String.raw`(function () {
  var boxes = Array.prototype.slice.call(document.querySelectorAll('[data-layer] input[type="checkbox"]'));
  return { rows: boxes.length, ticked: boxes.filter(function (c) { return c.checked; }).length };
})()`;

const placedCount = async (page: Page) =>
  Number(/\((\d+)\)/.exec((await page.locator('#placed-objects-title').textContent()) ?? '')?.[1] ?? NaN);

export async function heavyPlan(page: Page): Promise<PlanSetup> {
  const { zoom, shown } = await layersOn(page);
  await quiet(page, 600, 10_000);
  const grid = await clickGrid(page);
  const drawn = await shot(page, grid.area);
  const hidden = await hideLayers(page, grid.points);
  const hiding = await changed(page, drawn, await shot(page, grid.area));
  if (hiding < MIN_CHANGED)
    throw new PageBroke(`hiding the layers changed ${(hiding * 100).toFixed(1)}% of the park's pixels`);
  if ((await placedCount(page)) !== 0)
    throw new PageBroke(`'Placed Objects' shows ${await placedCount(page)} before placing, not 0`);

  const placing = Date.now();
  const grill = page.getByRole('region', { name: 'Event Objects' }).getByRole('button', { name: /^Grill/ });
  await grill.click();
  if ((await grill.getAttribute('aria-pressed')) !== 'true')
    throw new PageBroke("'Grill' did not enter placement mode");
  await clickAll(page, grid.points);
  const heading = page.getByRole('heading', { name: `Placed Objects (${OBJECTS})`, exact: true });
  await heading.waitFor({ timeout: 60_000 }).catch(async () => {
    throw new PageBroke(
      `'Placed Objects' shows ${await placedCount(page)} after ${OBJECTS} placements, not ${OBJECTS}`,
    );
  });
  // Out of placement mode, as a user would be before exporting.
  await page.keyboard.press('Escape');
  if ((await grill.getAttribute('aria-pressed')) === 'true')
    throw new PageBroke("Escape did not leave 'Grill' placement mode");
  await quiet(page, 600, 10_000);
  const placeMs = Date.now() - placing;
  // Off the map, so no hover shows in the pictures or is left for the export.
  await page.mouse.move(700, 4);
  await quiet(page, 600, 10_000);
  const hiddenWithObjects = await shot(page, grid.area);

  const redrawStarted = Date.now();
  const all = page.getByRole('checkbox', { name: 'All Recommended', exact: true });
  await all.click();
  if (!(await all.isChecked())) throw new PageBroke("'All Recommended' is not ticked after ticking it again");
  const { rows, ticked } = await page.evaluate<{ rows: number; ticked: number }>(READ_TICKED);
  if (ticked < shown)
    throw new PageBroke(
      `after ticking 'All Recommended' again ${ticked} of ${rows} layers are on, not the ${shown} drawn before`,
    );
  const redrawn = await drawnAgain(page, grid.area, hiddenWithObjects);
  const objects = await placedCount(page);
  if (objects !== OBJECTS)
    throw new PageBroke(`'Placed Objects' shows ${objects} once the layers are drawn again, not ${OBJECTS}`);
  return {
    zoom,
    layersShown: shown,
    layersOn: ticked,
    hidden,
    pixelsChanged: { hiding, redrawing: redrawn },
    objects,
    placeMs,
    redrawMs: Date.now() - redrawStarted,
  };
}
