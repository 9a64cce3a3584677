/**
 * One map frame per input. MapLibre applies a gesture's camera change inside a frame (its render task
 * queue runs first thing in `_render`) and then asks for a frame again (`_update` from the handler and
 * from its own 'move' listener), although the frame under way is about to draw that very change: each
 * pointer move or wheel step then costs two full renders, which on a software renderer is two 100–300 ms
 * tasks. The gate drops a frame asked for while a frame applies its changes when, once that frame has
 * drawn, nothing is left for a next one: no style, source or placement work, no task queued (a camera
 * animation, a gesture's next step), no continuous repaint, and no other caller (a custom layer, a tile
 * that failed) asked for one. Everything else still gets its frame, and whatever asks during a frame
 * (overlays, raster tiles, a selection) is drawn by it rather than by one of its own.
 *
 * While a gesture holds (a drag, the wheel's zoom), a frame with no input to apply (tiles that arrived,
 * a layer asking) is not drawn on its own: what it would draw stays marked, and the gesture's next
 * frame, or the one that ends it, draws it with the input. So a drag costs one frame per move, whatever
 * loads meanwhile; a pointer held still mid-drag sees new tiles when it moves again, is released, or
 * MAX_DEFER_MS after the last frame drawn. The wheel's handlers ask for one frame more after each step
 * (MapLibre's handler manager does after any change it takes in a frame); with nothing to apply, that
 * frame is dropped too, so a wheel notch costs one frame.
 *
 * It reads MapLibre's render loop (maplibre-gl 6.17: `_render`, `_update`, `_frameRequest`, the dirty
 * flags, `_renderTaskQueue`); against a MapLibre without them it does nothing, and the map renders as
 * it always did.
 */

/** The parts of MapLibre's render loop the gate reads. */
export interface RenderLoop {
  _render: (paintStartTimeStamp: number) => unknown;
  _update: (updateStyle?: boolean) => unknown;
  triggerRepaint: () => void;
  _frameRequest: AbortController | null;
  _sourcesDirty: boolean;
  _styleDirty: boolean;
  _placementDirty: boolean;
  _repaint?: boolean;
  _renderTaskQueue: { _queue: readonly unknown[]; remove?(id: number): void };
  /** The gesture handlers: moving while a gesture's events are in progress (a drag, the wheel's zoom, a pinch). */
  _handlers?: {
    isMoving(): boolean;
    /** The task of the handlers' own next frame, when one is asked for. */
    _frameId?: number;
    /** Steps taken from input events, applied in the handlers' next frame. */
    _changes?: readonly unknown[];
    /** The handlers active after the last event: one no longer active ends its gesture in the next frame. */
    _previousActiveHandlers?: Record<string, { isActive(): boolean }>;
    /** Asks for the handlers' next frame (a task, and a repaint). */
    _requestFrame?: () => number;
  } | null;
  /** The wheel's handler: the only one with a step of its own to take in a frame (its `renderFrame`). */
  scrollZoom?: { _needsRerender?: boolean; isActive?(): boolean } | null;
  painter?: { renderToTexture?: { needsFollowUpFrame?: boolean } | null };
}

function isRenderLoop(map: object): map is RenderLoop {
  const loop = map as Partial<RenderLoop>;
  return (
    typeof loop._render === 'function' &&
    typeof loop._update === 'function' &&
    typeof loop.triggerRepaint === 'function' &&
    Array.isArray(loop._renderTaskQueue?._queue)
  );
}

/** A task in MapLibre's render task queue (TaskQueue: cancelled tasks stay in it, marked). */
interface QueuedTask {
  id?: unknown;
  cancelled?: unknown;
}

/** Whether no task is left to run in the next frame (none queued, or only cancelled ones). */
function everyTaskCancelled(loop: RenderLoop): boolean {
  return (loop._renderTaskQueue._queue as readonly QueuedTask[]).every((t) => t.cancelled === true);
}

/** Whether the map has work for a next frame (as MapLibre's own end-of-frame check reads it, plus queued tasks). */
function wantsNextFrame(loop: RenderLoop): boolean {
  return (
    loop._sourcesDirty ||
    loop._styleDirty ||
    loop._placementDirty ||
    !!loop._repaint ||
    !everyTaskCancelled(loop) ||
    !!loop.painter?.renderToTexture?.needsFollowUpFrame
  );
}

/**
 * The longest a frame with no input waits for a gesture's next step: a pointer held still mid-drag (or a
 * gesture that never ended, a release outside the window) still sees what loaded within half a second.
 */
export const MAX_DEFER_MS = 500;

