/** The spec's constants of permit areas: search, loading, focus and how areas are drawn (core-map spec, section 9). */

export const ZONE_SEARCH = { minChars: 2, debounceMs: 250, maxResults: 10 } as const;

export const AREA_LOAD = {
  attempts: 5,
  backoffMs: [500, 1000, 2000, 4000, 8000],
  mapReadyTimeoutMs: 10_000,
  mapReadyPollMs: 50,
  recheckCount: 4,
  recheckDelayMs: 300,
} as const;

export const FOCUS = {
  boundsPaddingRatio: 0.25,
  pointZoom: 18,
  pointBoundsPx: 200,
  minZoomDrop: 2,
  minZoomFloor: 1,
  paddingPx: 20,
  sidebarPaddingPx: 360,
  durationMs: 1000,
  pointDurationMs: 800,
  searchPanMs: 600,
} as const;

export const AREA_STYLE = {
  fillOpacity: 0.2,
  focusColor: '#2563eb',
  areaColor: '#f97316',
  overlapColor: '#f97316',
  hoverMs: 180,
  labelEnterMs: 300,
} as const;
