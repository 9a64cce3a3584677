/** Basemap catalogue: the real public styles and tiles the map loads. */
export type BasemapKey = 'carto' | 'satellite';
export type SatelliteYear = 2018 | 2024;
export type Theme = 'light' | 'dark';

export const CARTO_STYLE_URLS: Record<Theme, string> = {
  light: 'https://basemaps.cartocdn.com/gl/positron-gl-style/style.json',
  dark: 'https://basemaps.cartocdn.com/gl/dark-matter-gl-style/style.json',
};

/**
 * The city's orthophotos by year. The city's tile host (maps.nyc.gov) says years 2020 and later have
 * been removed from it; the 2024 photos are served from the city's ArcGIS organisation (a MapServer
 * tile cache: row before column, `{z}/{y}/{x}`). The 2018 photos still answer on the old host.
 */
export const SATELLITE_TILE_URLS: Record<SatelliteYear, string> = {
  2018: 'https://maps.nyc.gov/xyz/1.0.0/photo/2018/{z}/{x}/{y}.png8',
  2024: 'https://tiles.arcgis.com/tiles/yG5s3afENB5iO9fj/arcgis/rest/services/NYC_Orthos_2024/MapServer/tile/{z}/{y}/{x}',
};

/** The imagery's owner, credited on the map and on every exported sheet (as public projects credit it). */
export const SATELLITE_CREDITS: Record<SatelliteYear, string> = {
  2018: 'Imagery © City of New York (2018)',
  2024: 'Imagery © NYC OTI (2024)',
};

/**
 * The CARTO basemaps' credit: OpenStreetMap's licence (ODbL) asks for '© OpenStreetMap contributors'
 * wherever its data is shown, and CARTO's basemap terms for '© CARTO'.
 */
export const CARTO_CREDIT = '© CARTO © OpenStreetMap contributors';

/** The credit for what a basemap shows: under the imagery, the streets' labels are still CARTO's. */
export function basemapCredit(choice: { key: BasemapKey; year: SatelliteYear }): string {
  return choice.key === 'satellite' ? `${SATELLITE_CREDITS[choice.year]} · ${CARTO_CREDIT}` : CARTO_CREDIT;
}

/** The years offered, newest first: the newest is the default. */
export const SATELLITE_YEARS: readonly SatelliteYear[] = [2024, 2018];

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
