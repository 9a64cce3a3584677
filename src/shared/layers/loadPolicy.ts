/** How layer requests are retried: 429 and 5xx are transient, others are reported at once. */
export const LAYER_LOAD = {
  attempts: 4,
  backoffMs: [500, 1000, 2000],
  /** Error bodies can be whole HTML pages; the tag's detail keeps the start. */
  errorBodyChars: 300,
} as const;
