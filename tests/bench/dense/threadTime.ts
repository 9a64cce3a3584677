/**
 * Where the CPU went while the layers loaded: each process's CPU time (the browser's own count, read
 * before and after), each thread's busy time from a light Chromium trace (its top-level tasks), and
 * the layers worker's busy time split by the spans it marks in the trace (`layers:<phase>`, see
 * src/workers/layers/workClock.ts): building the feature indexes, cutting vector tiles, rasterising
 * one layer's tile, compositing the layers' tiles; the rest of its busy time is reading and
 * normalising the answers and passing messages.
 */
import type { Browser, Page } from 'playwright-core';
import { isRecord } from '../lib/probe';

/** Light enough to leave the figures alone: top-level tasks and user timing only. */
const CATEGORIES = ['toplevel', 'blink.user_timing'];

export interface ThreadTimes {
  /** CPU seconds by process type ('renderer' is the page and its workers; 'GPU' draws WebGL in software here). */
  cpuMs: Record<string, number>;
  /** Busy time of the page's main thread, the layers worker, the other workers together. */
  busyMs: { main: number; layersWorker: number; otherWorkers: number };
  /** The layers worker's marked spans, by phase, and the rest of its busy time. */
  layersWorkerMs: Record<string, number>;
  /** Rasterising by layer (the span's detail names the load), the costliest first. */
  rasteriseByLayerMs: Record<string, number>;
}

interface TraceEvent {
  name?: string;
  cat?: string;
  ph?: string;
  ts?: number;
  dur?: number;
  pid?: number;
  tid?: number;
  id2?: { local?: string };
  args?: { name?: string; detail?: string };
}

async function cpuSeconds(browser: Browser): Promise<Record<string, number>> {
  const cdp = await browser.newBrowserCDPSession();
  try {
    const info = (await cdp.send('SystemInfo.getProcessInfo')) as {
      processInfo: Array<{ type: string; cpuTime: number }>;
    };
    const out: Record<string, number> = {};
    for (const p of info.processInfo) out[p.type] = (out[p.type] ?? 0) + p.cpuTime;
    return out;
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

/** A thread by its process and thread ids. */
const threadKey = (e: TraceEvent) => `${String(e.pid)}|${String(e.tid)}`;

const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** Summed durations of the top-level tasks (those not inside another) of one thread. */
function busyOf(events: readonly TraceEvent[]): number {
  const tasks = events.filter((e) => e.ph === 'X' && TASKS.has(e.name ?? '')).sort((a, b) => a.ts! - b.ts!);
  let sum = 0,
    until = -Infinity;
  for (const t of tasks) {
    if (t.ts! < until) continue;
    sum += t.dur ?? 0;
    until = t.ts! + (t.dur ?? 0);
  }
  return sum / 1000;
}

/** The layer a span's detail names: a load's tiles key ('trees.3', as JSON text in the trace) without its number. */
function layerOf(detail: string | undefined): string {
  const text = detail?.replace(/^"|"$/g, '') ?? '?';
  const dot = text.indexOf('.');
  return dot < 0 ? text : text.slice(0, dot);
}

/** The layers worker's spans by phase (user-timing measures named `layers:<phase>`, begin and end paired), and rasterising by layer. */
function phasesOf(events: readonly TraceEvent[]): {
  phases: Record<string, number>;
  rasterise: Record<string, number>;
} {
  const open = new Map<string, { ts: number; detail?: string }>();
  const phases: Record<string, number> = {};
  const rasterise: Record<string, number> = {};
  for (const e of [...events].sort((a, b) => a.ts! - b.ts!)) {
    const key = `${e.name ?? ''}|${e.id2?.local ?? ''}`;
    const began = open.get(key);
    if (e.ph === 'b') open.set(key, { ts: e.ts!, detail: e.args?.detail });
    else if (e.ph === 'e' && began) {
      const phase = (e.name ?? '').slice('layers:'.length);
      const ms = (e.ts! - began.ts) / 1000;
      phases[phase] = (phases[phase] ?? 0) + ms;
      if (phase === 'rasterise') {
        const layer = layerOf(began.detail);
        rasterise[layer] = (rasterise[layer] ?? 0) + ms;
      }
      open.delete(key);
    }
  }
  return { phases, rasterise };
}

export function threadTimesOf(trace: Buffer): Omit<ThreadTimes, 'cpuMs'> {
  const parsed: unknown = JSON.parse(trace.toString('utf8'));
  const raw = isRecord(parsed) && Array.isArray(parsed.traceEvents) ? (parsed.traceEvents as unknown[]) : [];
  const events = raw.filter(isRecord) as TraceEvent[];
  const names = new Map<string, string>();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name) names.set(threadKey(e), e.args.name);
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    if (e.ph === 'M' || typeof e.ts !== 'number') continue;
    const key = threadKey(e);
    const list = byThread.get(key) ?? [];
    list.push(e);
    byThread.set(key, list);
  }
  const marks = (list: readonly TraceEvent[]) =>
    list.some((e) => e.cat === 'blink.user_timing' && (e.name ?? '').startsWith('layers:'));
  const layersKey = [...byThread.entries()].find(([, list]) => marks(list))?.[0];
  // The page's main thread: the renderer main thread with the most tasks.
  const mains = [...byThread.entries()].filter(([k]) => names.get(k) === 'CrRendererMain');
  mains.sort((a, b) => b[1].length - a[1].length);
  const mainPid = mains[0]?.[0].split('|')[0];
  let otherWorkers = 0;
  for (const [key, list] of byThread) {
    if (key === layersKey || key.split('|')[0] !== mainPid) continue;
    if (names.get(key) === 'DedicatedWorker thread') otherWorkers += busyOf(list);
  }
  const layersEvents = layersKey ? byThread.get(layersKey)! : [];
  const layersBusy = busyOf(layersEvents);
  const { phases, rasterise } = phasesOf(layersEvents);
  const marked = Object.values(phases).reduce((s, v) => s + v, 0);
  const costliest = Object.entries(rasterise).sort((a, b) => b[1] - a[1]);
  return {
    busyMs: { main: mains[0] ? busyOf(mains[0][1]) : NaN, layersWorker: layersBusy, otherWorkers },
    layersWorkerMs: { ...phases, 'reading, normalising, messages': Math.max(0, layersBusy - marked) },
    rasteriseByLayerMs: Object.fromEntries(costliest),
  };
}

/** Runs `work` (from a click to everything drawn) under a light trace and the processes' CPU clocks. */
export async function timedThreads<T>(
  browser: Browser,
  page: Page,
  work: () => Promise<T>,
): Promise<{ value: T; times: ThreadTimes }> {
  const before = await cpuSeconds(browser);
  await browser.startTracing(page, { categories: CATEGORIES });
  let value: T;
  try {
    value = await work();
  } catch (error) {
    await browser.stopTracing().catch(() => undefined);
    throw error;
  }
  const trace = await browser.stopTracing();
  const after = await cpuSeconds(browser);
  const cpuMs: Record<string, number> = {};
  for (const [type, s] of Object.entries(after)) cpuMs[type] = (s - (before[type] ?? 0)) * 1000;
  return { value, times: { cpuMs, ...threadTimesOf(trace) } };
}
