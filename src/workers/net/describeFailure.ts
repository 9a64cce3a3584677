/** A failed request in words a user can act on: a network failure names the host it could not reach. */
import { RetriesExhaustedError } from '../../shared/net/retry';
import { hostOf } from './timeout';
import { errorMessage } from '../../shared/errors/errorMessage';

export function describeFailure(error: unknown, url: string): string {
  if (error instanceof RetriesExhaustedError) return describeFailure(error.lastError, url);
  // fetch rejects with a TypeError ('Failed to fetch') when there is no connection or the host is unreachable.
  if (error instanceof TypeError) return `${hostOf(url)} could not be reached (${error.message})`;
  return errorMessage(error);
}
