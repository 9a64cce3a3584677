/**
 * The map's one overlay state, derived from the signals, and the one effect that hands it to the map.
 * Controllers and components change signals only (focus, overlaps, the zone preview and its nodes,
 * area and layer toggles, nudges, the plan and selection, a comparison); none of them calls the port for what
 * the map draws. Each part is its own computed, so a part that did not change keeps its reference
 * and the map sends MapLibre only the parts that did (see map/overlayDiff.ts).
 */
import { computed, effect } from '@preact/signals-react';
import type { FocusTarget } from '../../../shared/geography/areaIndex';
import type { InfrastructureLayerId } from '../../../shared/layers/ids';
import type { ZoneCreatorState } from '../../../shared/zoneCreator/state';
import type { MapOverlay } from '../../map/overlayDiff';
import { EMPTY_COLLECTION } from '../../map/styles/overlayLayers';
import { areasLayerVisible, hoveredAreaShape } from '../../store/areas';
import { focused, overlapShapes } from '../../store/focus';
import { visibleLayersKey } from '../../store/layers';
import { mapPort, mapReady } from '../../store/map';
import { zoneCreator, zonePreviewShape } from '../../store/zoneCreator';
import { comparisonResult } from '../../store/compare';
import { editOverlay } from '../edit/editOverlay';
import { nudgeBadges } from '../precheck/nudgeController';
import { reviewOverlay } from '../review/reviewOverlay';

/** The focused area's outline (none without a focus). */
export function focusCollection(target: FocusTarget | null): GeoJSON.FeatureCollection {
  return target
    ? { type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: target.geometry }] }
    : EMPTY_COLLECTION;
}

/** While an area is focused the other areas stay hidden; the zone layer's toggle applies otherwise. */
export function areasShown(target: FocusTarget | null, toggledOn: boolean): boolean {
  return target === null && toggledOn;
}

/** The picked nodes that are intersection points (node ids of other kinds have no point to colour). */
export function pickedPoints(state: ZoneCreatorState): number[] {
  return state.selectedNodeIds.filter((id): id is number => typeof id === 'number');
}

// Keys first: the zone creator and layer states change often (loading, counts, options), and a computed
// whose value is an equal string does not notify, so the parts below keep their reference.
const nodesKey = computed(() => pickedPoints(zoneCreator.value).join(','));
const layersKey = visibleLayersKey;

const focusPart = computed(() => focusCollection(focused.value));
const nodesPart = computed(() => (nodesKey.value ? nodesKey.value.split(',').map(Number) : []));
/** 'Compare with…': what changed since the earlier plan (none while no comparison is open). */
const comparePart = computed((): GeoJSON.FeatureCollection => comparisonResult.value?.overlay ?? EMPTY_COLLECTION);
const layersPart = computed(
  () => new Set((layersKey.value ? layersKey.value.split(',') : []) as InfrastructureLayerId[]),
);

/** The nudge badges, and the review comments' pins and shapes beside them (the same light-layer part). */
const badgesPart = computed((): GeoJSON.FeatureCollection => {
  const review = reviewOverlay.value;
  const badges = nudgeBadges.value;
  return review.length ? { type: 'FeatureCollection', features: [...badges.features, ...review] } : badges;
});

const areasVisiblePart = computed(() => areasShown(focused.value, areasLayerVisible.value));
/** The hovered area's outline, only while the areas show (a focus hides them under the pointer). */
const hoverPart = computed(() => (areasVisiblePart.value ? hoveredAreaShape.value : EMPTY_COLLECTION));

export const mapOverlay = computed((): MapOverlay => ({
  ...editOverlay.value,
  focus: focusPart.value,
  overlaps: overlapShapes.value ?? EMPTY_COLLECTION,
  badges: badgesPart.value,
  hover: hoverPart.value,
  zonePreview: zonePreviewShape.value,
  areasVisible: areasVisiblePart.value,
  selectedNodes: nodesPart.value,
  layersVisible: layersPart.value,
  compare: comparePart.value,
}));

/** The one effect that feeds the map its overlay, once the map is ready (a new map gets it whole). */
export function startMapOverlay(): () => void {
  return effect(() => {
    const state = mapOverlay.value;
    const port = mapPort.value;
    if (port && mapReady.value) port.setOverlay(state);
  });
}
