/**
 * True for a job the worker ended because the page cancelled it, also after the error crossed a thread
 * (comlink keeps the name). The app itself never asks: the page knows it cancelled (its signal is aborted).
 */
export function isJobCancelled(error: unknown): boolean {
  return error instanceof Error && error.name === 'JobCancelled';
}
