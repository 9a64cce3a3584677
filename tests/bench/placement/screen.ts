/**
 * Where the placement case clicks: a grid of CLICKS distinct points inside the focused park's visible
 * part of the map, clear of the sidebars and the banners. The park's extent on screen is found as a
 * user sees it, by hovering: inside it the dense layers give a pointer cursor almost everywhere, outside
 * it (nothing drawn there) they do not. Every point is checked to land on the map canvas.
 */
import type { Page } from 'playwright-core';
import { PageBroke } from '../lib/probe';

export const CLICKS = 200;
/** Overlaid on the map: the left sidebar, the right panel, the focus and mode banners. */
const CLEAR = { left: 360, right: 320, top: 220, bottom: 12 };
const STEP_PX = 8;
/** Gaps in the pointer run shorter than this are still the park (a spot between features). */
const GAP_PX = 32;
const INSET_PX = 12;

export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}
export interface Point {
  x: number;
  y: number;
}

/** For each point, whether the topmost element there is the map canvas. */
const ON_CANVAS = String.raw`(function (pts) {
  return pts.map(function (p) { var e = document.elementFromPoint(p.x, p.y); return !!e && e.classList.contains('maplibregl-canvas'); });
})`;

export async function onCanvas(page: Page, pts: readonly Point[]): Promise<boolean[]> {
  return await page.evaluate<boolean[]>(`${ON_CANVAS}(${JSON.stringify(pts)})`);
}

/** The longest run of pointer hits along a line (gaps under GAP_PX bridged): [from, to] in that axis. */
function longestRun(hits: readonly number[]): [number, number] | null {
  let best: [number, number] | null = null;
  let run: [number, number] | null = null;
  for (const v of hits) {
    run = run && v - run[1] <= GAP_PX ? [run[0], v] : [v, v];
    if (!best || run[1] - run[0] > best[1] - best[0]) best = [...run];
  }
  return best;
}

/** Hovers the points that land on the canvas; returns those where the map shows a pointer cursor. */
export async function pointerHits(page: Page, pts: readonly Point[]): Promise<Point[]> {
  const visible = await onCanvas(page, pts);
  const canvas = page.locator('.map-area .maplibregl-canvas');
  const hits: Point[] = [];
  for (const [i, p] of pts.entries()) {
    if (!visible[i]) continue;
    await page.mouse.move(p.x, p.y);
    if ((await canvas.evaluate((el) => (el as HTMLElement).style.cursor)) === 'pointer') hits.push(p);
  }
  return hits;
}

const line = (from: number, to: number, at: (v: number) => Point) => {
  const out: Point[] = [];
  for (let v = from; v <= to; v += STEP_PX) out.push(at(v));
  return out;
};

/** The focused park's box on screen, within the part of the map clear of the overlays. */
export async function parkOnScreen(page: Page): Promise<Rect> {
  const box = await page.locator('.map-area .maplibregl-canvas').boundingBox();
  if (!box) throw new PageBroke('no map canvas');
  const width = page.viewportSize()?.width ?? 1400;
  const region: Rect = {
    left: Math.max(box.x, CLEAR.left),
    right: Math.min(box.x + box.width, width - CLEAR.right),
    top: Math.max(box.y, CLEAR.top),
    bottom: box.y + box.height - CLEAR.bottom,
  };
  const midY = (region.top + region.bottom) / 2;
  const across = longestRun(
    (
      await pointerHits(
        page,
        line(region.left, region.right, (x) => ({ x, y: midY })),
      )
    ).map((p) => p.x),
  );
  if (!across)
    throw new PageBroke('no map features under the pointer across the middle of the map: the park is not drawn');
  const midX = (across[0] + across[1]) / 2;
  const down = longestRun(
    (
      await pointerHits(
        page,
        line(region.top, region.bottom, (y) => ({ x: midX, y })),
      )
    ).map((p) => p.y),
  );
  if (!down) throw new PageBroke('no map features under the pointer down the middle of the park');
  await page.mouse.move(midX, region.bottom);
  return {
    left: across[0] + INSET_PX,
    right: across[1] - INSET_PX,
    top: Math.max(region.top, down[0]) + INSET_PX,
    bottom: Math.min(region.bottom, down[1]) - INSET_PX,
  };
}

/** Moves the rectangle's top down until every row of `xs` below it lands on the canvas (banners end above). */
async function clearOfBanners(page: Page, r: Rect, xs: readonly number[]): Promise<Rect> {
  const ys: number[] = [];
  for (let y = r.bottom; y >= r.top; y -= 4) ys.push(y);
  const pts = ys.flatMap((y) => xs.map((x) => ({ x, y })));
  const ok = await onCanvas(page, pts);
  let top = r.bottom;
  for (const [i, y] of ys.entries()) {
    if (!ok.slice(i * xs.length, (i + 1) * xs.length).every(Boolean)) break;
    top = y;
  }
  return { ...r, top: top === r.top ? top : top + INSET_PX };
}

/** cols × rows = CLICKS, with cells as near square as the rectangle allows. */
function gridShape(r: Rect): [cols: number, rows: number] {
  const shapes: Array<[number, number]> = [];
  for (let c = 1; c <= CLICKS; c++) if (CLICKS % c === 0) shapes.push([c, CLICKS / c]);
  const w = r.right - r.left,
    h = r.bottom - r.top;
  const skew = ([c, rows]: [number, number]) =>
    Math.abs(Math.log(w / Math.max(1, c - 1) / (h / Math.max(1, rows - 1))));
  return shapes.filter(([c, rows]) => c > 1 && rows > 1).sort((a, b) => skew(a) - skew(b))[0]!;
}

/** The click points, row by row (alternating direction, as a hand sweeps), all on the canvas. */
export async function clickGrid(page: Page): Promise<{ points: Point[]; area: Rect; cols: number; rows: number }> {
  const park = await parkOnScreen(page);
  const [cols0] = gridShape(park);
  const xsOf = (r: Rect, cols: number) =>
    Array.from({ length: cols }, (_, i) => Math.round(r.left + ((r.right - r.left) * i) / (cols - 1)));
  const area = await clearOfBanners(page, park, xsOf(park, cols0));
  const [cols, rows] = gridShape(area);
  const xs = xsOf(area, cols);
  const points: Point[] = [];
  for (let j = 0; j < rows; j++) {
    const y = Math.round(area.top + ((area.bottom - area.top) * j) / (rows - 1));
    for (const x of j % 2 ? [...xs].reverse() : xs) points.push({ x, y });
  }
  const minGap = Math.min((area.right - area.left) / (cols - 1), (area.bottom - area.top) / (rows - 1));
  if (minGap < 8)
    throw new PageBroke(`the park's visible part (${JSON.stringify(area)}) is too small for ${CLICKS} distinct clicks`);
  const ok = await onCanvas(page, points);
  const off = points.filter((_, i) => !ok[i]);
  if (off.length)
    throw new PageBroke(`${off.length} click points are covered by the page, e.g. (${off[0]!.x}, ${off[0]!.y})`);
  return { points, area, cols, rows };
}