/**
 * Drops the gesture handlers' own frame when it is the only task queued and has nothing to apply. After
 * a frame in which the wheel took a step, MapLibre's handlers always ask for one more frame (the step is
 * a change, and a change asks for a frame although it is applied in the frame under way); with the
 * wheel's step already taken (wheelSteps.ts) and no input since, that frame would take no step, apply
 * no change and end nothing (the wheel's zoom still holds), yet draw the whole map again. So would the
 * frame they ask for after the one that ends the zoom. Dropped, the handlers ask for a frame of their
 * own again at their next step: the next notch, or the zoom's end.
 */
function dropEmptyHandlerFrame(loop: RenderLoop): boolean {
  const handlers = loop._handlers;
  const wheel = loop.scrollZoom;
  const queue = loop._renderTaskQueue;
  const tasks = (queue._queue as readonly QueuedTask[]).filter((t) => t.cancelled !== true);
  const id = handlers?._frameId;
  const active = handlers?._previousActiveHandlers;
  const empty =
    id !== undefined &&
    tasks.length === 1 &&
    tasks[0]?.id === id &&
    handlers?._changes?.length === 0 &&
    wheel?._needsRerender !== true &&
    !!active &&
    Object.values(active).every((handler) => handler.isActive()) &&
    typeof queue.remove === 'function';
  if (!empty) return false;
  queue.remove?.(id);
  delete handlers._frameId;
  return true;
}

/** Whether a gesture holds and this frame has no step of it to apply (a gesture's input, an animation's step). */
function idleDuringGesture(loop: RenderLoop): boolean {
  return everyTaskCancelled(loop) && !!loop._handlers?.isMoving();
}

/** Counts of what the gate did, for tests and the bench. */
export interface FrameGateStats {
  /** Follow-up frames that would have drawn nothing new. */
  dropped: number;
  /** Frames with no input, left to the gesture's next one. */
  deferred: number;
}

/** Installs the gate on a map; returns its undo, which puts MapLibre's own loop back. */
export function joinFrames(map: object, stats: FrameGateStats = { dropped: 0, deferred: 0 }): () => void {
  if (!isRenderLoop(map)) return () => undefined;
  const loop = map;
  const render = loop._render;
  const update = loop._update;
  const trigger = loop.triggerRepaint;
  let rendering = false;
  let updating = false;
  /** Frames asked for during a frame by something other than MapLibre's own update. */
  const asks = { count: 0 };

  loop._update = (updateStyle) => {
    updating = true;
    try {
      return update.call(loop, updateStyle);
    } finally {
      updating = false;
    }
  };
  // The handlers' own frame is a task: whether the next frame is needed for it is told from the task.
  let handlersAsking = false;
  const handlers = loop._handlers;
  const requestFrame = handlers?._requestFrame;
  if (handlers && requestFrame) {
    handlers._requestFrame = () => {
      handlersAsking = true;
      try {
        return requestFrame.call(handlers);
      } finally {
        handlersAsking = false;
      }
    };
  }
  loop.triggerRepaint = () => {
    if (rendering && !updating && !handlersAsking) asks.count++;
    trigger.call(loop);
  };
  let lastDrawnAt = -Infinity;
  let catchUp: ReturnType<typeof setTimeout> | null = null;
  loop._render = (paintStartTimeStamp) => {
    const now = performance.now();
    dropEmptyHandlerFrame(loop);
    if (idleDuringGesture(loop) && now - lastDrawnAt < MAX_DEFER_MS) {
      stats.deferred++;
      // Drawn anyway once it has waited long enough, if no step of the gesture drew it before.
      catchUp ??= setTimeout(
        () => {
          catchUp = null;
          loop.triggerRepaint();
        },
        MAX_DEFER_MS - (now - lastDrawnAt),
      );
      return loop;
    }
    lastDrawnAt = now;
    // This frame draws whatever a deferred one left: no catch-up frame after it.
    if (catchUp !== null) clearTimeout(catchUp);
    catchUp = null;
    rendering = true;
    const asksBefore = asks.count;
    try {
      return render.call(loop, paintStartTimeStamp);
    } finally {
      rendering = false;
      dropEmptyHandlerFrame(loop);
      const request = loop._frameRequest;
      if (request && asks.count === asksBefore && !wantsNextFrame(loop)) {
        request.abort();
        loop._frameRequest = null;
        stats.dropped++;
      }
    }
  };
  return () => {
    if (catchUp !== null) clearTimeout(catchUp);
    loop._render = render;
    loop._update = update;
    loop.triggerRepaint = trigger;
    if (handlers && requestFrame) handlers._requestFrame = requestFrame;
  };
}
