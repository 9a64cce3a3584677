/**
 * Drawing with terra-draw: point, line and polygon tools on the map. terra-draw keeps its own
 * sources and layers (prefixed 'td'); the adapter carries them across style changes. The plan stays
 * the source of truth: a finished shape is reported, and `sync` makes the drawing match the plan
 * (after undo, redo or delete).
 */
import type * as maplibregl from 'maplibre-gl';
import { TerraDraw, TerraDrawLineStringMode, TerraDrawPointMode, TerraDrawPolygonMode, type GeoJSONStoreFeatures } from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import type { Shape, ShapeGeometry } from '../../shared/objects/placed';

export type DrawTool = 'point' | 'linestring' | 'polygon';
/** terra-draw names its sources and layers `${prefix}-point`, `${prefix}-polygon-outline`, … */
export const DRAW_PREFIX = 'stager-draw';
const STATIC = 'static';

export class DrawControl {
  private readonly draw: TerraDraw;

  constructor(map: maplibregl.Map, onFinished: (shape: Shape) => void) {
    this.draw = new TerraDraw({
      adapter: new TerraDrawMapLibreGLAdapter({ map, prefixId: DRAW_PREFIX }),
      modes: [new TerraDrawPointMode(), new TerraDrawLineStringMode(), new TerraDrawPolygonMode()],
    });
    this.draw.start();
    this.draw.setMode(STATIC);
    this.draw.on('finish', (id, context) => {
      if (context.action !== 'draw') return;
      const feature = this.draw.getSnapshotFeature(id);
      const geometry = feature?.geometry as ShapeGeometry | undefined;
      if (!geometry || !['Point', 'LineString', 'Polygon'].includes(geometry.type)) return;
      onFinished({ id: String(id), geometry, properties: { label: '' } });
    });
  }

  /** The active tool, or none (terra-draw's static mode). */
  setTool(tool: DrawTool | null): void {
    this.draw.setMode(tool ?? STATIC);
  }

  /** Makes terra-draw hold exactly the plan's shapes. */
  sync(shapes: readonly Shape[]): void {
    const wanted = new Map(shapes.map((s) => [s.id, s]));
    const present = this.draw.getSnapshot().filter((f) => !f.properties.currentlyDrawing);
    const stale = present.filter((f) => !wanted.has(String(f.id))).map((f) => f.id!);
    if (stale.length) this.draw.removeFeatures(stale);
    const have = new Set(present.map((f) => String(f.id)));
    const missing = shapes.filter((s) => !have.has(s.id)).map((s): GeoJSONStoreFeatures => ({
      type: 'Feature', id: s.id, geometry: s.geometry as GeoJSONStoreFeatures['geometry'],
      properties: { mode: s.geometry.type === 'Point' ? 'point' : s.geometry.type === 'LineString' ? 'linestring' : 'polygon' },
    }));
    if (missing.length) this.draw.addFeatures(missing);
  }

  stop(): void {
    this.draw.stop();
  }
}

/** Keeps terra-draw's own sources and layers when the adapter swaps the style. */
export function keepDrawLayers(previous: maplibregl.StyleSpecification | undefined, next: maplibregl.StyleSpecification): maplibregl.StyleSpecification {
  if (!previous) return next;
  const mine = (id: string) => id.startsWith(`${DRAW_PREFIX}-`);
  const sources = Object.fromEntries(Object.entries(previous.sources).filter(([id]) => mine(id)));
  const layers = previous.layers.filter((l) => mine(l.id));
  return { ...next, sources: { ...next.sources, ...sources }, layers: [...next.layers, ...layers] };
}
