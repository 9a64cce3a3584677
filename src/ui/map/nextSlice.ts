/**
 * When the next slice of a large addition goes to MapLibre. While a GeoJSON source's update is with
 * MapLibre's worker, MapLibre merges every later `updateData` into one waiting diff and sends that in
 * one message when the worker answers: slices sent a frame apart while the worker was still busy (the
 * map presented at the renderer's pace leaves animation frames free) arrived merged, thousands of
 * polygons serialised in one task (286 ms in a profile of the 50 MB import). So the next slice waits
 * for the last one to reach the worker, then for a frame.
 */

/** Runs `work` on the next frame; returns what cancels it. */
export type NextFrame = (work: () => void) => () => void;

export const animationFrame: NextFrame = (work) => {
  const id = requestAnimationFrame(work);
  return () => cancelAnimationFrame(id);
};

/** The longest a slice waits for the last update: an update MapLibre drops (a style replaced) must not stop the rest. */
export const UPDATE_WAIT_MAX_MS = 2000;

/**
 * Runs `work` on the frame after `update` settles (the next frame without one), or after
 * UPDATE_WAIT_MAX_MS if it has not; returns what cancels it.
 */
export function nextSliceAfter(
  update: Promise<unknown> | null,
  work: () => void,
  nextFrame: NextFrame = animationFrame,
): () => void {
  let cancelled = false;
  let cancelFrame: (() => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const toFrame = () => {
    if (cancelled || cancelFrame) return;
    if (timer !== null) clearTimeout(timer);
    cancelFrame = nextFrame(work);
  };
  if (update) {
    timer = setTimeout(toFrame, UPDATE_WAIT_MAX_MS);
    void update.then(toFrame, toFrame);
  } else toFrame();
  return () => {
    cancelled = true;
    if (timer !== null) clearTimeout(timer);
    cancelFrame?.();
  };
}
