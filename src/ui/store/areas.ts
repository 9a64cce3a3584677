/** The permit areas of the current geography: loading state and the zone layer toggle. */
import { signal } from '@preact/signals-react';
import type { AreaSource } from '../../shared/cityData/areaSource';
import type { GeographyType } from '../../shared/geography/modes';

export type AreasState =
  | { status: 'idle' }
  | { status: 'loading'; mode: GeographyType }
  | { status: 'shown'; mode: GeographyType; count: number; skipped: number; tilesKey: string }
  /** Loaded and searchable, but not drawn: the map cannot start here (no WebGL). */
  | { status: 'listed'; mode: GeographyType; count: number; skipped: number }
  | { status: 'error'; mode: GeographyType; message: string; detail: string };

export const areasState = signal<AreasState>({ status: 'idle' });
/** The zone layer toggle: always available, focused or not. */
export const areasLayerVisible = signal(true);

const NO_SHAPE: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [] };
/** The permit area or intersection under the pointer, as its outline (drawn by the map's light layer). */
export const hoveredAreaShape = signal<GeoJSON.FeatureCollection>(NO_SHAPE);
export const NO_HOVERED_AREA = NO_SHAPE;

/** Which data the areas on screen are (the city's, a bundled file, or samples and why); null while none. */
export const areasSource = signal<AreaSource | null>(null);

/** Intersections from the city's street centreline where the user looks: what the sidebar says about them. */
export type LiveNodesStatus =
  | { state: 'off' }
  | { state: 'zoom-in' }
  | { state: 'loading' }
  | { state: 'ready' }
  | { state: 'partial'; detail: string };
export const liveNodesStatus = signal<LiveNodesStatus>({ state: 'off' });
