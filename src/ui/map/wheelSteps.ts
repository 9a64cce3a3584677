/**
 * A wheel notch zooms in one frame on a software renderer. MapLibre eases each notch of a mouse wheel
 * over 200 ms, asking for a frame until the ease ends: at 30–110 ms a software frame, a notch then costs
 * two to six renders of the whole map, and the page is busy with them when the next notch comes. Here
 * each notch's frame takes the ease's end (the zoom the notch asks for, the same steps as on a GPU), so
 * a notch costs one render; the map's 'zoomend' and 'moveend' still come 200 ms after the last notch, as
 * MapLibre times them. Only the wheel's handler is changed, and only on a software renderer
 * (MapAdapter); a trackpad's zoom, which MapLibre never eases, is as it was.
 *
 * MapLibre ends the zoom 200 ms after the ease's last frame; with the ease taken whole in the notch's
 * frame, that is meant to be 200 ms after the notch. But its timer starts in the notch's frame, and on
 * a software renderer that frame may first wait for the one being drawn (presenter.ts), and the notch
 * itself may wait for a task in hand before its handler runs: the end, and with it the map's full
 * resolution, came 250–320 ms after the notch. The timer MapLibre sets in a
 * notch's frame is replaced by the same one due 200 ms after the notch as the browser took it (the
 * event's timeStamp; `endFromNotch`); a notch coming before it clears it as MapLibre's own.
 *
 * The zoom's end is told as it happens (`onZoomEnd`): the timer ends the zoom and asks for the frame
 * that fires 'moveend'; told at the timer, the map takes its full resolution back before that frame
 * rather than inside it (movingResolution.ts), so the frame is drawn sharp all the same and the canvas
 * is full size a frame sooner.
 *
 * It reads MapLibre 6.17's ScrollZoomHandler (`renderFrame`, `_lastWheelEventTime`, `_type`,
 * `_zooming`, `_triggerRenderFrame`, `_finishTimeout` and what its timer clears); against a MapLibre
 * without them it does nothing.
 */

/** The ease MapLibre gives a wheel notch (scroll_zoom.ts: `_smoothOutEasing(200)` and its `t`). */
const WHEEL_EASE_MS = 200;

interface WheelHandler {
  renderFrame: () => unknown;
  wheel: (e: WheelEvent) => unknown;
  /** Unset until the first notch (MapLibre's constructor does not assign them). */
  _lastWheelEventTime?: number;
  _type?: 'wheel' | 'trackpad' | null;
  /** Whether a zoom holds: cleared by the finish timer just before it asks for the zoom's last frame. */
  _zooming?: boolean;
  /** Asks for the handlers' next frame (the constructor's argument, kept on the instance). */
  _triggerRenderFrame?: () => void;
  /** The timer that ends the zoom; set by a notch's last frame, cleared by the next notch. */
  _finishTimeout?: ReturnType<typeof setTimeout>;
  /** Cleared by the finish timer with the zoom. */
  _targetZoom?: number;
  _lastExpectedZoom?: number;
}

/**
 * Told by its methods, not by `_type` or `_lastWheelEventTime`: MapLibre's constructor leaves those
 * unset until the first notch, so a map just made has neither (looking for them installed nothing).
 */
function isWheelHandler(handler: object): handler is WheelHandler {
  const h = handler as Partial<WheelHandler>;
  return typeof h.renderFrame === 'function' && typeof h.wheel === 'function';
}

/** Makes each wheel notch's frame its last, and tells the zoom's end when it comes; returns the undo. */
export function wheelInSteps(scrollZoom: object, onZoomEnd: () => void = () => undefined): () => void {
  if (!isWheelHandler(scrollZoom)) return () => undefined;
  const handler = scrollZoom;
  const renderFrame = handler.renderFrame;
  const triggerRenderFrame = handler._triggerRenderFrame;
  const wheel = handler.wheel;
  // The finish timer set in place of MapLibre's, so a frame that sets none leaves it as it is.
  let ours: ReturnType<typeof setTimeout> | undefined;
  // The last notch MapLibre took: its time on MapLibre's clock, and when the browser took it.
  let notch: { handled: number; at: number } | undefined;
  /**
   * Replaces the finish timer a notch's frame has just set (MapLibre's: 200 ms from that frame) with
   * the same timer due 200 ms after the notch. Its body is MapLibre 6.17's (scroll_zoom.ts, `renderFrame`).
   */
  const endFromNotch = (handled: number) => {
    const timer = handler._finishTimeout;
    if (timer === undefined || timer === ours) return;
    clearTimeout(timer);
    const notchTime = notch?.handled === handled ? notch.at : handled;
    const ending = setTimeout(
      () => {
        handler._zooming = false;
        handler._triggerRenderFrame?.();
        delete handler._targetZoom;
        delete handler._lastExpectedZoom;
        delete handler._finishTimeout;
      },
      Math.max(0, notchTime + WHEEL_EASE_MS - performance.now()),
    );
    ours = ending;
    handler._finishTimeout = ending;
  };
  if (typeof triggerRenderFrame === 'function')
    handler._triggerRenderFrame = () => {
      // A notch asks with the zoom holding; only the finish timer asks with it over (scroll_zoom.ts).
      if (handler._zooming === false) onZoomEnd();
      triggerRenderFrame.call(handler);
    };
  handler.wheel = (e: WheelEvent) => {
    try {
      return wheel.call(handler, e);
    } finally {
      const handled = handler._lastWheelEventTime;
      // The page's clock, as MapLibre's (performance.now); a stamp from another clock is not used.
      if (handled !== undefined && e.timeStamp > 0 && e.timeStamp <= handled) notch = { handled, at: e.timeStamp };
    }
  };
  handler.renderFrame = () => {
    if (handler._type !== 'wheel') return renderFrame.call(handler);
    // The frame reads how long ago the last notch came to place the ease: as if it had ended.
    const last = handler._lastWheelEventTime;
    if (last === undefined) return renderFrame.call(handler);
    handler._lastWheelEventTime = last - WHEEL_EASE_MS;
    try {
      return renderFrame.call(handler);
    } finally {
      handler._lastWheelEventTime = last;
      endFromNotch(last);
    }
  };
  return () => {
    handler.wheel = wheel;
    handler.renderFrame = renderFrame;
    if (typeof triggerRenderFrame === 'function') handler._triggerRenderFrame = triggerRenderFrame;
  };
}
