/**
 * Whether the layers are on the map again, as a user sees it. Neither the page's state nor hovering
 * can tell once the grills are placed: a layer's 'shown' flag (data-layers-shown) stays set while it is
 * hidden, and the grills' icons cover the park, so the pointer finds a grill wherever it goes. The
 * picture can: screenshots of the grid's area with the layers hidden and after ticking them on again
 * must differ (the layers show between the icons), and the map must have stopped changing. The PNGs
 * are compared in the page (createImageBitmap), so Node needs no image decoder.
 */
import type { Page } from 'playwright-core';
import { PageBroke, quiet, sleep } from '../lib/probe';
import type { Rect } from '../placement/screen';

/** A pixel changed when a channel moved by more than this (PNG screenshots are exact; the slack is for antialiasing). */
const CHANNEL_SLACK = 24;
/** The share of the area's pixels that must change for the layers to count as drawn again. */
export const MIN_CHANGED = 0.02;
/** Consecutive screenshots differing in fewer pixels than this are the same picture: the map is still. */
const STILL = 0.001;
const TIMEOUT_MS = 60_000;

/** The share of pixels that differ between two same-sized PNGs (base64). */
const CHANGED = String.raw`(async function (a, b, slack) {
  async function pixels(b64) {
    var bytes = Uint8Array.from(atob(b64), function (c) { return c.charCodeAt(0); });
    var bmp = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    var g = new OffscreenCanvas(bmp.width, bmp.height).getContext('2d');
    g.drawImage(bmp, 0, 0);
    return g.getImageData(0, 0, bmp.width, bmp.height).data;
  }
  var pa = await pixels(a), pb = await pixels(b);
  if (pa.length !== pb.length) return 1;
  var n = 0;
  for (var i = 0; i < pa.length; i += 4) {
    if (Math.abs(pa[i] - pb[i]) > slack || Math.abs(pa[i + 1] - pb[i + 1]) > slack || Math.abs(pa[i + 2] - pb[i + 2]) > slack) n++;
  }
  return n / (pa.length / 4);
})`;

export async function shot(page: Page, r: Rect): Promise<string> {
  const png = await page.screenshot({
    type: 'png',
    clip: { x: r.left, y: r.top, width: r.right - r.left, height: r.bottom - r.top },
  });
  return png.toString('base64');
}

export async function changed(page: Page, a: string, b: string): Promise<number> {
  return Number(await page.evaluate(`${CHANGED}(${JSON.stringify(a)}, ${JSON.stringify(b)}, ${CHANNEL_SLACK})`));
}

/**
 * After 'All Recommended' is ticked again: waits until the area's picture holds still and differs from
 * `hidden` (the same area with the layers hidden) in at least MIN_CHANGED of its pixels; returns that share.
 */
export async function drawnAgain(page: Page, area: Rect, hidden: string): Promise<number> {
  const until = Date.now() + TIMEOUT_MS;
  let last = await shot(page, area);
  for (;;) {
    await quiet(page, 800, 20_000);
    await sleep(300);
    const now = await shot(page, area);
    const vsHidden = await changed(page, hidden, now);
    if (vsHidden >= MIN_CHANGED && (await changed(page, last, now)) < STILL) return vsHidden;
    if (Date.now() > until)
      throw new PageBroke(
        `the layers are not drawn again after ${TIMEOUT_MS / 1000} s: the park differs from its picture with them hidden in ${(vsHidden * 100).toFixed(1)}% of its pixels`,
      );
    last = now;
  }
}
