/**
 * One variant of the dense case on a fresh browser context at 1440 × 900: the app as the other cases
 * open it ('app', `/`) or with `draw=vector` ('baseline', `/?draw=vector`: every layer drawn as
 * vectors with MapLibre's default symbol fade). Focus the park, click 'All Recommended' and time it to
 * the last layer row leaving '(Loading...)', to everything drawn (`data-layers-shown` reaching the
 * layers loaded) and to idle (the end of the last long task before 2 s without one, looked for from
 * the moment loading ended), with the map's frames in between (the page's own count,
 * `data-map-renders`), the long tasks in the 5 s starting 2 s after loading ended and in the 5 s after
 * that quiet spell, and the memory the page and its workers then hold; then drags across the park
 * (frame gaps, layers/pan.ts; then dragged back), and 200 chairs placed one click at a time
 * (serialPlacement.ts). The other runs on a fresh context: placing while the layers load
 * (placeWhileLoading.ts), and loading alone under a light trace, for where the CPU goes
 * (threadTime.ts), on this park or the larger one.
 */
import type { Browser, Page } from 'playwright-core';
import type { OpenDataStandIn } from '../../../scripts/open-data-standin/index';
import { loadNote } from '../lib/machine';
import { PageBroke, longTasksNow, longest, sleep, tasksIn } from '../lib/probe';
import type { BenchPark } from '../layers/heavyPark';
import { frameStats, type FrameStats } from '../lib/stats';
import { layersContext } from '../layers/context';
import { openAndFocus, readProbe, type LayerRowState } from '../layers/measure';
import { LAYERS_SETTLED, READ_ROWS } from '../layers/pageScripts';
import { panFor, undoPan } from '../layers/pan';
import { FLOOR_PAGE, floorHtml, measureFloor } from './floor';
import { measureMemory, type MemoryFigures } from './memory';
import { placeWhileLoading, type PlaceWhileLoading } from './placeWhileLoading';
import { rendersBetween } from './renders';
import { placeChairsSerially, type SerialPlacement } from './serialPlacement';
import { timedThreads, type ThreadTimes } from './threadTime';
import { densePacket, TODAY, type DensePacket } from './packet';

export const VIEWPORT = { width: 1440, height: 900 } as const;
export type Variant = 'app' | 'baseline';
export const VARIANTS: readonly Variant[] = ['app', 'baseline'];
export const VARIANT_PATH: Record<Variant, string> = { app: '/', baseline: '/?draw=vector' };
const SETTLE_TIMEOUT_MS = 300_000;
/** Idle: no long task for this long. */
const QUIET_MS = 2000;
const WINDOW_MS = 5000;
const IDLE_TIMEOUT_MS = 90_000;

export interface DenseInput {
  standIn: OpenDataStandIn;
  /** The same world answered as the stand-in answered the earlier builds a baseline serves (lib/earlierAnswers.ts). */
  earlierStandIn: OpenDataStandIn;
  parks: Buffer;
  staticFiles: Record<string, Buffer>;
  park: BenchPark;
  /** Street trees in the park: the row must show this count once loaded. */
  trees: number;
}

export interface DenseRun {
  variant: Variant;
  path: string;
  zoom: number;
  /** 'All Recommended' click → `data-layers-shown` reached the layers that loaded. */
  shownMs: number;
  /** 'All Recommended' click → no layer row says '(Loading...)' any more. */
  loadedMs: number;
  layersShown: number;
  /** The map's frames from the click to everything drawn, as the page counts them. */
  renders: number;
  failed: number;
  /** Sum of the layer rows' counts, and the layers with at least one feature. */
  features: number;
  layersWithFeatures: number;
  rows: LayerRowState[];
  idle: {
    /** 'All Recommended' click → the end of the last long task before 2 s without one. */
    idleMs: number;
    /** Long tasks in the 5 s starting 2 s after loading ended. */
    afterLoadedTasks: number;
    afterLoadedLongestMs: number;
    /** Long tasks in the 5 s after the 2 s quiet spell. */
    afterIdleTasks: number;
    afterIdleLongestMs: number;
    /** The map's frames from the click to idle. */
    rendersToIdle: number;
  };
  /** What the page and its workers hold once idle. */
  memory: MemoryFigures;
  panning: { frames: FrameStats; longTasks: number; longestMs: number; drags: number; moves: number };
  placement: SerialPlacement;
  /** The app's packet of the placed plan (the app variant only: the baseline draws the map differently, not the packet). */
  packet: DensePacket | null;
  /** The machine's 1-minute load average when the variant ended (other work competing for the CPUs skews every figure). */
  load1: number;
}

const countOf = (r: LayerRowState) => (r.count ? Number(r.count.replace(/,/g, '')) : 0);

