/** The permit areas of the current geography: loading state and the zone layer toggle. */
import { signal } from '@preact/signals-react';
import type { GeographyType } from '../../shared/geography/modes';

export type AreasState =
  | { status: 'idle' }
  | { status: 'loading'; mode: GeographyType }
  | { status: 'shown'; mode: GeographyType; count: number; skipped: number }
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
