/**
 * Loads the chosen geography's permit areas in the worker and points MapLibre at the worker's vector
 * tiles. One load at a time: a newer load supersedes the older, whose result is dropped.
 */
import { effect } from '@preact/signals-react';
import { AREA_LOAD } from '../../../shared/geography/constants';
import { GEOGRAPHY_MODES, loadFailureText, type GeographyType } from '../../../shared/geography/modes';
import type { AreaSource } from '../../../shared/cityData/areaSource';
import { areasSource, areasState } from '../../store/areas';
import { geographyChosen, geographyType } from '../../store/geography';
import { tutorial } from '../../store/tutorial';
import { mapPort } from '../../store/map';
import { geographyEngine, onEngineRestart } from '../engines/engines';
import type { AreaLoadOutcome } from '../../../workers/geography/api';
import { latestOnly } from '../../../shared/async/latest';
import { waitFor } from '../../../shared/async/waitFor';
import { mapCannotStart, mapSettled } from '../reliability/mapAvailability';
import { checkSavedCityAreas } from '../cityData/savedAreasCheck';
import { errorMessage } from '../../../shared/errors/errorMessage';

let pending: { tilesKey: string; count: number; skipped: number; mode: GeographyType; source: AreaSource } | null =
  null;

/** The latest load wins; its signal stays live while its areas are the current ones (see areasShown). */
const load = latestOnly(async (signal, mode: GeographyType): Promise<void> => {
  pending = null;
  areasState.value = { status: 'loading', mode };
  areasSource.value = null;
  mapPort.peek()?.tiles.setAreas(null);
  const url = new URL(GEOGRAPHY_MODES[mode].dataPath, document.baseURI).href;
  // A job: a newer load cancels this one in the worker too. A worker that stops meanwhile fails it
  // with the reason; its restart loads the geography again.
  let outcome: AreaLoadOutcome;
  try {
    outcome = await geographyEngine().job('loadAreas', [mode, url], { signal });
  } catch (error) {
    if (signal.aborted) return;
    const message = errorMessage(error);
    outcome = { status: 'failed', mode, message: loadFailureText(mode), detail: message };
  }
  if (signal.aborted || outcome.status === 'superseded') return;
  if (outcome.status === 'failed') {
    areasState.value = { status: 'error', mode, message: outcome.message, detail: outcome.detail };
    return;
  }
  try {
    await waitFor(
      mapSettled,
      AREA_LOAD.mapReadyTimeoutMs,
      AREA_LOAD.mapReadyPollMs,
      'Timeout waiting for map to be ready',
    );
  } catch (error) {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the signal can abort during the await above
    if (!signal.aborted) areasState.value = { status: 'error', mode, message: (error as Error).message, detail: '' };
    return;
  }
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the signal can abort during the wait above
  if (signal.aborted) return;
  if (mapCannotStart()) {
    // Searchable and focusable from the worker's index; only the drawing is missing, and the map says why.
    areasState.value = { status: 'listed', mode, count: outcome.count, skipped: outcome.skipped };
    return;
  }
  // A user-timing mark: the worker has loaded, checked and indexed the areas (read by the benchmark).
  performance.mark('areas:indexed');
  pending = {
    tilesKey: outcome.tilesKey,
    count: outcome.count,
    skipped: outcome.skipped,
    mode,
    source: outcome.source,
  };
  mapPort
    .peek()
    ?.tiles.setAreas({ tilesKey: outcome.tilesKey, kind: GEOGRAPHY_MODES[mode].geometryKind, bbox: outcome.bbox });
});

export async function loadGeography(mode: GeographyType): Promise<void> {
  await load(mode);
}

/**
 * The map could not show the areas of a tile set (the source did not load, or the layers would not
 * stay): the load fails with the spec's text as its last error, and the area layers are removed.
 */
export function areasFailed(tilesKey: string, detail: string): void {
  if (!pending || pending.tilesKey !== tilesKey) return;
  areasState.value = { status: 'error', mode: pending.mode, message: loadFailureText(pending.mode), detail };
  pending = null;
  mapPort.peek()?.tiles.setAreas(null);
}

/** The map reports that MapLibre has drawn the areas of a tile set. */
export function areasShown(tilesKey: string): void {
  if (!pending || pending.tilesKey !== tilesKey) return;
  const { mode, source } = pending;
  areasState.value = { status: 'shown', mode, count: pending.count, skipped: pending.skipped, tilesKey };
  areasSource.value = source;
  pending = null;
  // Areas from the copy saved on an earlier visit: ask the city, in the background, whether it has newer.
  if (source.kind === 'city' && source.savedAt)
    checkSavedCityAreas(tilesKey, load.signal(), () => void loadGeography(mode));
}

/**
 * Starts a load whenever a geography is chosen or changed. The tutorial, started before any choice,
 * gets the default geography's areas, so its search and focus steps have areas to show.
 */
export function startAreaLoading(): () => void {
  let loaded: GeographyType | null = null;
  // A restarted geography worker holds no areas: the current geography loads again (the map's tiles follow).
  const stopRestarts = onEngineRestart('geography', () => {
    if (loaded) void loadGeography(loaded);
  });
  const stopLoading = effect(() => {
    const type = geographyType.value;
    if (!geographyChosen.value && !tutorial.value.isTutorialActive) return;
    if (type === loaded) return;
    loaded = type;
    void loadGeography(type);
  });
  return () => {
    stopRestarts();
    stopLoading();
  };
}
