/**
 * The NYC aerial imagery drawn over the streets style instead of replacing it (the spec): the imagery
 * and its label tiles go right below the permit-area fill, and the base's fill, raster and road layers
 * are hidden. The base style is never changed, so its own visibility is what comes back, and
 * switching back to the streets is a small style diff, not a reload.
 */
import type { LayerSpecification, SourceSpecification, StyleSpecification } from 'maplibre-gl';
import { SATELLITE } from '../../../shared/map/constants';
import {
  SATELLITE_CREDITS,
  SATELLITE_LABEL_TILE_URL,
  SATELLITE_TILE_URLS,
  type SatelliteYear,
} from '../../../shared/map/basemaps';

export const SATELLITE_SOURCES = { imagery: 'satellite', labels: 'satellite-labels' } as const;

const ROAD = /road|street|highway|motorway|tunnel|bridge/i;

/** The base layers the imagery stands in for. */
export function hiddenUnderSatellite(layer: LayerSpecification): boolean {
  return layer.type === 'fill' || layer.type === 'raster' || (layer.type === 'line' && ROAD.test(layer.id));
}

function satelliteSources(year: SatelliteYear): Record<string, SourceSpecification> {
  const common = {
    type: 'raster' as const,
    tileSize: SATELLITE.tileSize,
    minzoom: SATELLITE.minZoom,
    bounds: SATELLITE.bounds,
  };
  return {
    [SATELLITE_SOURCES.imagery]: {
      ...common,
      tiles: [SATELLITE_TILE_URLS[year]],
      attribution: SATELLITE_CREDITS[year],
    },
    [SATELLITE_SOURCES.labels]: { ...common, tiles: [SATELLITE_LABEL_TILE_URL] },
  };
}

/** The base with the imagery of a year on top of it (the app's overlays are added above by composeStyle). */
export function withSatellite(base: StyleSpecification, year: SatelliteYear): StyleSpecification {
  const layers: LayerSpecification[] = base.layers.map((layer) =>
    hiddenUnderSatellite(layer) ? { ...layer, layout: { ...layer.layout, visibility: 'none' } } : layer,
  );
  layers.push(
    { id: SATELLITE_SOURCES.imagery, type: 'raster', source: SATELLITE_SOURCES.imagery, minzoom: SATELLITE.minZoom },
    { id: SATELLITE_SOURCES.labels, type: 'raster', source: SATELLITE_SOURCES.labels, minzoom: SATELLITE.minZoom },
  );
  return { ...base, sources: { ...base.sources, ...satelliteSources(year) }, layers };
}
