/**
 * terra-draw's sources and layers on the map, as the adapter sees them: it keeps them across style
 * changes. Apart from drawControl.ts so the adapter can do so without loading terra-draw, which is
 * loaded only when drawing starts.
 */
import type * as maplibregl from 'maplibre-gl';

/** terra-draw names its sources and layers `${prefix}-point`, `${prefix}-polygon-outline`, … */
export const DRAW_PREFIX = 'stager-draw';

/** Keeps terra-draw's own sources and layers when the adapter swaps the style. */
export function keepDrawLayers(
  previous: maplibregl.StyleSpecification | undefined,
  next: maplibregl.StyleSpecification,
): maplibregl.StyleSpecification {
  if (!previous) return next;
  const mine = (id: string) => id.startsWith(`${DRAW_PREFIX}-`);
  const sources = Object.fromEntries(Object.entries(previous.sources).filter(([id]) => mine(id)));
  const layers = previous.layers.filter((l) => mine(l.id));
  return { ...next, sources: { ...next.sources, ...sources }, layers: [...next.layers, ...layers] };
}
