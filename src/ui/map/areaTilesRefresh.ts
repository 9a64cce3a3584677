/**
 * The worker added areas to the load on the map (intersections found where the user looks): MapLibre
 * reloads the tiles it shows of that source in place (the old ones stay drawn until the new arrive)
 * and drops the ones it kept for later, so nothing flickers and nothing stale comes back.
 */
import type { Map as MaplibreMap } from 'maplibre-gl';
import { areaParts, type AreaTileSet } from './styles/overlayLayers';

export function refreshAreaTiles(map: MaplibreMap | null, areas: AreaTileSet | null): void {
  if (!map || !areas) return;
  const { sourceId } = areaParts(areas.kind);
  if (map.getSource(sourceId)) map.refreshTiles(sourceId);
}