export function contextFor(browser: Browser, input: DenseInput) {
  return layersContext(browser, input.standIn, input.parks, {
    viewport: VIEWPORT,
    staticFiles: input.staticFiles,
    pages: { [FLOOR_PAGE]: floorHtml(VIEWPORT.width, VIEWPORT.height) },
  });
}

type Drawn = Pick<
  DenseRun,
  'shownMs' | 'loadedMs' | 'layersShown' | 'renders' | 'failed' | 'features' | 'layersWithFeatures' | 'rows'
> & { clickAt: number; loadedAt: number };

/** Click 'All Recommended' and wait until every layer that did not fail is drawn; the trees must show `trees`. */
export async function allDrawn(page: Page, trees: number): Promise<Drawn> {
  await page.getByRole('checkbox', { name: 'All Recommended', exact: true }).click();
  const settled = await page.waitForFunction(LAYERS_SETTLED, undefined, { timeout: SETTLE_TIMEOUT_MS, polling: 100 });
  const { shown, failed } = (await settled.jsonValue()) as { shown: number; failed: number };
  const p = await readProbe(page);
  const rows = await page.evaluate<LayerRowState[]>(READ_ROWS);
  const treeRow = rows.find((r) => r.id === 'trees');
  if (treeRow?.count !== trees.toLocaleString('en-US'))
    throw new PageBroke(
      `the Street Trees row shows ${treeRow?.count ?? treeRow?.error ?? 'nothing'}, not ${trees.toLocaleString('en-US')}`,
    );
  if (p.allRecommendedAt === null) throw new PageBroke("the 'All Recommended' click was not seen");
  const t0 = p.allRecommendedAt;
  const t1 = p.shownChanges.find((c) => c.t >= t0 && c.shown === shown)?.t ?? NaN;
  const lastLoading = [...p.loadingChanges].reverse().find((c) => c.n === 0 && c.t >= t0)?.t ?? NaN;
  return {
    clickAt: t0,
    loadedAt: lastLoading,
    shownMs: t1 - t0,
    loadedMs: lastLoading - t0,
    layersShown: shown,
    renders: rendersBetween(p.renders, t0, t1),
    failed,
    features: rows.reduce((s, r) => s + countOf(r), 0),
    layersWithFeatures: rows.filter((r) => countOf(r) > 0).length,
    rows,
  };
}

/**
 * From the moment loading ended: the end of the last long task before QUIET_MS without one (waited for),
 * and the long tasks in the WINDOW_MS starting QUIET_MS after loading ended and after that quiet spell.
 */
export async function settle(page: Page, clickAt: number, loadedAt: number): Promise<DenseRun['idle']> {
  const until = Date.now() + IDLE_TIMEOUT_MS;
  let idleAt = NaN;
  while (Date.now() < until) {
    const { longTasks, now } = await longTasksNow(page);
    let end = loadedAt;
    for (const t of [...longTasks].filter((t) => t.start + t.duration > loadedAt).sort((a, b) => a.start - b.start)) {
      if (t.start > end + QUIET_MS) break;
      end = Math.max(end, t.start + t.duration);
    }
    if (now >= end + QUIET_MS) {
      idleAt = end;
      break;
    }
    await sleep(200);
  }
  if (!Number.isFinite(idleAt)) throw new PageBroke(`the page was not idle for 2 s within ${IDLE_TIMEOUT_MS} ms`);
  const lastWindowEnd = Math.max(loadedAt, idleAt) + QUIET_MS + WINDOW_MS;
  const wait = lastWindowEnd - (await longTasksNow(page)).now;
  if (wait > 0) await sleep(wait);
  const { longTasks } = await longTasksNow(page);
  const inWindow = (from: number) => tasksIn(longTasks, from, from + WINDOW_MS);
  const afterLoaded = inWindow(loadedAt + QUIET_MS);
  const afterIdle = inWindow(idleAt + QUIET_MS);
  const { renders } = await readProbe(page);
  return {
    idleMs: idleAt - clickAt,
    afterLoadedTasks: afterLoaded.length,
    afterLoadedLongestMs: longest(afterLoaded),
    afterIdleTasks: afterIdle.length,
    afterIdleLongestMs: longest(afterIdle),
    rendersToIdle: rendersBetween(renders, clickAt, Math.max(idleAt, loadedAt)),
  };
}

