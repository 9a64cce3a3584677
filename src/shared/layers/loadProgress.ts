/**
 * What a layer's row says while its load is under way and not simply quick: the service has been
 * silent a while, or an attempt failed and the next one is coming. Sent by the layers worker for every
 * load (shown or loaded in the background for the nudge rules), so a row switched on mid-load says so too.
 */
export type LayerLoadProgress =
  | { kind: 'slow'; host: string }
  | { kind: 'retrying'; retry: number; of: number; reason: string }
  /** The load ended (loaded, failed or superseded): the row's note goes. */
  | { kind: 'settled' };

/** The page's listener, reached through a Comlink proxy: the call answers with a promise the worker does not wait for. */
export type LayerProgressListener = (
  layerId: string,
  generation: number,
  progress: LayerLoadProgress,
) => void | Promise<void>;

/** The row's words: 'waiting for data.cityofnewyork.us…', 'retrying 2 of 3…'. */
export function progressText(progress: LayerLoadProgress): string | null {
  switch (progress.kind) {
    case 'slow':
      return `waiting for ${progress.host}…`;
    case 'retrying':
      return `retrying ${progress.retry} of ${progress.of}…`;
    case 'settled':
      return null;
  }
}
