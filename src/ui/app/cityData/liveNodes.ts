/**
 * Intersections where the user looks (intersections mode, outside ?demo, with a sample bundled file):
 * once the view settles at zoom 15 or closer, the geography worker is asked for the nodes in and
 * around it from the city's street centreline; the map then reloads the load's tiles. If the city
 * cannot be reached before any node was found, the worker puts the sample nodes in their place and
 * the page says so (with Retry, see SampleAreasBanner).
 */
import { computed, effect } from '@preact/signals-react';
import { debounce } from '../../../shared/async/debounce';
import { latestOnly } from '../../../shared/async/latest';
import type { BBox } from '../../../shared/geometry/bbox';
import { LIVE_NODES_MIN_ZOOM } from '../../../shared/intersections/liveNodesZoom';
import { areasSource, areasState, liveNodesStatus } from '../../store/areas';
import { mapPort, mapView } from '../../store/map';
import { geographyEngine } from '../engines/engines';
import { errorMessage } from '../../../shared/errors/errorMessage';

/** A view is asked for once it has held still this long (a pan or zoom fires many view changes). */
const VIEW_SETTLE_MS = 300;
/** A load still running after this long is said in the sidebar. */
const LOADING_NOTE_AFTER_MS = 400;
/** The view's box grows by this share on each side, so a short pan finds its nodes already there. */
const VIEW_MARGIN = 0.25;

function withMargin(b: BBox): BBox {
  const dx = (b[2] - b[0]) * VIEW_MARGIN;
  const dy = (b[3] - b[1]) * VIEW_MARGIN;
  return [b[0] - dx, b[1] - dy, b[2] + dx, b[3] + dy];
}

/** The tile set of live intersections on the map, or null when the centreline is not in use. */
const liveKey = computed(() => {
  const state = areasState.value;
  return state.status === 'shown' && areasSource.value?.kind === 'centreline' ? state.tilesKey : null;
});

/** One view asked at a time: a newer view (or leaving live intersections) cancels the older one's job. */
const askView = latestOnly((signal, tilesKey: string, box: BBox) =>
  geographyEngine().job('nodesInView', [tilesKey, box], { signal }),
);

async function loadView(tilesKey: string): Promise<void> {
  const box = mapPort.peek()?.camera.visibleBounds();
  if (!box) return;
  // Said only when it takes a moment: cells already asked answer at once, and the line would flicker.
  const slow = setTimeout(() => (liveNodesStatus.value = { state: 'loading' }), LOADING_NOTE_AFTER_MS);
  const answer = await askView(tilesKey, withMargin(box)).finally(() => clearTimeout(slow));
  if (!answer.current) return;
  const outcome = answer.value;
  if (outcome.status === 'superseded') return;
  const state = areasState.peek();
  // By the count and not only this call's additions: a view asked while an earlier one was loading the
  // same cells adds nothing itself, though the map may not have drawn the earlier one's nodes yet.
  const grew = state.status === 'shown' && state.count !== outcome.count;
  if (state.status === 'shown') areasState.value = { ...state, count: outcome.count };
  if (outcome.status === 'fallback' || outcome.added > 0 || grew) mapPort.peek()?.tiles.refreshAreaTiles();
  if (outcome.status === 'fallback') {
    areasSource.value = { kind: 'sample', title: outcome.title, reason: 'unreachable', detail: outcome.detail };
    liveNodesStatus.value = { state: 'off' };
    return;
  }
  const source = areasSource.peek();
  if (source?.kind === 'centreline' && source.updatedAt !== outcome.updatedAt)
    areasSource.value = { ...source, updatedAt: outcome.updatedAt };
  liveNodesStatus.value =
    outcome.status === 'partial' ? { state: 'partial', detail: outcome.detail } : { state: 'ready' };
}

export function startLiveNodes(): () => void {
  let settledKey = '';
  const whenSettled = debounce(() => {
    loadView(settledKey).catch((error: unknown) => {
      liveNodesStatus.value = { state: 'partial', detail: errorMessage(error) };
    });
  }, VIEW_SETTLE_MS);
  const stop = effect(() => {
    const tilesKey = liveKey.value;
    const { zoom } = mapView.value;
    // A view that moved on (or a new load, or none) no longer waits for the one asked before.
    whenSettled.cancel();
    askView.cancel();
    if (tilesKey === null) {
      liveNodesStatus.value = { state: 'off' };
      return;
    }
    if (zoom < LIVE_NODES_MIN_ZOOM) {
      liveNodesStatus.value = { state: 'zoom-in' };
      return;
    }
    settledKey = tilesKey;
    whenSettled();
  });
  return () => {
    whenSettled.cancel();
    askView.cancel();
    stop();
  };
}
