/**
 * The shapes' labels reaching MapLibre: only the labels that changed, by `updateData`. With thousands
 * of imported shapes, `setData` of the whole collection on each change had MapLibre copy every label
 * to its worker and tile them all again; a label is kept per shape (app/edit/shapeLabels.ts), the same
 * object while its shape and the units are unchanged, so comparing references finds what changed, and
 * MapLibre reloads only the tiles those labels touch; many at once go a slice a frame. The composed
 * style carries the source empty (`promoteId: 'id'`, the shape id each label carries): its data is
 * this class's, so a restyle neither compares thousands of labels nor resets them (keepShapeLabels).
 * A source made anew (a style replaced whole, or rebuilt after a lost context) is given every label
 * again.
 */
import type * as maplibregl from 'maplibre-gl';
import { SHAPE_LABEL_ID, SOURCE_IDS } from './styles/overlayLayers';
import { animationFrame, nextSliceAfter, type NextFrame } from './nextSlice';

/** What this needs of MapLibre's GeoJSON source (a fake one in tests). */
export type LabelSource = Pick<maplibregl.GeoJSONSource, 'updateData'>;

/**
 * Labels sent to MapLibre in one task: it copies what it sends its worker value by value on the page
 * (its own serializer, then the structured clone). Both together took 22–52 ms for 4,000 labels and
 * 3–6 ms for 500 (Node, this two-core machine at load average 6), so all of them at once (labels
 * switched on, the units changed, a source made anew) is most of a long task on a busy machine; 500
 * a frame stays short, and an edit's one label goes at once.
 */
export const SHAPE_LABELS_PER_SLICE = 500;

const idOf = (label: GeoJSON.Feature): string | null => {
  const id: unknown = label.properties?.[SHAPE_LABEL_ID];
  return typeof id === 'string' ? id : null;
};

export class ShapeLabelsSource {
  /** The source last given labels; another one is a source made anew. */
  private source: LabelSource | null = null;
  /** Each label that source holds, by shape id, as it was sent. */
  private readonly sent = new Map<string, GeoJSON.Feature>();
  private wanted: GeoJSON.FeatureCollection | null = null;
  /** The collection the source holds whole, so handing the same one over again sends nothing. */
  private synced: GeoJSON.FeatureCollection | null = null;
  private cancelSlice: (() => void) | null = null;

  /** `find` answers the map's source, or null while there is none (no map, a style mid-replacement). */
  constructor(
    private readonly find: () => LabelSource | null | undefined,
    private readonly nextFrame: NextFrame = animationFrame,
  ) {}

  /** The labels the map should show, from the overlay state. */
  show(labels: GeoJSON.FeatureCollection): void {
    this.wanted = labels;
    this.sync();
  }

  /**
   * Sends what changed since the labels last sent (everything when the source is new): removals now,
   * the rest a slice at a time, one a frame. Also on 'styledata', which announces a source made anew.
   */
  sync(): void {
    this.cancel();
    const source = this.find() ?? null;
    if (!source || !this.wanted) return;
    if (source !== this.source) {
      this.source = source;
      this.sent.clear();
      this.synced = null;
    }
    if (this.synced === this.wanted) return;
    const ids = new Set<string>();
    const add: GeoJSON.Feature[] = [];
    let waiting = false;
    for (const label of this.wanted.features) {
      const id = idOf(label);
      if (id === null || ids.has(id)) continue;
      ids.add(id);
      if (this.sent.get(id) === label) continue;
      if (add.length >= SHAPE_LABELS_PER_SLICE) {
        waiting = true;
        continue;
      }
      add.push(label);
      this.sent.set(id, label);
    }
    this.synced = waiting ? null : this.wanted;
    if (!ids.size) {
      if (this.sent.size) void source.updateData({ removeAll: true });
      this.sent.clear();
      return;
    }
    const remove = [...this.sent.keys()].filter((id) => !ids.has(id));
    for (const id of remove) this.sent.delete(id);
    // Settles once the map's worker has the labels; it never rejects (a failure reaches the map's error event).
    const update = add.length || remove.length ? source.updateData({ add, remove }) : null;
    // The next slice once the worker has this one (nextSlice.ts: MapLibre would merge them).
    if (waiting) this.cancelSlice = nextSliceAfter(update, () => this.sync(), this.nextFrame);
  }

  destroy(): void {
    this.cancel();
  }

  private cancel(): void {
    this.cancelSlice?.();
    this.cancelSlice = null;
  }
}

/**
 * A restyle's transform: MapLibre diffs the style it holds (serialised, with the labels it was given)
 * against the composed one (its labels source empty), and would reset the labels; comparing them
 * would cost a deep walk of thousands of labels. The style it holds is shown the composed (empty)
 * data, so the diff leaves the labels alone (MapLibre diffs the very object it passes here); the
 * source's other options are still compared.
 */
export function keepShapeLabels(
  previous: maplibregl.StyleSpecification | undefined,
  next: maplibregl.StyleSpecification,
): maplibregl.StyleSpecification {
  const held = previous?.sources[SOURCE_IDS.shapeLabels];
  const composed = next.sources[SOURCE_IDS.shapeLabels];
  if (previous && held?.type === 'geojson' && composed?.type === 'geojson')
    previous.sources[SOURCE_IDS.shapeLabels] = { ...held, data: composed.data };
  return next;
}
