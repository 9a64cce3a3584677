/**
 * How the placement case clicks: CLICKS shift-clicks, one every PACE_MS[0]–PACE_MS[1] ms (a seeded
 * jitter, the same on every run), real mouse events sent at the hand's pace whether or not the page
 * has taken the last one.
 */
import type { Page } from 'playwright-core';
import { withDeadline } from '../../../src/shared/async/deadline';
import { sleep } from '../lib/probe';

export const PACE_MS: readonly [number, number] = [150, 250];

/** Seeded click intervals in PACE_MS: offsets of each click from the first. */
export function schedule(n: number): number[] {
  let s = 20_240_611;
  const next = () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const out = [0];
  for (let i = 1; i < n; i++) out.push(out[i - 1]! + PACE_MS[0] + next() * (PACE_MS[1] - PACE_MS[0]));
  return out;
}

/** `work`, or undefined after `ms` (the timer cleared either way, so it never holds the process open). */
function capped<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  return withDeadline<T | undefined>(() => work, ms, { late: () => undefined });
}

/** CDP's modifier bit for Shift (Input.dispatchMouseEvent). */
const SHIFT = 8;

/**
 * Each click as Playwright's page.mouse.click sends it (Input.dispatchMouseEvent: move, press,
 * release), with Shift, but without waiting for the page to acknowledge it: page.mouse.click waits,
 * which on a busy page holds the hand back to the page's pace. Unacknowledged clicks queue in the
 * browser as a real mouse's would, stamped when the browser took them. With `ackTimeoutMs`, waits
 * at most that long after the last click for the page to acknowledge them all (`acked` says whether
 * it did); the clicks still queued are left to the page.
 */
export async function clickAll(
  page: Page,
  points: readonly { x: number; y: number }[],
  ackTimeoutMs = Infinity,
): Promise<{ slipMs: number; backlogMs: number; acked: boolean; lastSentAt: number }> {
  const offsets = schedule(points.length);
  const cdp = await page.context().newCDPSession(page);
  const sent: Promise<unknown>[] = [];
  const mouse = (type: 'mouseMoved' | 'mousePressed' | 'mouseReleased', x: number, y: number) =>
    sent.push(
      cdp.send('Input.dispatchMouseEvent', {
        type,
        x,
        y,
        modifiers: SHIFT,
        button: type === 'mouseMoved' ? 'none' : 'left',
        buttons: type === 'mousePressed' ? 1 : 0,
        clickCount: type === 'mouseMoved' ? 0 : 1,
      }),
    );
  let slipMs = 0;
  // Set when the browser acknowledges the input (TS would otherwise keep it false).
  let acked = false as boolean;
  await page.keyboard.down('Shift');
  try {
    const t0 = Date.now();
    for (const [i, p] of points.entries()) {
      const wait = t0 + offsets[i]! - Date.now();
      if (wait > 0) await sleep(wait);
      else slipMs = Math.max(slipMs, -wait);
      mouse('mouseMoved', p.x, p.y);
      mouse('mousePressed', p.x, p.y);
      mouse('mouseReleased', p.x, p.y);
    }
    const lastSent = Date.now();
    await capped(
      Promise.all(sent).then(() => (acked = true)),
      ackTimeoutMs,
    );
    return { slipMs, backlogMs: acked ? Date.now() - lastSent : NaN, acked, lastSentAt: lastSent };
  } finally {
    // Not acknowledged in time: detaching drops the waits (the browser keeps the queued input).
    const gaveUp = !acked && Number.isFinite(ackTimeoutMs);
    if (gaveUp) await cdp.detach().catch(() => undefined);
    await Promise.allSettled(sent);
    await capped(page.keyboard.up('Shift'), gaveUp ? 5000 : Infinity);
    await cdp.detach().catch(() => undefined);
  }
}
