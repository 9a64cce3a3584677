/**
 * The placement case's page before the clicks, in either pass. Both start as the heavy layers case
 * does (Bench Great Park focused, 'All Recommended' on, every layer loaded and drawn). In the 'hidden'
 * pass 'All Recommended' is then unticked: every layer is hidden on the map, while its data stays
 * loaded in the workers (the nudge worker got the trees, benches and ramps as each layer loaded), so
 * the clicks measure the app without this renderer drawing 72,000 features on every frame.
 */
import type { Page } from 'playwright-core';
import { PageBroke, quiet } from '../lib/probe';
import { TREE_COUNT } from '../layers/heavyStore';
import { openAndFocus, type LayerRowState } from '../layers/measure';
import { LAYERS_SETTLED, READ_ROWS } from '../layers/pageScripts';
import { INSTALL_PLACEMENT_PROBE } from './pageScripts';
import { onCanvas, pointerHits, type Point } from './screen';

export type LayersPass = 'drawn' | 'hidden';
export const PASSES: readonly LayersPass[] = ['drawn', 'hidden'];

/** What the 'hidden' pass checked after unticking 'All Recommended'. */
export interface HiddenCheck {
  /** Grid points hovered before and after hiding, and how many showed the pointer cursor (a feature under it). */
  sampled: number;
  pointerDrawn: number;
  pointerHidden: number;
  /** Layer rows still showing their count (loaded) with their checkbox off. */
  loadedHidden: number;
  rows: number;
}

const SAMPLES = 25;

const allRecommended = (page: Page) => page.getByRole('checkbox', { name: 'All Recommended', exact: true });

function trees(rows: readonly LayerRowState[], when: string): void {
  const t = rows.find((r) => r.id === 'trees');
  if (t?.count !== TREE_COUNT.toLocaleString('en-US'))
    throw new PageBroke(
      `${when}, the Street Trees row shows ${t?.count ?? t?.error ?? 'nothing'}, not ${TREE_COUNT.toLocaleString('en-US')}`,
    );
}

/** The heavy layers case's page: the park focused, every layer on and drawn. */
export async function layersOn(page: Page): Promise<{ zoom: number; shown: number }> {
  const zoom = await openAndFocus(page);
  await allRecommended(page).click();
  const settled = await page.waitForFunction(LAYERS_SETTLED, undefined, { timeout: 180_000, polling: 100 });
  const { shown } = (await settled.jsonValue()) as { shown: number };
  trees(await page.evaluate<LayerRowState[]>(READ_ROWS), 'with every layer drawn');
  return { zoom, shown };
}

/** Each layer row's checkbox state. */
const READ_CHECKED = String.raw`Array.prototype.slice.call(document.querySelectorAll('[data-layer]')).map(function (r) {
  var c = r.querySelector('input[type="checkbox"]');
  return { id: r.getAttribute('data-layer'), checked: !!c && c.checked };
})`;

/**
 * Unticks 'All Recommended' and waits until the map is quiet. Checks, as a user would see it, that
 * the layers are gone from the map (hovering the grid no longer finds features) and still loaded (each
 * row keeps its count), and that the click points still land on the map.
 */
export async function hideLayers(page: Page, points: readonly Point[]): Promise<HiddenCheck> {
  const sample = points.filter((_, i) => i % Math.ceil(points.length / SAMPLES) === 0);
  const pointerDrawn = (await pointerHits(page, sample)).length;
  await allRecommended(page).click();
  if (await allRecommended(page).isChecked())
    throw new PageBroke("'All Recommended' is still ticked after unticking it");
  await quiet(page, 800, 15_000);
  const checked = await page.evaluate<Array<{ id: string; checked: boolean }>>(READ_CHECKED);
  const on = checked.filter((c) => c.checked);
  if (on.length)
    throw new PageBroke(
      `after unticking 'All Recommended', ${on.length} layers are still on (${on.map((c) => c.id).join(', ')})`,
    );
  const rows = await page.evaluate<LayerRowState[]>(READ_ROWS);
  trees(rows, "with 'All Recommended' unticked");
  const pointerHidden = (await pointerHits(page, sample)).length;
  if (pointerHidden >= pointerDrawn)
    throw new PageBroke(
      `hovering ${sample.length} grid points finds features at ${pointerHidden} with the layers hidden, ${pointerDrawn} with them drawn`,
    );
  const ok = await onCanvas(page, points);
  if (!ok.every(Boolean))
    throw new PageBroke(
      `${ok.filter((v) => !v).length} click points are covered by the page once the layers are hidden`,
    );
  await quiet(page, 600, 8000);
  return {
    sampled: sample.length,
    pointerDrawn,
    pointerHidden,
    loadedHidden: rows.filter((r) => r.count !== null).length,
    rows: rows.length,
  };
}

/**
 * Installs the placement probe on a page showing no placed objects and puts 'Grill' in placement mode,
 * as a user would before shift-clicking. Returns the count the probe starts from.
 */
export async function startGrillPlacement(page: Page): Promise<number> {
  const startCount = Number(await page.evaluate(INSTALL_PLACEMENT_PROBE));
  if (startCount !== 0) throw new PageBroke(`'Placed Objects' shows ${startCount} before placing, not 0`);
  const grill = page.getByRole('region', { name: 'Event Objects' }).getByRole('button', { name: /^Grill/ });
  await grill.click();
  if ((await grill.getAttribute('aria-pressed')) !== 'true')
    throw new PageBroke("'Grill' did not enter placement mode");
  await quiet(page, 600, 8000);
  return startCount;
}
