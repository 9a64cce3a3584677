/** Business constants of the core-map spec, section 9. One place, so every module reads the same value. */
export const PRODUCT_NAME = 'NYC Public Space Event Stager';

export const MOBILE_CUTOFF_PX = 768;
export const SITE_PLAN_MIN_ZOOM = 14;
export const INITIAL_VIEW = { center: { lng: -73.985, lat: 40.758 }, zoom: 16 } as const;

export const ZONE_SEARCH = { minChars: 2, debounceMs: 250, maxResults: 10 } as const;
export const PLACE_SEARCH = { maxResults: 5, minChars: 2, focusBiasFromZoom: 10 } as const;

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

export const CAMERA = { northResetMs: 500, rotationStepDeg: 15, rotationMs: 300 } as const;

export const AREA_STYLE = {
  fillOpacity: 0.2,
  focusColor: '#2563eb',
  areaColor: '#f97316',
  overlapColor: '#f97316',
  hoverMs: 180,
  labelEnterMs: 300,
} as const;

export const SATELLITE = {
  minZoom: 8,
  tileSize: 256,
  bounds: [-74.259, 40.477, -73.7, 40.916] as [number, number, number, number],
  defaultYear: 2018 as const,
} as const;

/** Every request the app makes waits at most this long for its whole answer (the spec's 10 s timeouts). */
export const REQUEST_TIMEOUT_MS = 10_000;

export const STYLE_RELOAD_FALLBACK_MS = 2500;
/** How long a remote basemap may take before the local fallback style is used. */
export const BASEMAP_REACH_TIMEOUT_MS = 4000;

export const TUTORIAL = { steps: 5, targetLookupTries: 20, targetLookupMs: 250 } as const;

export const STORAGE_KEYS = {
  tutorial: 'nyc-stager:tutorial',
  geography: 'nyc-stager:geography',
  theme: 'nyc-stager:theme',
  walkthroughOptOut: 'nyc-stager:walkthrough-dont-show',
  walkthroughSeen: 'nyc-stager:walkthrough-seen',
} as const;
