/**
 * A wheel notch zooms in one frame on a software renderer. MapLibre eases each notch of a mouse wheel
 * over 200 ms, asking for a frame until the ease ends: at 30–110 ms a software frame, a notch then costs
 * two to six renders of the whole map, and the page is busy with them when the next notch comes. Here
 * each notch's frame takes the ease's end (the zoom the notch asks for, the same steps as on a GPU), so
 * a notch costs one render; the map's 'zoomend' and 'moveend' still come 200 ms after the last notch, as
 * MapLibre times them. Only the wheel's handler is changed, and only on a software renderer
 * (MapAdapter); a trackpad's zoom, which MapLibre never eases, is as it was.
 *
 * The zoom's end is told as it happens (`onZoomEnd`): MapLibre's timer 200 ms after the last notch's
 * frame ends the zoom and asks for the frame that fires 'moveend'; told at the timer, the map takes its
 * full resolution back before that frame rather than inside it (movingResolution.ts), so the frame is
 * drawn sharp all the same and the canvas is full size a frame sooner.
 *
 * It reads MapLibre 6.17's ScrollZoomHandler (`renderFrame`, `_lastWheelEventTime`, `_type`,
 * `_zooming`, `_triggerRenderFrame`); against a MapLibre without them it does nothing.
 */

/** The ease MapLibre gives a wheel notch (scroll_zoom.ts: `_smoothOutEasing(200)` and its `t`). */
const WHEEL_EASE_MS = 200;

interface WheelHandler {
  renderFrame: () => unknown;
  wheel: (e: never) => unknown;
  /** Unset until the first notch (MapLibre's constructor does not assign them). */
  _lastWheelEventTime?: number;
  _type?: 'wheel' | 'trackpad' | null;
  /** Whether a zoom holds: cleared by the finish timer just before it asks for the zoom's last frame. */
  _zooming?: boolean;
  /** Asks for the handlers' next frame (the constructor's argument, kept on the instance). */
  _triggerRenderFrame?: () => void;
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
  if (typeof triggerRenderFrame === 'function')
    handler._triggerRenderFrame = () => {
      // A notch asks with the zoom holding; only the finish timer asks with it over (scroll_zoom.ts).
      if (handler._zooming === false) onZoomEnd();
      triggerRenderFrame.call(handler);
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
    }
  };
  return () => {
    handler.renderFrame = renderFrame;
    if (typeof triggerRenderFrame === 'function') handler._triggerRenderFrame = triggerRenderFrame;
  };
}
