/** The zone creator (intersections mode): its state, the names of the picked nodes, its last failure. */
import { signal } from '@preact/signals-react';
import { INITIAL_ZONE_CREATOR_STATE, type NodeId, type ZoneCreatorState } from '../../shared/zoneCreator/state';

export const zoneCreator = signal<ZoneCreatorState>(INITIAL_ZONE_CREATOR_STATE);

/** Display names of nodes picked so far, by node id; the state itself keeps only ids and coordinates. */
export const zoneNodeNames = signal<ReadonlyMap<NodeId, string>>(new Map());

/** Why the last Generate Zone failed (the corridor worker's reason), or null. */
export const zoneError = signal<string | null>(null);

/** What the last curb-lane or sidewalk zone was based on (measured or assumed widths), or null. */
export const zoneBasis = signal<string | null>(null);

/** The generated corridor shown on the map (the points hide while it shows), or null. */
export const zonePreviewShape = signal<GeoJSON.FeatureCollection | null>(null);

/** True while Generate Zone waits for the corridor (a curb-lane or sidewalk zone first asks for street widths). */
export const zoneBuilding = signal(false);

/**
 * Map clicks the creator has answered while picking, taken or ignored (a repeat, beyond the cap): once
 * it moves on, the click's outcome is on screen. Shown as `data-clicks-answered` on the panel.
 */
export const zoneClicksAnswered = signal(0);
