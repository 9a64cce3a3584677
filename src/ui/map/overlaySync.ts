/**
 * Carries the app's overlay state onto the map. The app derives one MapOverlay from its signals and
 * hands it over by one effect (src/ui/app/mapOverlay.ts); parts are compared by reference with the
 * last one handed over, and only the parts that changed go on. What follows the user's hand (placed
 * objects, the placement preview, the selection, nudge badges, the hovered area) goes to the light
 * layer, a 2D canvas over the map, and never costs a map frame. What changes rarely reaches MapLibre:
 * a GeoJSON source's setData, a restyle for what changes layers (area visibility, the zone preview
 * hiding the points), feature state for the zone creator's picked nodes.
 */
import type * as maplibregl from 'maplibre-gl';
import { AREA_TILE_LAYERS } from '../../shared/geography/areaTiles';
import type { InfrastructureLayerId } from '../../shared/layers/ids';
import type { InfrastructureOverlay, ShownLayer } from './styles/infrastructureLayers';
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

/** The adapter's side: its overlay state (which it composes into the style) and how it updates the map. */
export interface OverlayTarget {
  map(): maplibregl.Map | null;
  get(): OverlayState;
  set(state: OverlayState): void;
  setSourceData(id: string, data: Collection): void;
  restyle(): void;
  scheduleRestyle(): void;
  /** The light layer's part: drawn on a 2D canvas over the map, with the icons of `typeIds`. */
  setLight(overlay: LightOverlay, typeIds: readonly string[]): void;
}

/** GeoJSON sources fed straight from one part of the overlay. */
const DATA_PARTS = [
  ['shapeLabels', SOURCE_IDS.shapeLabels],
  ['focus', SOURCE_IDS.focus],
  ['overlaps', SOURCE_IDS.overlaps],
  ['compare', SOURCE_IDS.compare],
] as const;

/** Parts drawn by the light layer. */
const LIGHT_PARTS = ['objects', 'preview', 'selection', 'badges', 'hover'] as const;

/** The shown layers with each one's visibility as the app wants it (the same object when nothing changes). */
function withVisibility(
  shown: InfrastructureOverlay,
  visible: ReadonlySet<InfrastructureLayerId>,
): InfrastructureOverlay {
  let next = shown;
  for (const [id, layer] of Object.entries(shown) as [InfrastructureLayerId, ShownLayer][]) {
    if (layer.visible !== visible.has(id)) next = { ...next, [id]: { ...layer, visible: visible.has(id) } };
  }
  return next;
}

export class OverlaySync {
  private last = INITIAL_OVERLAY;
  private nodesShown = new Set<number>();

  constructor(private readonly target: OverlayTarget) {}

  apply(next: MapOverlay): void {
    const before = this.last;
    const t = this.target;
    this.last = next;
    const state = t.get();
    const infrastructure =
      before.layersVisible === next.layersVisible
        ? state.infrastructure
        : withVisibility(state.infrastructure, next.layersVisible);
    t.set({
      ...state,
      shapeLabels: next.shapeLabels,
      focus: next.focus,
      overlaps: next.overlaps,
      zonePreview: next.zonePreview ?? EMPTY_COLLECTION,
      pointsHidden: next.zonePreview !== null,
      areasVisible: next.areasVisible,
      infrastructure,
      compare: next.compare,
    });
    // Area visibility and the preview change layers, not only data; layer toggles wait for the frame.
    if (before.areasVisible !== next.areasVisible || before.zonePreview !== next.zonePreview) t.restyle();
    else if (infrastructure !== state.infrastructure) t.scheduleRestyle();
    if (LIGHT_PARTS.some((part) => before[part] !== next[part])) {
      const { objects, preview, selection, badges, hover } = next;
      t.setLight({ objects, preview, selection, badges, hover }, next.typeIds);
    }
    for (const [part, source] of DATA_PARTS) if (before[part] !== next[part]) t.setSourceData(source, next[part]);
    if (before.selectedNodes !== next.selectedNodes) this.showNodes(next.selectedNodes);
  }

  /** Newly picked nodes turn blue, dropped ones back (feature state on the intersection tiles). */
  private showNodes(ids: readonly number[]): void {
    const next = new Set(ids);
    for (const id of this.nodesShown) if (!next.has(id)) this.markNode(id, false);
    for (const id of next) if (!this.nodesShown.has(id)) this.markNode(id, true);
    this.nodesShown = next;
  }

  private markNode(idx: number, selected: boolean): void {
    const map = this.target.map();
    if (!map?.getSource(SOURCE_IDS.intersections)) return;
    map.setFeatureState(
      { source: SOURCE_IDS.intersections, sourceLayer: AREA_TILE_LAYERS.areas, id: idx },
      { selected },
    );
  }
}
