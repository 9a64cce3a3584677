/**
 * What went wrong, in the words a thrown value carries: an Error's message, or the value itself as text
 * (a worker, a library or a rejected promise may throw a string or anything else). Every banner, status
 * and failure reason that quotes a caught error reads it here.
 */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
