/** Focus on one permit area, and the overlap chooser that leads to it. */
import { computed, signal } from '@preact/signals-react';
import { SITE_PLAN_MIN_ZOOM } from '../../shared/app/constants';
import type { AreaSummary, FocusTarget } from '../../shared/geography/areaIndex';
import { mapView } from './map';
import { mapFailure } from './mapHealth';

export const focused = signal<FocusTarget | null>(null);
export const focusPanelHidden = signal(false);
/**
 * Focus moves under way, from the focus being set until its camera is at rest: the move starts a frame
 * after the focus (once the banner is laid out), and the map counts as moving from the focus on.
 */
export const focusFraming = signal(0);

export interface OverlapChoice {
  areas: AreaSummary[];
  selected: number;
}
export const overlap = signal<OverlapChoice | null>(null);
/** The overlapping parks' outlines, drawn while the chooser is open (they arrive after the chooser). */
export const overlapShapes = signal<GeoJSON.FeatureCollection | null>(null);

/**
 * Site-plan mode: an area is focused and the map is at zoom 14 or closer. Without a map (no WebGL)
 * there is no zoom to reach: the designer stays open for the plan's lists, Event Information and files.
 */
export const sitePlanMode = computed(
  () => focused.value !== null && (mapFailure.value !== null || mapView.value.zoom >= SITE_PLAN_MIN_ZOOM),
);