export async function runDenseVariant(browser: Browser, input: DenseInput, variant: Variant): Promise<DenseRun> {
  const { context, page, errors } = await contextFor(browser, input);
  try {
    const path = VARIANT_PATH[variant];
    const zoom = await openAndFocus(page, { path, parkName: input.park.name });
    const { clickAt, loadedAt, ...drawn } = await allDrawn(page, input.trees);
    const idleFigures = await settle(page, clickAt, loadedAt);
    const memory = await measureMemory(browser, page);
    const pan = await panFor(page);
    const afterPan = await longTasksNow(page);
    const panTasks = tasksIn(afterPan.longTasks, pan.from, pan.to);
    // Back where the focus put the park (the drags' net move undone), for the placements.
    await sleep(500);
    await undoPan(page, pan);
    const placement = await placeChairsSerially(page);
    const packet = variant === 'app' ? await densePacket(page, 'dense-app') : null;
    if (errors.length) throw new PageBroke(`uncaught page errors: ${errors.join('; ')}`);
    return {
      variant,
      path,
      zoom,
      ...drawn,
      idle: idleFigures,
      memory,
      panning: {
        frames: frameStats(pan.frames.filter((t) => t >= pan.from && t <= pan.to)),
        longTasks: panTasks.length,
        longestMs: longest(panTasks),
        drags: pan.drags,
        moves: pan.moves,
      },
      placement,
      packet,
      load1: loadNote().load1,
    };
  } finally {
    if (errors.length) console.error(`page errors (${variant}): ${errors.join('; ')}`);
    await context.close();
  }
}

/** Placing while the layers load (placeWhileLoading.ts), on a fresh context with the park focused. */
export async function runPlaceWhileLoading(browser: Browser, input: DenseInput): Promise<PlaceWhileLoading> {
  const { context, page, errors } = await contextFor(browser, input);
  try {
    await openAndFocus(page, { parkName: input.park.name });
    const placed = await placeWhileLoading(page);
    if (errors.length) throw new PageBroke(`uncaught page errors: ${errors.join('; ')}`);
    return placed;
  } finally {
    if (errors.length) console.error(`page errors (placing while loading): ${errors.join('; ')}`);
    await context.close();
  }
}

/** Loading alone, under a light trace: the figures of a load, where the CPU went, and the memory held once idle. */
export interface LoadRun extends Drawn {
  park: string;
  parkBox: BenchPark['box'];
  idle: DenseRun['idle'];
  memory: MemoryFigures;
  times: ThreadTimes;
  load1: number;
}

export async function runTracedLoad(browser: Browser, input: DenseInput): Promise<LoadRun> {
  const { context, page, errors } = await contextFor(browser, input);
  try {
    await openAndFocus(page, { parkName: input.park.name });
    const { value: drawn, times } = await timedThreads(browser, page, () => allDrawn(page, input.trees));
    const idle = await settle(page, drawn.clickAt, drawn.loadedAt);
    const memory = await measureMemory(browser, page);
    if (errors.length) throw new PageBroke(`uncaught page errors: ${errors.join('; ')}`);
    return { park: input.park.name, parkBox: input.park.box, ...drawn, idle, memory, times, load1: loadNote().load1 };
  } finally {
    if (errors.length) console.error(`page errors (${input.park.name}): ${errors.join('; ')}`);
    await context.close();
  }
}

/** The renderer's floor on a fresh context of the same size (floor.ts). */
export async function runFloor(browser: Browser, input: DenseInput): Promise<FrameStats> {
  const { context, page } = await contextFor(browser, input);
  try {
    return await measureFloor(page);
  } finally {
    await context.close();
  }
}

export interface TodayPacketRun {
  packet: DensePacket;
  placed: number;
  /** What today's build loaded before the chairs: its map is the baseline only if it holds the layers. */
  features: number;
  layersWithFeatures: number;
  /** Layer rows that show an error or no count instead of features. */
  missing: string[];
  load1: number;
}

/** Today's packet of the same plan: today's build, the park focused, everything drawn, 200 chairs clicked. */
export async function runTodayPacket(browser: Browser, input: DenseInput): Promise<TodayPacketRun> {
  const { context, page, errors } = await contextFor(browser, { ...input, standIn: input.earlierStandIn });
  try {
    await openAndFocus(page, { parkName: input.park.name, base: TODAY.base });
    const drawn = await allDrawn(page, input.trees);
    const missing = drawn.rows.filter((r) => r.error !== null || countOf(r) === 0).map((r) => r.id);
    const placement = await placeChairsSerially(page);
    const packet = await densePacket(page, 'dense-today');
    if (errors.length) throw new PageBroke(`uncaught page errors: ${errors.join('; ')}`);
    return {
      packet,
      placed: placement.placed,
      features: drawn.features,
      layersWithFeatures: drawn.layersWithFeatures,
      missing,
      load1: loadNote().load1,
    };
  } finally {
    if (errors.length) console.error(`page errors (today's packet): ${errors.join('; ')}`);
    await context.close();
  }
}
