/**
 * A lost WebGL context (common on software renderers and remote desktops), and the way back. MapLibre 6
 * keeps a snapshot of its style when the browser takes the context away and rebuilds from it when the
 * context comes back, but it cannot rebuild custom layers (it warns and drops them), and calls made on
 * the map in between fail, since it has no style then. So:
 * - before MapLibre takes its snapshot, our custom WebGL layers leave the style (their owners add them
 *   again, with new GL resources, when the rebuilt style announces itself: DenseLayers on 'styledata');
 * - the owner sets the map aside while it is lost (`lost`) and takes it back once the rebuilt style has
 *   loaded (`restored`), re-applying what changed meanwhile;
 * - a context the browser has not given back in time is reported (`unrestored`): the page then offers
 *   a reload, as the plan is saved in the browser.
 */
import type * as maplibregl from 'maplibre-gl';
import { debounce } from '../../shared/async/debounce';

/** How long the browser may take to give the context back before the page says so. */
export const CONTEXT_RESTORE_WAIT_MS = 10_000;

export interface ContextLossHooks {
  lost(): void;
  /** The context is back and MapLibre's rebuilt style has loaded. */
  restored(): void;
  unrestored(): void;
}

/** Removes the style's custom layers: MapLibre cannot restore them and warns for each one it snapshots. */
function removeCustomLayers(map: maplibregl.Map): void {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- MapLibre types map.style as always set; it is not before the first style or after remove()
  if (!map.style) return;
  for (const id of map.getLayersOrder()) if (map.getLayer(id)?.type === 'custom') map.removeLayer(id);
}

export function watchContextLoss(
  map: maplibregl.Map,
  hooks: ContextLossHooks,
  restoreWaitMs = CONTEXT_RESTORE_WAIT_MS,
): () => void {
  const canvas = map.getCanvas();
  const container = map.getCanvasContainer();
  let lost = false;
  // Each loss restarts the wait; a restore ends it.
  const reportUnrestored = debounce(() => {
    if (lost) hooks.unrestored();
  }, restoreWaitMs);
  // Capture on the canvas's parent runs before MapLibre's own listener on the canvas takes its snapshot.
  const beforeSnapshot = (e: Event) => {
    if (e.target === canvas) removeCustomLayers(map);
  };
  const onLost = () => {
    lost = true;
    hooks.lost();
    reportUnrestored();
  };
  const onStyleLoaded = () => {
    if (!lost) return;
    lost = false;
    reportUnrestored.cancel();
    hooks.restored();
  };
  const onRestored = () => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- as above: no style while the context is rebuilt
    if (map.style?._loaded) onStyleLoaded();
    else map.once('style.load', onStyleLoaded);
  };
  container.addEventListener('webglcontextlost', beforeSnapshot, { capture: true });
  map.on('webglcontextlost', onLost);
  map.on('webglcontextrestored', onRestored);
  return () => {
    reportUnrestored.cancel();
    container.removeEventListener('webglcontextlost', beforeSnapshot, { capture: true });
    map.off('webglcontextlost', onLost);
    map.off('webglcontextrestored', onRestored);
    map.off('style.load', onStyleLoaded);
  };
}
