/** Base styles: the fetched CARTO style (with the NYC aerial imagery over it when chosen) and the offline fallback. */
import type { StyleSpecification } from 'maplibre-gl';
import { CARTO_CREDIT, type SatelliteYear, type Theme } from '../../../shared/map/basemaps';
import { overlayLayers, overlaySources, type OverlayState } from './overlayLayers';
import { withSatellite } from './satelliteLayers';

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

/** Reuses the basemap's own label font when it has a glyph server, else the bundled one. */
export function labelFont(base: StyleSpecification): string[] {
  if (!base.glyphs) return LOCAL_FONT;
  for (const layer of base.layers) {
    const font = layer.type === 'symbol' ? layer.layout?.['text-font'] : undefined;
    if (Array.isArray(font) && font.every((f) => typeof f === 'string')) return font as string[];
  }
  return LOCAL_FONT;
}

/**
 * The fetched basemap's sources with its credit where they carry none: the map's attribution control
 * reads each drawn source's, and OpenStreetMap's licence asks for it wherever its data is shown (a
 * tile set's own TileJSON attribution, when it has one, still replaces it as MapLibre loads it).
 */
function credited(base: StyleSpecification): StyleSpecification {
  if (base.name === 'local-fallback') return base;
  const sources = Object.fromEntries(
    Object.entries(base.sources).map(([id, source]) => [
      id,
      source.type === 'vector' || source.type === 'raster'
        ? { ...source, attribution: source.attribution ?? CARTO_CREDIT }
        : source,
    ]),
  );
  return { ...base, sources };
}

/**
 * The map's whole style: the base, the imagery of a year when satellite is chosen, then the app's
 * overlays. The base's own camera is left out: a new style keeps the centre, zoom, bearing and pitch.
 */
export function composeStyle(
  base: StyleSpecification,
  overlays: OverlayState,
  theme: Theme,
  satellite: SatelliteYear | null,
): StyleSpecification {
  const drawn = { ...(satellite ? withSatellite(credited(base), satellite) : credited(base)) };
  delete drawn.center;
  delete drawn.zoom;
  delete drawn.bearing;
  delete drawn.pitch;
  return {
    ...drawn,
    sources: { ...drawn.sources, ...overlaySources(overlays) },
    layers: [...drawn.layers, ...overlayLayers(overlays, theme, labelFont(base))],
  };
}
