/** The spec's constants of the map: the first view, the camera's moves and the basemaps (core-map spec, section 9). */

export const INITIAL_VIEW = { center: { lng: -73.985, lat: 40.758 }, zoom: 16 } as const;

export const CAMERA = { northResetMs: 500, rotationStepDeg: 15, rotationMs: 300 } as const;

export const SATELLITE = {
  minZoom: 8,
  tileSize: 256,
  bounds: [-74.259, 40.477, -73.7, 40.916] as [number, number, number, number],
  defaultYear: 2024 as const,
} as const;

export const STYLE_RELOAD_FALLBACK_MS = 2500;

/** How long a remote basemap may take before the local fallback style is used. */
export const BASEMAP_REACH_TIMEOUT_MS = 4000;
