/**
 * Loads the chosen geography's permit areas in the worker and hands MapLibre a Blob URL of the
 * result. One load at a time: a newer load supersedes the older, whose result is dropped.
 */
import { effect } from '@preact/signals-react';
import { AREA_LOAD } from '../../shared/app/constants';
import { GEOGRAPHY_MODES, type GeographyType } from '../../shared/geography/modes';
import { areasState } from '../store/areas';
import { geographyChosen, geographyType } from '../store/geography';
import { mapAdapter, mapReady } from '../store/map';
import { geographyEngine } from './engine';
import { waitFor } from './waitFor';

let generation = 0;
let shownUrl: string | null = null;
let pending: { url: string; count: number; skipped: number; mode: GeographyType } | null = null;

function releaseUrl(): void {
  if (shownUrl) URL.revokeObjectURL(shownUrl);
  shownUrl = null;
}

export async function loadGeography(mode: GeographyType): Promise<void> {
  const gen = ++generation;
  pending = null;
  areasState.value = { status: 'loading', mode };
  mapAdapter.peek()?.setAreas(null);
  releaseUrl();
  const url = new URL(GEOGRAPHY_MODES[mode].dataPath, document.baseURI).href;
  const outcome = await geographyEngine().loadAreas(mode, url);
  if (gen !== generation || outcome.status === 'superseded') return;
  if (outcome.status === 'failed') {
    areasState.value = { status: 'error', mode, message: outcome.message, detail: outcome.detail };
    return;
  }
  try {
    await waitFor(() => mapReady.peek() && mapAdapter.peek() !== null, AREA_LOAD.mapReadyTimeoutMs, AREA_LOAD.mapReadyPollMs, 'Timeout waiting for map to be ready');
  } catch (error) {
    if (gen === generation) areasState.value = { status: 'error', mode, message: (error as Error).message, detail: '' };
    return;
  }
  if (gen !== generation) return;
  shownUrl = URL.createObjectURL(outcome.blob);
  pending = { url: shownUrl, count: outcome.count, skipped: outcome.skipped, mode };
  mapAdapter.peek()?.setAreas({ url: shownUrl, kind: GEOGRAPHY_MODES[mode].geometryKind });
}

/** The map reports that MapLibre has drawn the areas of a Blob URL. */
export function areasShown(url: string): void {
  if (!pending || pending.url !== url) return;
  areasState.value = { status: 'shown', mode: pending.mode, count: pending.count, skipped: pending.skipped };
  pending = null;
}

/** Starts a load whenever a geography is chosen or changed. */
export function startAreaLoading(): () => void {
  return effect(() => {
    if (geographyChosen.value) void loadGeography(geographyType.value);
  });
}
