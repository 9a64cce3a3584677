/** What the UI knows of the map: readiness, view, basemap, notices. */
import { signal } from '@preact/signals-react';
import { INITIAL_VIEW, SATELLITE } from '../../shared/map/constants';
import type { BasemapChoice } from '../../shared/map/basemaps';
import type { MapPort, MapView } from '../map/port';

/** The map as controllers see it (MapView mounts the adapter and hands its port over; tests hand in a fake). */
export const mapPort = signal<MapPort | null>(null);
export const mapReady = signal(false);
export const mapView = signal<MapView>({
  center: { ...INITIAL_VIEW.center },
  zoom: INITIAL_VIEW.zoom,
  bearing: 0,
  pitch: 0,
});
/**
 * Camera moves started so far, and whether the map has been idle since the last one (MapLibre's
 * 'idle': the move ended and the new view is drawn). `.map-area[data-camera]` shows it, so browser
 * tests wait for the camera to settle instead of sleeping.
 */
export const cameraMotion = signal<{ moves: number; still: boolean }>({ moves: 0, still: false });
export const basemap = signal<BasemapChoice>({ key: 'carto', year: SATELLITE.defaultYear });
export const basemapSwitching = signal(false);
/** Why the last basemap switch failed and was reverted (the spec only logs it), or null. */
export const basemapSwitchError = signal<string | null>(null);
export const basemapNotice = signal<string | null>(null);
export const leftSidebarOpen = signal(true);

/**
 * `?draw=vector`: every layer drawn as vectors with MapLibre's symbol fade, as before raster tiles,
 * so the benchmark can compare the two in one run. Users never need it.
 */
export function vectorOnlyDrawing(): boolean {
  return queryParam('draw') === 'vector';
}

/** `?present=direct`: the map's WebGL canvas shown itself on a software renderer (MapAdapter's `presentDirect`). */
export function presentDirect(): boolean {
  return queryParam('present') === 'direct';
}

/** A parameter of the page's address; null in Node, which has no location (the unit tests import the store). */
function queryParam(name: string): string | null {
  const { location } = globalThis as { location?: Location };
  return new URLSearchParams(location?.search ?? '').get(name);
}

/**
 * How far down the map the overlays at its top centre reach (the place search and the banners), in
 * CSS px from the map's top edge: a focused area is fitted below them, so none of it is covered.
 */
export const topOverlayBottomPx = signal(0);
