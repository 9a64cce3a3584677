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
