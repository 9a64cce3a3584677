/**
 * The zone creator (intersections mode) as pure state rules: the user clicks intersection nodes, and a
 * corridor of the chosen width through them becomes a custom street zone. The UI dispatches actions
 * and draws; every rule about what a click or a setting does lives here, so it is testable in Node.
 */
import { isValidPosition, type MultiPolygonGeometry, type PolygonGeometry, type Position } from '../geography/geometry';

export type PrimaryType = 'single-block' | 'multi-block';
export type NodeId = string | number;

/** Widths in feet. Both bounds lie on the step grid (6, 8, ..., 200), so rounding never leaves the range. */
export const ZONE_WIDTH = { min: 6, max: 200, step: 2, default: 40 } as const;

/** One block is a corridor between two nodes; a multi-block corridor runs through 2 to 12. */
export const NODE_CAPS: Record<PrimaryType, { min: number; max: number }> = {
  'single-block': { min: 2, max: 2 },
  'multi-block': { min: 2, max: 12 },
};

export const ZONE_HINTS: Record<PrimaryType, string> = {
  'single-block': 'Pick up to 2 nodes',
  'multi-block': 'Pick up to 12 nodes',
};

export const ZONE_PREVIEW = {
  id: 'zonecreator-preview',
  name: 'Custom Street Zone',
  style: { color: '#2563eb', fillOpacity: 0.2, lineWidth: 3 },
  fit: { paddingPx: 30, durationMs: 600, maxZoom: 20 },
} as const;

export interface ZoneNode {
  id: NodeId;
  coordinates: Position;
}
export interface ZoneOptions {
  curbLaneOnly: boolean;
  sidewalkOnly: boolean;
  entireZonePdf: boolean;
}

export interface ZoneCreatorState extends ZoneOptions {
  isActive: boolean;
  primaryType: PrimaryType;
  /** Kept beside selectedNodes (always the same ids, same order) because the spec names both. */
  selectedNodeIds: readonly NodeId[];
  selectedNodes: readonly ZoneNode[];
  widthFeet: number;
  previewActive: boolean;
}

/** Defaults the spec leaves open: single block, no option ticked. */
export const INITIAL_ZONE_CREATOR_STATE: ZoneCreatorState = {
  isActive: false,
  primaryType: 'single-block',
  curbLaneOnly: false,
  sidewalkOnly: false,
  entireZonePdf: false,
  selectedNodeIds: [],
  selectedNodes: [],
  widthFeet: ZONE_WIDTH.default,
  previewActive: false,
};

export type ZoneCreatorAction =
  /** `coordinates` are the clicked feature's, read only when it is a point (`isPoint`). */
  | {
      type: 'addNode';
      id: NodeId | null | undefined;
      coordinates?: readonly number[] | null;
      isPoint: boolean;
      clickLngLat: { lng: number; lat: number };
    }
  | { type: 'undoNode' }
  | { type: 'clearNodes' }
  | { type: 'setPrimaryType'; primaryType: PrimaryType }
  | { type: 'setWidth'; value: unknown }
  | { type: 'setOptions'; options: Partial<ZoneOptions> }
  | { type: 'activate' }
  | { type: 'deactivate' }
  | { type: 'previewShown' }
  | { type: 'previewCleared' };

/**
 * A width in feet from whatever the width input gave: numbers and numeric strings are rounded to the
 * nearest 2 ft step counted from the minimum (41 -> 42, 40.9 -> 40; halves round up), then clamped to
 * 6..200. Anything else (NaN, Infinity, '', 'abc', null, objects) becomes the minimum, 6.
 */
export function clampWidth(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(n)) return ZONE_WIDTH.min;
  const stepped = ZONE_WIDTH.min + Math.round((n - ZONE_WIDTH.min) / ZONE_WIDTH.step) * ZONE_WIDTH.step;
  return Math.min(ZONE_WIDTH.max, Math.max(ZONE_WIDTH.min, stepped));
}

function isNodeId(id: unknown): id is NodeId {
  return (typeof id === 'string' && id !== '') || (typeof id === 'number' && Number.isFinite(id));
}

function withNodes(state: ZoneCreatorState, nodes: readonly ZoneNode[]): ZoneCreatorState {
  return { ...state, selectedNodes: nodes, selectedNodeIds: nodes.map((n) => n.id) };
}

/** Non-point features (a street segment under the cursor) have no single coordinate: the click position stands in. */
function resolveNodePosition(action: Extract<ZoneCreatorAction, { type: 'addNode' }>): Position | null {
  const p = action.isPoint ? action.coordinates : [action.clickLngLat.lng, action.clickLngLat.lat];
  return isValidPosition(p) ? [p[0], p[1]] : null;
}

function addNode(state: ZoneCreatorState, action: Extract<ZoneCreatorAction, { type: 'addNode' }>): ZoneCreatorState {
  if (!state.isActive || !isNodeId(action.id)) return state;
  if (state.selectedNodes.length >= NODE_CAPS[state.primaryType].max) return state;
  // A double click lands twice on the same node; an earlier node may come back (a loop A-B-A is a real route).
  if (state.selectedNodes.at(-1)?.id === action.id) return state;
  const coordinates = resolveNodePosition(action);
  if (!coordinates) return state;
  return withNodes(state, [...state.selectedNodes, { id: action.id, coordinates }]);
}

