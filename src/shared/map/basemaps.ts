/** Basemap catalogue: the real public styles and tiles the map loads. */
export type BasemapKey = 'carto' | 'satellite';
export type SatelliteYear = 2018 | 2022;
export type Theme = 'light' | 'dark';

export const CARTO_STYLE_URLS: Record<Theme, string> = {
  light: 'https://basemaps.cartocdn.com/gl/positron-gl-style/style.json',
  dark: 'https://basemaps.cartocdn.com/gl/dark-matter-gl-style/style.json',
};

export const SATELLITE_TILE_URLS: Record<SatelliteYear, string> = {
  2018: 'https://maps.nyc.gov/xyz/1.0.0/photo/2018/{z}/{x}/{y}.png8',
  2022: 'https://maps.nyc.gov/xyz/1.0.0/2022Ortho/{z}/{x}/{y}.png',
};

export const SATELLITE_LABEL_TILE_URL = 'https://maps.nyc.gov/xyz/1.0.0/carto/label-lt/{z}/{x}/{y}.png8';

export interface BasemapChoice {
  key: BasemapKey;
  year: SatelliteYear;
}

export const BASEMAP_KEYS: readonly BasemapKey[] = ['carto', 'satellite'];

export function isBasemapKey(value: unknown): value is BasemapKey {
  return value === 'carto' || value === 'satellite';
}

export const BASEMAP_LABELS: Record<BasemapKey, string> = { carto: 'Streets', satellite: 'Satellite' };

/** The spec's basemap-switch errors: a switch that fails reverts the selection. */
export const BASEMAP_ERRORS = {
  noMap: 'Map instance not provided',
  unknownKey: (key: string) => `Unknown basemap key ${key}`,
} as const;
