/**
 * The plan's shapes as one GeoJSON source of our own, drawn as terra-draw draws them (its default
 * static style), so terra-draw holds only the shape being drawn or edited. terra-draw clones every
 * feature it holds and hands them all to MapLibre again on each change: with thousands of imported
 * shapes every edit, and every slice of the import, was a long frame. Here a change sends MapLibre
 * only what changed (`updateData`), and a large addition goes a slice a frame, each once MapLibre's
 * worker has the last (nextSlice.ts).
 */
import type * as maplibregl from 'maplibre-gl';
import type { Shape, ShapeGeometry } from '../../shared/objects/placed';
import { DRAW_PREFIX } from './drawLayers';
import { nextSliceAfter } from './nextSlice';

/** Prefixed like terra-draw's own, so the adapter keeps them across style changes (keepDrawLayers). */
export const PLAN_SHAPES_SOURCE = `${DRAW_PREFIX}-plan`;
const FILL = `${PLAN_SHAPES_SOURCE}-fill`;
const OUTLINE = `${PLAN_SHAPES_SOURCE}-outline`;
const POINT = `${PLAN_SHAPES_SOURCE}-point`;

/** terra-draw's default static style (its modes are given no styles of their own in terraDraw.ts). */
const COLOR = '#3f97e0';
const FILL_OPACITY = 0.3;
const LINE_WIDTH = 4;
const POINT_RADIUS = 6;

/**
 * Shapes sent to MapLibre per frame: MapLibre copies what it sends its worker value by value on the
 * page (its own serializer, then the structured clone): 500 polygons of 40 corners took about a second
 * on this two-core machine at load average 30. A hundred a frame keeps each frame short, and 4,000
 * still appear within a few seconds.
 */
export const PLAN_SHAPES_PER_FRAME = 100;

/**
 * The id twice: as the feature's id for `updateData`, and as a property for the filter, since
 * MapLibre drops a string feature id when it tiles the source.
 */
type ShapeFeature = GeoJSON.Feature<ShapeGeometry, { sid: string }> & { id: string };

const featureOf = (s: Shape): ShapeFeature => ({
  type: 'Feature',
  id: s.id,
  geometry: s.geometry,
  properties: { sid: s.id },
});
const without = (id: string | null): maplibregl.ExpressionSpecification | null =>
  id === null ? null : ['!=', ['get', 'sid'], id];

export class PlanShapesLayer {
  /** The geometry of each shape MapLibre was given. */
  private readonly shown = new Map<string, ShapeGeometry>();
  private wanted: readonly Shape[] = [];
  private hidden: string | null = null;
  /** Cancels the slice asked for, if any. */
  private nextSlice: (() => void) | null = null;

  constructor(private readonly map: maplibregl.Map) {}

  /** Adds the source and its layers (below terra-draw's, which are added after them). */
  attach(): void {
    this.ensure();
  }

  /** The shape terra-draw holds while it is edited is not drawn twice. */
  hide(id: string | null): void {
    if (id === this.hidden) return;
    this.hidden = id;
    if (!this.ensure()) return;
    for (const layer of [FILL, OUTLINE, POINT]) this.map.setFilter(layer, this.withType(layer, without(id)));
  }

  /** Makes the source hold exactly these shapes: removals and reshapes now, additions a slice a frame. */
  sync(shapes: readonly Shape[]): void {
    this.wanted = shapes;
    this.cancel();
    this.sendSlice();
  }

  stop(): void {
    this.cancel();
    for (const layer of [FILL, OUTLINE, POINT]) if (this.map.getLayer(layer)) this.map.removeLayer(layer);
    if (this.map.getSource(PLAN_SHAPES_SOURCE)) this.map.removeSource(PLAN_SHAPES_SOURCE);
  }

  private sendSlice(): void {
    this.nextSlice = null;
    const source = this.ensure();
    if (!source) return;
    const ids = new Set<string>();
    const add: ShapeFeature[] = [];
    let waiting = false;
    for (const s of this.wanted) {
      ids.add(s.id);
      const was = this.shown.get(s.id);
      if (was === s.geometry) continue;
      // A reshape is sent at once (it follows the hand); a new shape waits its slice.
      if (was === undefined && add.length >= PLAN_SHAPES_PER_FRAME) {
        waiting = true;
        continue;
      }
      add.push(featureOf(s));
      this.shown.set(s.id, s.geometry);
    }
    const remove = [...this.shown.keys()].filter((id) => !ids.has(id));
    for (const id of remove) this.shown.delete(id);
    const update = add.length || remove.length ? source.updateData({ add, remove }) : null;
    // The next slice once the worker has this one (nextSlice.ts: MapLibre would merge them).
    if (waiting) this.sendNextFrame(update);
  }

  private sendNextFrame(after: Promise<void> | null = null): void {
    this.nextSlice ??= nextSliceAfter(after, () => this.sendSlice());
  }

  private cancel(): void {
    this.nextSlice?.();
    this.nextSlice = null;
  }

  /**
   * The source, added with its layers when missing (first use, or a style that came without them):
   * then it is given every shape again. Null while the style is mid-update.
   */
  private ensure(): maplibregl.GeoJSONSource | null {
    const existing = this.map.getSource<maplibregl.GeoJSONSource>(PLAN_SHAPES_SOURCE);
    if (existing) return existing;
    if (!this.map.isStyleLoaded()) return null;
    this.shown.clear();
    this.map.addSource(PLAN_SHAPES_SOURCE, {
      type: 'geojson',
      data: { type: 'FeatureCollection', features: [] },
      tolerance: 0,
    });
    const filter = without(this.hidden);
    this.map.addLayer({
      id: FILL,
      source: PLAN_SHAPES_SOURCE,
      type: 'fill',
      filter: this.withType(FILL, filter),
      paint: { 'fill-color': COLOR, 'fill-opacity': FILL_OPACITY },
    });
    this.map.addLayer({
      id: OUTLINE,
      source: PLAN_SHAPES_SOURCE,
      type: 'line',
      filter: this.withType(OUTLINE, filter),
      paint: { 'line-color': COLOR, 'line-width': LINE_WIDTH },
    });
    this.map.addLayer({
      id: POINT,
      source: PLAN_SHAPES_SOURCE,
      type: 'circle',
      filter: this.withType(POINT, filter),
      paint: { 'circle-color': COLOR, 'circle-radius': POINT_RADIUS },
    });
    // A source added anew (a style that came without it) is given every shape again.
    if (this.wanted.length) this.sendNextFrame();
    return this.map.getSource<maplibregl.GeoJSONSource>(PLAN_SHAPES_SOURCE) ?? null;
  }

  /** Each layer's geometry type, and the shape being edited left out. */
  private withType(layer: string, hide: maplibregl.ExpressionSpecification | null): maplibregl.ExpressionSpecification {
    const type: maplibregl.ExpressionSpecification =
      layer === FILL
        ? ['==', ['geometry-type'], 'Polygon']
        : layer === POINT
          ? ['==', ['geometry-type'], 'Point']
          : ['!=', ['geometry-type'], 'Point'];
    return hide ? ['all', type, hide] : type;
  }
}
