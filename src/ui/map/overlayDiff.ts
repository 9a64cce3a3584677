/**
 * What changes on the map when the app's overlay changes. The app derives one MapOverlay from its
 * signals and hands it over by one effect (app/map/mapOverlay.ts); each part is compared by reference
 * with the last one, and only the parts that changed go on (MapOverlays applies the change). What
 * follows the user's hand (placed objects, the placement preview, the selection, nudge badges, the
 * hovered area) goes to the light layer, a 2D canvas over the map, and never costs a map frame. What
 * changes rarely reaches MapLibre: a GeoJSON source's setData, a restyle for what changes layers (area
 * visibility, the zone preview hiding the points), feature state for the zone creator's picked nodes.
 * The shape labels (thousands, after an import) are not compared here: MapOverlays hands them to
 * ShapeLabelsSource, which sends MapLibre only the labels that changed. Pure: tested without a map.
 */
import type { InfrastructureLayerId } from '../../shared/layers/ids';
import type { LightOverlay } from './light/screenMarks';
import { EMPTY_COLLECTION, SOURCE_IDS, type OverlayState } from './styles/overlayLayers';

type Collection = GeoJSON.FeatureCollection;

/** The editing overlay: placed objects, the placement or layout preview, selection, shape labels. */
export interface EditOverlay {
  objects: Collection;
  preview: Collection;
  selection: Collection;
  shapeLabels: Collection;
  /** Object types whose icons the objects and preview use. */
  typeIds: readonly string[];
}

/** Everything the map draws from the app's state, handed over in one call. */
export interface MapOverlay extends EditOverlay {
  focus: Collection;
  overlaps: Collection;
  badges: Collection;
  /** The permit area or intersection under the pointer, outlined as the hover highlight. */
  hover: Collection;
  /** The zone creator's corridor preview, or null (the intersection points hide while it shows). */
  zonePreview: Collection | null;
  /** The permit areas or intersections drawn (hidden while an area is focused, or switched off). */
  areasVisible: boolean;
  /** Intersection points picked as the zone creator's nodes (by node index). */
  selectedNodes: readonly number[];
  /** Infrastructure layers switched on; loaded ones are drawn, the others wait for their tiles. */
  layersVisible: ReadonlySet<InfrastructureLayerId>;
  /** What changed since an earlier plan ('Compare with…'), styled by each feature's `change`. */
  compare: Collection;
}

/** What the map shows before the first overlay: the same empty references, so an empty start sends nothing. */
export const INITIAL_OVERLAY: MapOverlay = {
  objects: EMPTY_COLLECTION,
  preview: EMPTY_COLLECTION,
  selection: EMPTY_COLLECTION,
  shapeLabels: EMPTY_COLLECTION,
  typeIds: [],
  focus: EMPTY_COLLECTION,
  overlaps: EMPTY_COLLECTION,
  badges: EMPTY_COLLECTION,
  hover: EMPTY_COLLECTION,
  zonePreview: null,
  areasVisible: true,
  selectedNodes: [],
  layersVisible: new Set(),
  compare: EMPTY_COLLECTION,
};

/** GeoJSON sources fed straight from one part of the overlay. */
const DATA_PARTS = [
  ['focus', SOURCE_IDS.focus],
  ['overlaps', SOURCE_IDS.overlaps],
  ['compare', SOURCE_IDS.compare],
] as const;

/** Parts drawn by the light layer. */
const LIGHT_PARTS = ['objects', 'preview', 'selection', 'badges', 'hover'] as const;

/** What one overlay hand-over changes. */
export interface OverlayChange {
  /** The overlay state the style is composed from, after the change. */
  state: OverlayState;
  /** Layers changed (area visibility, the zone preview hiding the points): a restyle now. Infrastructure toggles go to the layer batches. */
  restyle: boolean;
  /** GeoJSON sources whose data changed. */
  data: Array<[sourceId: string, data: Collection]>;
  /** The light layer's part, when any of it changed. */
  light: { overlay: LightOverlay; typeIds: readonly string[] } | null;
  /** Intersection points to colour as picked, and to uncolour. */
  nodes: { picked: number[]; dropped: number[] };
}

export function diffOverlay(before: MapOverlay, next: MapOverlay, state: OverlayState): OverlayChange {
  const layersChanged = before.areasVisible !== next.areasVisible || before.zonePreview !== next.zonePreview;
  const { objects, preview, selection, badges, hover } = next;
  const was = new Set(before.selectedNodes);
  const now = new Set(next.selectedNodes);
  return {
    state: {
      ...state,
      focus: next.focus,
      overlaps: next.overlaps,
      zonePreview: next.zonePreview ?? EMPTY_COLLECTION,
      pointsHidden: next.zonePreview !== null,
      areasVisible: next.areasVisible,
      compare: next.compare,
    },
    restyle: layersChanged,
    data: DATA_PARTS.filter(([part]) => before[part] !== next[part]).map(([part, source]) => [source, next[part]]),
    light: LIGHT_PARTS.some((part) => before[part] !== next[part])
      ? { overlay: { objects, preview, selection, badges, hover }, typeIds: next.typeIds }
      : null,
    nodes:
      before.selectedNodes === next.selectedNodes
        ? { picked: [], dropped: [] }
        : { picked: [...now].filter((id) => !was.has(id)), dropped: [...was].filter((id) => !now.has(id)) },
  };
}
