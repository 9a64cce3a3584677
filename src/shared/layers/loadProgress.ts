/**
 * What a layer's row says while its load is under way and not simply quick: the service has been
 * silent a while, or an attempt failed and the next one is coming. The progress of the load's job
 * (src/shared/async/jobs.ts); a load joined under way (the nudge rules' background load) says at once
 * where it is, so a row switched on mid-load says so too. The row's note goes when the load ends.
 */
export type LayerLoadProgress =
  { kind: 'slow'; host: string } | { kind: 'retrying'; retry: number; of: number; reason: string };

/** The row's words: 'waiting for data.cityofnewyork.us…', 'retrying 2 of 3…'. */
export function progressText(progress: LayerLoadProgress): string | null {
  switch (progress.kind) {
    case 'slow':
      return `waiting for ${progress.host}…`;
    case 'retrying':
      return `retrying ${progress.retry} of ${progress.of}…`;
  }
}
