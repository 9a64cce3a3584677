/** The permit areas of the current geography: loading state and the zone layer toggle. */
import { signal } from '@preact/signals-react';
import type { AreaSource } from '../../shared/cityData/areaSource';
import type { GeographyType } from '../../shared/geography/modes';

export type AreasState =
  | { status: 'idle' }
  | { status: 'loading'; mode: GeographyType }
  | { status: 'shown'; mode: GeographyType; count: number; skipped: number; tilesKey: string }
  | { status: 'error'; mode: GeographyType; message: string; detail: string };

export const areasState = signal<AreasState>({ status: 'idle' });
/** The zone layer toggle: always available, focused or not. */
export const areasLayerVisible = signal(true);
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
