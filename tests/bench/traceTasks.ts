/**
 * Splits the page's main-thread long tasks, read from a Chromium trace, into rendering frames (a task
 * that runs an animation frame: MapLibre drawing, which SwiftShader rasterises in software here) and
 * everything else (worker and tile messages, React, the app's own code): the work that loading adds.
 */
interface TraceEvent {
  name?: string;
  ph?: string;
  ts?: number;
  dur?: number;
  pid?: number;
  tid?: number;
  args?: { name?: string };
}

export interface TaskSplit {
  longestFrameMs: number;
  longestOtherMs: number;
  frameTasksOver50: number;
  /** The longest non-frame tasks with the names of what ran inside them. */
  others: { ms: number; inside: string[] }[];
  /** Where the rendering frames' time went (all frame tasks over 1 ms). */
  frames: FrameBreakdown;
}

export interface FrameBreakdown {
  tasks: number;
  totalMs: number;
  /** requestAnimationFrame callbacks (MapLibre's render and symbol placement, and the GC inside them). */
  animationFrameMs: number;
  /** The main thread waiting for the GPU process (SwiftShader here): GL read-backs and command-buffer finishes. */
  gpuWaitMs: number;
  /** Garbage collection on the main thread inside frames. */
  gcMs: number;
}

const LONG_US = 50_000;
const FRAME_MARKERS = new Set(['FireAnimationFrame', 'BeginMainThreadFrame', 'Paint', 'UpdateLayoutTree', 'Layout']);
const GC_EVENTS = new Set(['MinorGC', 'MajorGC', 'V8.GCIncrementalMarking', 'V8.GCFinalizeMC', 'V8.GCScavenger']);

function isEvent(v: unknown): v is TraceEvent {
  return typeof v === 'object' && v !== null;
}

/** The first index in `sorted` (by ts) whose ts is >= ts. */
function lowerBound(sorted: readonly TraceEvent[], ts: number): number {
  let lo = 0,
    hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]!.ts! < ts) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Sums durations of the named events that are not nested in another event of the set. */
function outerSum(events: readonly TraceEvent[], names: ReadonlySet<string>): number {
  let sum = 0,
    until = -Infinity;
  for (const e of events) {
    if (!names.has(e.name ?? '') || e.ts! < until) continue;
    sum += e.dur ?? 0;
    until = e.ts! + (e.dur ?? 0);
  }
  return sum / 1000;
}

export function splitTrace(trace: Buffer): TaskSplit {
  const parsed: unknown = JSON.parse(trace.toString('utf8'));
  const raw = Array.isArray(parsed)
    ? parsed
    : isEvent(parsed) && Array.isArray((parsed as { traceEvents?: unknown }).traceEvents)
      ? (parsed as { traceEvents: unknown[] }).traceEvents
      : [];
  const events = raw.filter(isEvent);
  // The renderer's main thread: CrRendererMain in the process that ran the page (the one with most tasks).
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tasksOf = (pid?: number, tid?: number) =>
    events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.name === 'RunTask');
  let main = mains[0];
  for (const m of mains) if (tasksOf(m.pid, m.tid).length > tasksOf(main?.pid, main?.tid).length) main = m;
  const onMain = events.filter(
    (e) => e.pid === main?.pid && e.tid === main?.tid && e.ph === 'X' && typeof e.ts === 'number',
  );
  // Sorted by start time, so the events inside a task are one contiguous run; `order` keeps the trace's own order.
  const order = new Map(onMain.map((e, i) => [e, i]));
  const byStart = [...onMain].sort((a, b) => a.ts! - b.ts! || order.get(a)! - order.get(b)!);
  // Every top-level task is classified, not only the long ones, so the longest non-frame task is known
  // even when it is short.
  const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 1_000);
  const frames: FrameBreakdown = { tasks: 0, totalMs: 0, animationFrameMs: 0, gpuWaitMs: 0, gcMs: 0 };
  const split: TaskSplit = { longestFrameMs: 0, longestOtherMs: 0, frameTasksOver50: 0, others: [], frames };
  for (const task of tasks) {
    const start = task.ts!;
    const end = start + (task.dur ?? 0);
    const inside = byStart.slice(lowerBound(byStart, start), lowerBound(byStart, end)).filter((e) => e !== task);
    const inTraceOrder = [...inside].sort((a, b) => order.get(a)! - order.get(b)!);
    const ms = (task.dur ?? 0) / 1000;
    if (inside.some((e) => FRAME_MARKERS.has(e.name ?? ''))) {
      split.longestFrameMs = Math.max(split.longestFrameMs, ms);
      if ((task.dur ?? 0) > LONG_US) split.frameTasksOver50++;
      frames.tasks++;
      frames.totalMs += ms;
      frames.animationFrameMs += outerSum(inside, new Set(['FireAnimationFrame']));
      frames.gpuWaitMs += outerSum(
        inside,
        new Set(['CommandBufferProxyImpl::WaitForGetOffset', 'CommandBufferProxyImpl::WaitForToken']),
      );
      frames.gcMs += outerSum(inside, GC_EVENTS);
    } else {
      split.longestOtherMs = Math.max(split.longestOtherMs, ms);
      const names = [...new Set(inTraceOrder.filter((e) => (e.dur ?? 0) > 5_000).map((e) => e.name ?? '?'))].slice(
        0,
        6,
      );
      split.others.push({ ms, inside: names });
    }
  }
  split.others.sort((a, b) => b.ms - a.ms).splice(5);
  return split;
}
