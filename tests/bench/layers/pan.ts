/**
 * Panning as a user drags: mouse down, a small move every STEP_MS, mouse up (MapLibre's inertia then
 * eases on), back and forth across the focused area for about PAN_MS, with frames recorded meanwhile.
 * Moves are sent at the hand's pace, not the page's: like a real mouse, they do not wait for the page
 * to take the previous one (Chromium coalesces the moves a busy page has not read yet).
 */
import type { Page } from 'playwright-core';
import { PageBroke, sleep } from '../lib/probe';
import { START_FRAMES, STOP_FRAMES } from './pageScripts';

export const PAN_MS = 3000;
const DRAG_PX: [number, number] = [240, 80];
const STEPS = 24;
const STEP_MS = 16;

export interface Pan { from: number; to: number; frames: number[]; drags: number; moves: number }

export async function panFor(page: Page, durationMs = PAN_MS): Promise<Pan> {
  const box = await page.locator('.map-area .maplibregl-canvas').boundingBox();
  if (!box) throw new PageBroke('no map canvas to drag');
  // The middle of the map, between the left sidebar and the right panel.
  const cx = box.x + box.width / 2, cy = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const sent: Promise<unknown>[] = [];
  const mouse = (type: 'mousePressed' | 'mouseMoved' | 'mouseReleased', x: number, y: number) =>
    sent.push(cdp.send('Input.dispatchMouseEvent', { type, x, y, button: 'left', buttons: type === 'mouseReleased' ? 0 : 1, clickCount: type === 'mouseMoved' ? 0 : 1 }));
  try {
    const from = (await page.evaluate(START_FRAMES)) as number;
    const until = Date.now() + durationMs;
    let drags = 0, moves = 0;
    for (let dir = 1; Date.now() < until; dir = -dir, drags++) {
      const [dx, dy] = [dir * DRAG_PX[0], dir * DRAG_PX[1]];
      const at = (i: number): [number, number] => [cx - dx / 2 + (dx * i) / STEPS, cy - dy / 2 + (dy * i) / STEPS];
      mouse('mousePressed', ...at(0));
      let i = 1;
      for (; i <= STEPS && Date.now() < until; i++, moves++) {
        await sleep(STEP_MS);
        mouse('mouseMoved', ...at(i));
      }
      mouse('mouseReleased', ...at(i - 1));
    }
    await Promise.all(sent);
    const to = (await page.evaluate('performance.now()')) as number;
    const frames = (await page.evaluate(STOP_FRAMES)) as number[];
    return { from, to, frames, drags, moves };
  } finally {
    await Promise.allSettled(sent);
    await cdp.detach().catch(() => undefined);
  }
}
