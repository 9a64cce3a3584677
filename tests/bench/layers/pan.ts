/**
 * Panning as a user drags: mouse down, a small move every STEP_MS, mouse up (MapLibre's inertia then
 * eases on), back and forth across the focused area for about PAN_MS, with frames recorded meanwhile.
 * Moves are sent at the hand's pace, not the page's: like a real mouse, they do not wait for the page
 * to take the previous one (Chromium coalesces the moves a busy page has not read yet). undoPan drags
 * the map back by what the drags moved it (slowly, still before the release, so without inertia).
 */
import type { Page } from 'playwright-core';
import { PageBroke, sleep } from '../lib/probe';
import { START_FRAMES, STOP_FRAMES } from './pageScripts';

export const PAN_MS = 3000;
const DRAG_PX: [number, number] = [240, 80];
const STEPS = 24;
const STEP_MS = 16;

/** `net`: how far the drags moved the map in all, in CSS pixels (before MapLibre's inertia). */
export interface Pan {
  from: number;
  to: number;
  frames: number[];
  drags: number;
  moves: number;
  net: [number, number];
}

async function mapMiddle(page: Page): Promise<[number, number]> {
  const box = await page.locator('.map-area .maplibregl-canvas').boundingBox();
  if (!box) throw new PageBroke('no map canvas to drag');
  // The middle of the map, between the left sidebar and the right panel.
  return [box.x + box.width / 2, box.y + box.height / 2];
}

export async function panFor(page: Page, durationMs = PAN_MS): Promise<Pan> {
  const [cx, cy] = await mapMiddle(page);
  const cdp = await page.context().newCDPSession(page);
  const sent: Promise<unknown>[] = [];
  const mouse = (type: 'mousePressed' | 'mouseMoved' | 'mouseReleased', x: number, y: number) =>
    sent.push(
      cdp.send('Input.dispatchMouseEvent', {
        type,
        x,
        y,
        button: 'left',
        buttons: type === 'mouseReleased' ? 0 : 1,
        clickCount: type === 'mouseMoved' ? 0 : 1,
      }),
    );
  try {
    const from = await page.evaluate<number>(START_FRAMES);
    const until = Date.now() + durationMs;
    let drags = 0,
      moves = 0;
    const net: [number, number] = [0, 0];
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
      net[0] += (dx * (i - 1)) / STEPS;
      net[1] += (dy * (i - 1)) / STEPS;
    }
    await Promise.all(sent);
    const to = await page.evaluate<number>('performance.now()');
    const frames = await page.evaluate<number[]>(STOP_FRAMES);
    return { from, to, frames, drags, moves, net };
  } finally {
    await Promise.allSettled(sent);
    await cdp.detach().catch(() => undefined);
  }
}

/** Drags the map back by `pan.net`, in small steps, holding still before the release (no inertia). */
export async function undoPan(page: Page, pan: Pan): Promise<void> {
  const [cx, cy] = await mapMiddle(page);
  const [dx, dy] = [-pan.net[0], -pan.net[1]];
  const steps = Math.max(1, Math.ceil(Math.hypot(dx, dy) / 10));
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  for (let i = 1; i <= steps; i++) {
    await page.mouse.move(cx + (dx * i) / steps, cy + (dy * i) / steps);
    await sleep(STEP_MS);
  }
  await sleep(400);
  await page.mouse.up();
}
