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
 * MAX_DEFER_MS after the last frame drawn.
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
  _renderTaskQueue: { _queue: readonly unknown[] };
  /** The gesture handlers: moving while a gesture's events are in progress (a drag, the wheel's zoom, a pinch). */
  _handlers?: { isMoving(): boolean } | null;
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

/** Whether the map has work for a next frame (as MapLibre's own end-of-frame check reads it, plus queued tasks). */
function wantsNextFrame(loop: RenderLoop): boolean {
  return (
    loop._sourcesDirty ||
    loop._styleDirty ||
    loop._placementDirty ||
    !!loop._repaint ||
    loop._renderTaskQueue._queue.length > 0 ||
    !!loop.painter?.renderToTexture?.needsFollowUpFrame
  );
}

/**
 * The longest a frame with no input waits for a gesture's next step: a pointer held still mid-drag (or a
 * gesture that never ended, a release outside the window) still sees what loaded within half a second.
 */
export const MAX_DEFER_MS = 500;

/** Whether a gesture holds and this frame has no step of it to apply (a gesture's input, an animation's step). */
function idleDuringGesture(loop: RenderLoop): boolean {
  return loop._renderTaskQueue._queue.length === 0 && !!loop._handlers?.isMoving();
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
  loop.triggerRepaint = () => {
    if (rendering && !updating) asks.count++;
    trigger.call(loop);
  };
  let lastDrawnAt = -Infinity;
  let catchUp: ReturnType<typeof setTimeout> | null = null;
  loop._render = (paintStartTimeStamp) => {
    const now = performance.now();
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
    rendering = true;
    const asksBefore = asks.count;
    try {
      return render.call(loop, paintStartTimeStamp);
    } finally {
      rendering = false;
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
  };
}
