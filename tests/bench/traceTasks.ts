/**
 * Splits the page's main-thread long tasks, read from a Chromium trace, into rendering frames (a task
 * that runs an animation frame: MapLibre drawing, which SwiftShader rasterises in software here) and
 * everything else (worker and tile messages, React, the app's own code): the work that loading adds.
 */
interface TraceEvent { name?: string; ph?: string; ts?: number; dur?: number; pid?: number; tid?: number; args?: { name?: string } }

export interface TaskSplit {
  longestFrameMs: number;
  longestOtherMs: number;
  frameTasksOver50: number;
  /** The longest non-frame tasks with the names of what ran inside them. */
  others: { ms: number; inside: string[] }[];
}

const LONG_US = 50_000;
const FRAME_MARKERS = new Set(['FireAnimationFrame', 'BeginMainThreadFrame', 'Paint', 'UpdateLayoutTree', 'Layout']);

function isEvent(v: unknown): v is TraceEvent {
  return typeof v === 'object' && v !== null;
}

export function splitTrace(trace: Buffer): TaskSplit {
  const parsed: unknown = JSON.parse(trace.toString('utf8'));
  const raw = Array.isArray(parsed) ? parsed : isEvent(parsed) && Array.isArray((parsed as { traceEvents?: unknown }).traceEvents) ? (parsed as { traceEvents: unknown[] }).traceEvents : [];
  const events = raw.filter(isEvent);
  // The renderer's main thread: CrRendererMain in the process that ran the page (the one with most tasks).
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tasksOf = (pid?: number, tid?: number) => events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.name === 'RunTask');
  let main = mains[0];
  for (const m of mains) if (tasksOf(m.pid, m.tid).length > tasksOf(main?.pid, main?.tid).length) main = m;
  const onMain = events.filter((e) => e.pid === main?.pid && e.tid === main?.tid && e.ph === 'X' && typeof e.ts === 'number');
  // Every top-level task is classified, not only the long ones, so the longest non-frame task is known
  // even when it is short.
  const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 1_000);
  const split: TaskSplit = { longestFrameMs: 0, longestOtherMs: 0, frameTasksOver50: 0, others: [] };
  for (const task of tasks) {
    const start = task.ts!;
    const end = start + (task.dur ?? 0);
    const inside = onMain.filter((e) => e !== task && e.ts! >= start && e.ts! < end);
    const ms = (task.dur ?? 0) / 1000;
    if (inside.some((e) => FRAME_MARKERS.has(e.name ?? ''))) {
      split.longestFrameMs = Math.max(split.longestFrameMs, ms);
      if ((task.dur ?? 0) > LONG_US) split.frameTasksOver50++;
    } else {
      split.longestOtherMs = Math.max(split.longestOtherMs, ms);
      const names = [...new Set(inside.filter((e) => (e.dur ?? 0) > 5_000).map((e) => e.name ?? '?'))].slice(0, 6);
      split.others.push({ ms, inside: names });
    }
  }
  split.others.sort((a, b) => b.ms - a.ms).splice(5);
  return split;
}
