/** Base styles: the fetched CARTO style, the NYC aerial imagery, and the offline fallback. */
import type { LayerSpecification, StyleSpecification } from 'maplibre-gl';
import { SATELLITE } from '../../../shared/app/constants';
import { SATELLITE_LABEL_TILE_URL, SATELLITE_TILE_URLS, type SatelliteYear, type Theme } from '../../../shared/map/basemaps';
import { overlayLayers, overlaySources, type OverlayState } from './overlayLayers';

/** The bundled font (Noto Sans, loaded by @fontsource): labels render without a glyph server. */
export const LOCAL_FONT = ['Noto Sans'];

const BACKGROUND: Record<Theme, string> = { light: '#f2efe9', dark: '#1b2230' };

export function localBaseStyle(theme: Theme): StyleSpecification {
  return {
    version: 8,
    name: 'local-fallback',
    sources: {},
    layers: [{ id: 'background', type: 'background', paint: { 'background-color': BACKGROUND[theme] } }],
  };
}

export function satelliteBaseStyle(year: SatelliteYear, theme: Theme): StyleSpecification {
  const layers: LayerSpecification[] = [
    { id: 'background', type: 'background', paint: { 'background-color': BACKGROUND[theme] } },
    { id: 'satellite', type: 'raster', source: 'satellite', minzoom: SATELLITE.minZoom },
    { id: 'satellite-labels', type: 'raster', source: 'satellite-labels', minzoom: SATELLITE.minZoom },
  ];
  return {
    version: 8,
    name: `nyc-aerial-${year}`,
    sources: {
      satellite: { type: 'raster', tiles: [SATELLITE_TILE_URLS[year]], tileSize: SATELLITE.tileSize, minzoom: SATELLITE.minZoom, bounds: SATELLITE.bounds, attribution: `NYC Aerial Imagery ${year} © City of New York` },
      'satellite-labels': { type: 'raster', tiles: [SATELLITE_LABEL_TILE_URL], tileSize: SATELLITE.tileSize, minzoom: SATELLITE.minZoom, bounds: SATELLITE.bounds },
    },
    layers,
  };
}

/** Reuses the basemap's own label font when it has a glyph server, else the bundled one. */
export function labelFont(base: StyleSpecification): string[] {
  if (!base.glyphs) return LOCAL_FONT;
  for (const layer of base.layers) {
    const font = layer.type === 'symbol' ? layer.layout?.['text-font'] : undefined;
    if (Array.isArray(font) && font.every((f) => typeof f === 'string')) return font as string[];
  }
  return LOCAL_FONT;
}

export function composeStyle(base: StyleSpecification, overlays: OverlayState, theme: Theme): StyleSpecification {
  return {
    ...base,
    sources: { ...base.sources, ...overlaySources(overlays) },
    layers: [...base.layers, ...overlayLayers(overlays, theme, labelFont(base))],
  };
}
