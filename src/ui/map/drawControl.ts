/**
 * Drawing with terra-draw: point, line and polygon tools on the map. terra-draw keeps its own
 * sources and layers (prefixed 'stager-draw'); the adapter carries them across style changes. The
 * plan stays the source of truth: a finished shape is reported, and `sync` makes the drawing match
 * the plan (after undo, redo or delete). The plan's shapes are drawn by our own layer
 * (planShapesLayer.ts); terra-draw holds only the shape being drawn and the one being edited. Loaded on demand (MapAdapter.startDrawing): terra-draw is not in the
 * app's entry chunk.
 */
import type * as maplibregl from 'maplibre-gl';
import type { GeoJSONStoreFeatures, TerraDraw } from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import type { Shape, ShapeGeometry } from '../../shared/objects/placed';
import { DRAW_PREFIX } from './drawLayers';
import { DRAW_PRECISION, drawableGeometry } from './drawGeometry';
import { PlanShapesLayer } from './planShapesLayer';
import { createTerraDraw } from './terraDraw';

export type DrawTool = 'point' | 'linestring' | 'polygon';
const STATIC = 'static';
const SELECT = 'select';
const DRAWN_MODES = new Set(['point', 'linestring', 'polygon']);
const drawnMode = (mode: unknown): boolean => typeof mode === 'string' && DRAWN_MODES.has(mode);

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
  /** Every shape of the plan but the one edited, drawn by our own layer. */
  private readonly shapes: PlanShapesLayer;
  private tool: DrawTool | null = null;
  private editing: string | null = null;
  /** The plan's shapes by id, as last synced. */
  private plan = new Map<string, Shape>();
  /** The geometry terra-draw was given for the shape it holds, so a changed plan geometry is pushed to it. */
  private held: ShapeGeometry | null = null;
  /** terra-draw is reporting a finished shape: its features are left as they are until it is done. */
  private finishing = false;

  constructor(map: maplibregl.Map, callbacks: DrawCallbacks) {
    this.shapes = new PlanShapesLayer(map);
    // Before terra-draw adds its layers, so the shape being drawn or edited is drawn above the rest.
    this.shapes.attach();
    this.draw = createTerraDraw(
      new TerraDrawMapLibreGLAdapter({ map, prefixId: DRAW_PREFIX, coordinatePrecision: DRAW_PRECISION }),
    );
    this.draw.start();
    this.draw.setMode(STATIC);
    this.draw.on('finish', (id, context) => {
      const feature = this.draw.getSnapshotFeature(id);
      const geometry = feature?.geometry as ShapeGeometry | undefined;
      if (!geometry || !['Point', 'LineString', 'Polygon'].includes(geometry.type)) return;
      this.finishing = true;
      try {
        if (context.action === 'draw') callbacks.onFinished({ id: String(id), geometry, properties: { label: '' } });
        else {
          if (String(id) === this.editing) this.held = geometry;
          callbacks.onEdited(String(id), geometry);
        }
      } finally {
        this.finishing = false;
      }
      // terra-draw ends its own handling of the finish first; then it holds only the edited shape.
      queueMicrotask(() => this.holdEdited());
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
    this.shapes.hide(id);
    this.holdEdited();
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
   * Draws exactly the plan's shapes: our layer takes every change (a large addition over a few
   * frames), terra-draw only the edited shape's.
   */
  sync(shapes: readonly Shape[]): void {
    this.plan = new Map(shapes.map((s) => [s.id, s]));
    this.shapes.sync(shapes);
    this.holdEdited();
  }

  /**
   * terra-draw holds the edited shape (with the plan's geometry: moved, turned or undone there) and
   * nothing else: a shape it finished drawing is the plan's, and drawn by our layer, from then on.
   */
  private holdEdited(): void {
    if (this.finishing) return;
    const shape = this.editing === null ? undefined : this.plan.get(this.editing);
    // Only the shapes themselves: select mode's vertex and midpoint handles are terra-draw's own guidance features.
    const present = this.draw
      .getSnapshot()
      .filter((f) => !f.properties.currentlyDrawing && drawnMode(f.properties.mode));
    const others = present.filter((f) => String(f.id) !== shape?.id).map((f) => f.id!);
    if (others.length) this.draw.removeFeatures(others);
    if (!shape) this.held = null;
    else if (others.length === present.length) {
      this.draw.addFeatures([drawnFeature(shape)]);
      this.held = shape.geometry;
    } else if (this.held !== shape.geometry) {
      this.draw.updateFeatureGeometry(shape.id, drawableGeometry(shape.geometry));
      this.held = shape.geometry;
    }
    this.applyMode();
  }

  stop(): void {
    this.shapes.stop();
    this.draw.stop();
  }
}
