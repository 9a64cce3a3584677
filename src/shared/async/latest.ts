/**
 * "A newer request supersedes an older one", in one place: wraps an async function so that only the
 * answer of the latest call is delivered; an older call that answers late resolves as superseded.
 * Callers never compare tokens themselves.
 */
export type LatestAnswer<R> = { current: true; value: R } | { current: false };

export function latestOnly<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
): { (...args: A): Promise<LatestAnswer<R>>; cancel(): void } {
  let token = 0;
  const run = async (...args: A): Promise<LatestAnswer<R>> => {
    const mine = ++token;
    const value = await fn(...args);
    return mine === token ? { current: true, value } : { current: false };
  };
  // Cancelling makes every call in flight superseded.
  return Object.assign(run, { cancel: () => void token++ });
}