/**
 * Curb lane only and sidewalk only describe disjoint parts of the street, so turning one on turns the
 * other off. A patch turning both on is contradictory: both keep their values, the rest of it applies.
 */
function setOptions(state: ZoneCreatorState, options: Partial<ZoneOptions>): ZoneCreatorState {
  const next: ZoneCreatorState = { ...state };
  if (typeof options.entireZonePdf === 'boolean') next.entireZonePdf = options.entireZonePdf;
  const curb = options.curbLaneOnly;
  const side = options.sidewalkOnly;
  if (curb === true && side === true) return next;
  if (typeof curb === 'boolean') next.curbLaneOnly = curb;
  if (typeof side === 'boolean') next.sidewalkOnly = side;
  if (curb === true) next.sidewalkOnly = false;
  if (side === true) next.curbLaneOnly = false;
  return next;
}

/** Returns the same object when an action changes nothing, so a React reducer bails out of a re-render. */
export function zoneCreatorReducer(state: ZoneCreatorState, action: ZoneCreatorAction): ZoneCreatorState {
  switch (action.type) {
    case 'addNode':
      return addNode(state, action);
    case 'undoNode':
      return state.selectedNodes.length ? withNodes(state, state.selectedNodes.slice(0, -1)) : state;
    case 'clearNodes':
      return state.selectedNodes.length ? withNodes(state, []) : state;
    case 'setPrimaryType': {
      if (action.primaryType === state.primaryType) return state;
      // Narrowing to one block keeps the first two nodes: the route starts where the user began it.
      const max = NODE_CAPS[action.primaryType].max;
      const switched = { ...state, primaryType: action.primaryType };
      return state.selectedNodes.length > max ? withNodes(switched, state.selectedNodes.slice(0, max)) : switched;
    }
    case 'setWidth': {
      const widthFeet = clampWidth(action.value);
      return widthFeet === state.widthFeet ? state : { ...state, widthFeet };
    }
    case 'setOptions':
      return setOptions(state, action.options);
    case 'activate':
      return state.isActive ? state : { ...state, isActive: true };
    case 'deactivate':
      // Leaving the creator drops the selection and its preview; type, width and options are preferences and stay.
      return { ...withNodes(state, []), isActive: false, previewActive: false };
    case 'previewShown':
      return state.previewActive ? state : { ...state, previewActive: true };
    case 'previewCleared':
      return state.previewActive ? { ...state, previewActive: false } : state;
  }
}

/** Which part of the street a zone covers: the options name at most one of curb lane and sidewalk. */
export type ZonePart = 'entire' | 'curb-lane' | 'sidewalk';

export function zonePartOf(options: Pick<ZoneOptions, 'curbLaneOnly' | 'sidewalkOnly'>): ZonePart {
  return options.curbLaneOnly ? 'curb-lane' : options.sidewalkOnly ? 'sidewalk' : 'entire';
}

/** The focused zone's subtitle: its width, or the part of the street it is. */
export function zoneSubtitle(
  props: Pick<ZonePreviewFeature['properties'], 'curbLaneOnly' | 'sidewalkOnly' | 'widthFeet'>,
): string {
  const part = zonePartOf(props);
  return part === 'curb-lane'
    ? 'Curb lanes only'
    : part === 'sidewalk'
      ? 'Sidewalks only'
      : `${props.widthFeet} ft wide`;
}

export function canGenerate(state: ZoneCreatorState): boolean {
  const { min, max } = NODE_CAPS[state.primaryType];
  const n = state.selectedNodes.length;
  return n >= min && n <= max;
}

export function hintFor(state: ZoneCreatorState): string {
  return ZONE_HINTS[state.primaryType];
}

export interface ZonePreviewFeature {
  type: 'Feature';
  id: typeof ZONE_PREVIEW.id;
  properties: ZoneOptions & {
    name: typeof ZONE_PREVIEW.name;
    widthFeet: number;
    primaryType: PrimaryType;
    nodeIds: NodeId[];
  };
  geometry: PolygonGeometry | MultiPolygonGeometry;
}

/** Detail of the 'zonecreator:focus' window event. */
export interface ZoneFocusDetail {
  feature: ZonePreviewFeature;
}

/** The options travel in the feature's properties so the export reads them from the zone it is given. */
export function zonePreviewFeature(
  polygon: PolygonGeometry | MultiPolygonGeometry,
  state: ZoneCreatorState,
): ZonePreviewFeature {
  return {
    type: 'Feature',
    id: ZONE_PREVIEW.id,
    properties: {
      name: ZONE_PREVIEW.name,
      curbLaneOnly: state.curbLaneOnly,
      sidewalkOnly: state.sidewalkOnly,
      entireZonePdf: state.entireZonePdf,
      widthFeet: state.widthFeet,
      primaryType: state.primaryType,
      nodeIds: [...state.selectedNodeIds],
    },
    geometry: polygon,
  };
}

/**
 * 'Entire zone (PDF)': the export of a generated zone frames the whole zone (the fit framing), even
 * when Export Options sets a standard scale that would cut it off. Other areas keep the chosen scale.
 */
export function exportScaleFor<S extends number>(
  scale: S | 'fit',
  zone: { isZone: boolean; entireZonePdf: boolean },
): S | 'fit' {
  return zone.isZone && zone.entireZonePdf ? 'fit' : scale;
}
