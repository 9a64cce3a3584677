/**
 * Drawing with terra-draw: point, line and polygon tools on the map. terra-draw keeps its own
 * sources and layers (prefixed 'td'); the adapter carries them across style changes. The plan stays
 * the source of truth: a finished shape is reported, and `sync` makes the drawing match the plan
 * (after undo, redo or delete). Loaded on demand (MapAdapter.startDrawing): terra-draw is not in the
 * app's entry chunk.
 */
import type * as maplibregl from 'maplibre-gl';
import type { GeoJSONStoreFeatures, TerraDraw } from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import type { Shape, ShapeGeometry } from '../../shared/objects/placed';
import { DRAW_PREFIX } from './drawLayers';
import { DRAW_PRECISION, drawableGeometry } from './drawGeometry';
import { createTerraDraw } from './terraDraw';

export type DrawTool = 'point' | 'linestring' | 'polygon';
const STATIC = 'static';
const SELECT = 'select';
const DRAWN_MODES = new Set(['point', 'linestring', 'polygon']);
const drawnMode = (mode: unknown): boolean => typeof mode === 'string' && DRAWN_MODES.has(mode);

/**
 * New shapes handed to terra-draw per frame: each addition re-renders all its features, so a few
 * hundred a frame keep each frame short while 4,000 imported shapes still appear within seconds.
 */
const ADD_PER_FRAME = 200;

function drawnFeature(s: Shape): GeoJSONStoreFeatures {
  return {
    type: 'Feature',
    id: s.id,
    geometry: drawableGeometry(s.geometry),
    properties: {
      mode: s.geometry.type === 'Point' ? 'point' : s.geometry.type === 'LineString' ? 'linestring' : 'polygon',
    },
  };
}

export interface DrawCallbacks {
  onFinished: (shape: Shape) => void;
  /** A reshape (vertex or whole-shape drag) ended: the shape's new geometry, one undo step. */
  onEdited: (id: string, geometry: ShapeGeometry) => void;
}

export class DrawControl {
  private readonly draw: TerraDraw;
  private tool: DrawTool | null = null;
  private editing: string | null = null;
  /** The geometry each shape was last synced with, so a changed plan geometry is pushed to terra-draw. */
  private synced = new Map<string, ShapeGeometry>();
  /** The frame that adds the next slice of new shapes, while some wait. */
  private pendingAdds: number | null = null;

  constructor(map: maplibregl.Map, callbacks: DrawCallbacks) {
    this.draw = createTerraDraw(
      new TerraDrawMapLibreGLAdapter({ map, prefixId: DRAW_PREFIX, coordinatePrecision: DRAW_PRECISION }),
    );
    this.draw.start();
    this.draw.setMode(STATIC);
    this.draw.on('finish', (id, context) => {
      const feature = this.draw.getSnapshotFeature(id);
      const geometry = feature?.geometry as ShapeGeometry | undefined;
      if (!geometry || !['Point', 'LineString', 'Polygon'].includes(geometry.type)) return;
      if (context.action === 'draw') callbacks.onFinished({ id: String(id), geometry, properties: { label: '' } });
      else {
        this.synced.set(String(id), geometry);
        callbacks.onEdited(String(id), geometry);
      }
    });
  }

  /** The active tool, or none (terra-draw's static mode, or select while a shape is edited). */
  setTool(tool: DrawTool | null): void {
    this.tool = tool;
    this.applyMode();
  }

  /** The one shape whose vertices can be dragged (terra-draw's select mode), or none. */
  editShape(id: string | null): void {
    this.editing = id;
    this.applyMode();
  }

  private applyMode(): void {
    const wanted = this.tool ?? (this.editing ? SELECT : STATIC);
    if (this.draw.getMode() !== wanted) this.draw.setMode(wanted);
    if (wanted !== SELECT) return;
    const selected = this.draw
      .getSnapshot()
      .filter((f) => f.properties.selected && drawnMode(f.properties.mode))
      .map((f) => String(f.id));
    for (const id of selected) if (id !== this.editing) this.draw.deselectFeature(id);
    if (this.editing && !selected.includes(this.editing) && this.draw.hasFeature(this.editing))
      this.draw.selectFeature(this.editing);
  }

  /**
   * Makes terra-draw hold exactly the plan's shapes. Removals and reshapes are made at once; new
   * shapes are added at most ADD_PER_FRAME a frame, so a GIS layer of thousands (an import) is drawn
   * over a few seconds instead of one long frame that stops the page. A newer plan supersedes the rest.
   */
  sync(shapes: readonly Shape[]): void {
    this.cancelPendingAdds();
    const wanted = new Map(shapes.map((s) => [s.id, s]));
    // Only the shapes themselves: select mode's vertex and midpoint handles are terra-draw's own guidance features.
    const present = this.draw
      .getSnapshot()
      .filter((f) => !f.properties.currentlyDrawing && drawnMode(f.properties.mode));
    const stale = present.filter((f) => !wanted.has(String(f.id))).map((f) => f.id!);
    if (this.editing && stale.some((id) => String(id) === this.editing)) this.editing = null;
    if (stale.length) this.draw.removeFeatures(stale);
    const have = new Set(present.map((f) => String(f.id)));
    // Moved, turned or undone in the plan: terra-draw draws the plan's geometry.
    for (const s of shapes) {
      if (!have.has(s.id)) continue;
      if (this.synced.get(s.id) !== s.geometry) this.draw.updateFeatureGeometry(s.id, drawableGeometry(s.geometry));
      this.synced.set(s.id, s.geometry);
    }
    for (const id of [...this.synced.keys()]) if (!wanted.has(id)) this.synced.delete(id);
    this.addInSlices(shapes.filter((s) => !have.has(s.id)));
  }

  /** Adds one slice now and the rest on the following frames. */
  private addInSlices(missing: readonly Shape[]): void {
    const slice = missing.slice(0, ADD_PER_FRAME);
    if (slice.length) {
      this.draw.addFeatures(slice.map(drawnFeature));
      for (const s of slice) this.synced.set(s.id, s.geometry);
    }
    this.applyMode();
    const rest = missing.slice(ADD_PER_FRAME);
    if (rest.length) this.pendingAdds = requestAnimationFrame(() => this.addInSlices(rest));
    else this.pendingAdds = null;
  }

  private cancelPendingAdds(): void {
    if (this.pendingAdds !== null) cancelAnimationFrame(this.pendingAdds);
    this.pendingAdds = null;
  }

  stop(): void {
    this.cancelPendingAdds();
    this.draw.stop();
  }
}
