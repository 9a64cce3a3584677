/**
 * Whether the map can draw: it could not start at all (no WebGL: the spec's 'map not loaded', with the
 * reason), or its drawing context was lost and is being restored. Everything that does not need the map
 * (the plan, its lists, Event Information, Save Plan, Import) keeps working either way.
 */
import { signal } from '@preact/signals-react';
import type { MapStartFailureKind } from '../map/webglSupport';

export interface MapFailure {
  kind: MapStartFailureKind;
  /** The browser's or MapLibre's own words, shown under ours. */
  detail: string;
}

/** Set once when the map cannot start; the map then stays 'not loaded' for this page. */
export const mapFailure = signal<MapFailure | null>(null);

/**
 * The map's WebGL context: 'lost' from the browser's 'webglcontextlost' until 'webglcontextrestored';
 * 'unrestored' when the browser has not given it back in time (the page offers a reload).
 */
export const mapContext = signal<'ok' | 'lost' | 'unrestored'>('ok');
