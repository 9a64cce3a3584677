/** How a stopped engine's calls fail, and the way a caller tells that failure from any other. */

/** What every pending call of a stopped engine fails with. */
export class EngineStopped extends Error {
  override name = 'EngineStopped';
  constructor(
    readonly engine: string,
    readonly why: string,
  ) {
    super(`The ${engine} engine stopped: ${why}`);
  }
}

export function isEngineStopped(error: unknown): error is EngineStopped {
  return error instanceof EngineStopped;
}

/**
 * For a call whose answer may simply be lost when its engine stops (a hover, a click's hit test): a
 * catch handler that answers `fallback` for EngineStopped (the page already says which engine stopped
 * and restarts it) and passes any other failure on. `call().catch(ifEngineStopped(null))`.
 */
export function ifEngineStopped<T>(fallback: T): (error: unknown) => T {
  return (error) => {
    if (isEngineStopped(error)) return fallback;
    throw error;
  };
}
