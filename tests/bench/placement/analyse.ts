/**
 * Per-click latencies from the placement probe. Click k (1-based, in the order the page took them) is
 * listed when the heading's count first reaches startCount + k. Its nudges come with the first
 * 'nudges:updated' mark after the click (as the spec asks), and, stricter, with the first mark that
 * answered a plan holding the click's object: a mark answers the latest plan sent to the nudge worker
 * before it (the app drops answers a newer plan has overtaken).
 */
import { percentile } from '../lib/stats';
import type { PlacementProbe } from './pageScripts';

export interface ClickLatency {
  /** When the page took the click (event.timeStamp), ms since the page's time origin. */
  at: number;
  /** Browser took the input → the canvas's click listener ran (main thread busy meanwhile). */
  inputDelayMs: number;
  listedMs: number;
  nudgeMs: number;
  nudgeWithMs: number;
}

export interface Percentiles {
  p50: number;
  p95: number;
  max: number;
}

const firstAfter = (sorted: readonly number[], t: number) => sorted.find((v) => v > t);

export function clickLatencies(p: PlacementProbe): ClickLatency[] {
  const marks = p.marks;
  /** The size of the latest plan sent before `t`. */
  const planAt = (t: number) => {
    let n = -1;
    for (const post of p.posts) if (post.t < t) n = post.n;
    return n;
  };
  return p.clicks.map((c, i) => {
    const want = p.startCount + i + 1;
    const listed = p.listed.find((l) => l.n >= want && l.t >= c.ts);
    const nudge = firstAfter(marks, c.ts);
    const nudgeWith = marks.find((m) => m > c.ts && planAt(m) >= want);
    return {
      at: c.ts,
      inputDelayMs: c.at - c.ts,
      listedMs: listed ? listed.t - c.ts : NaN,
      nudgeMs: nudge === undefined ? NaN : nudge - c.ts,
      nudgeWithMs: nudgeWith === undefined ? NaN : nudgeWith - c.ts,
    };
  });
}

export function percentiles(values: readonly number[]): Percentiles {
  const v = values.filter(Number.isFinite);
  return { p50: percentile(v, 50), p95: percentile(v, 95), max: v.length ? Math.max(...v) : NaN };
}

export interface LatencySummary {
  clicks: number;
  /** Clicks whose figure never came (not listed, no mark after them). */
  missing: { listed: number; nudge: number; nudgeWith: number };
  listed: Percentiles;
  nudge: Percentiles;
  nudgeWith: Percentiles;
  inputDelay: Percentiles;
}

export function summarise(lat: readonly ClickLatency[]): LatencySummary {
  const missing = (pick: (c: ClickLatency) => number) => lat.filter((c) => !Number.isFinite(pick(c))).length;
  return {
    clicks: lat.length,
    missing: {
      listed: missing((c) => c.listedMs),
      nudge: missing((c) => c.nudgeMs),
      nudgeWith: missing((c) => c.nudgeWithMs),
    },
    listed: percentiles(lat.map((c) => c.listedMs)),
    nudge: percentiles(lat.map((c) => c.nudgeMs)),
    nudgeWith: percentiles(lat.map((c) => c.nudgeWithMs)),
    inputDelay: percentiles(lat.map((c) => c.inputDelayMs)),
  };
}
