/** Limits of the app's requests and of the place search (core-map spec, section 9). */

/** Every request the app makes waits at most this long for its whole answer (the spec's 10 s timeouts). */
export const REQUEST_TIMEOUT_MS = 10_000;

export const PLACE_SEARCH = { maxResults: 5, minChars: 2, focusBiasFromZoom: 10 } as const;
