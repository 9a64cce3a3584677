/**
 * The visible infrastructure layers on the map page, drawn as the live map's vector style draws
 * them, from the features the layers worker sent: areas filled even-odd with their outline, lines
 * with their width, dashes and opacity, points as the layer's icon symbol at the frame's zoom (dots
 * below zoom 16). Areas under lines under points, catalogue order within each, as on screen.
 */
import { bboxOfFlat } from '../../geometry/bbox';
import { CURB_CUT_COLORS, LAYER_CATALOGUE, type LayerDef } from '../../layers/catalogue';
import { ICON_SCALE, dotRadiusPx, iconPxAt } from '../../layers/iconScale';
import { INFRASTRUCTURE_LAYER_IDS } from '../../layers/ids';
import type { MapPathPrimitive, Point, Primitive } from '../primitives';
import type { FrameLayer } from './frameLayers';
import { MM_PER_CSS_PX, thinPolyline, type PageFrame } from './pageFrame';
import { layerSymbolId } from './symbols';

/** Vertices nearer than this to the previous one are dropped: a tenth of a millimetre on paper. */
const THIN_MM = 0.1;
const ORDER = { polygon: 0, line: 1, point: 2 } as const;

function ringsOf(layer: FrameLayer, f: PageFrame, from: number, to: number): Point[][] {
  const rings: Point[][] = [];
  for (let i = from; i < to; i++) {
    const start = layer.entries[i * 3 + 1]!,
      length = layer.entries[i * 3 + 2]!;
    const ring = new Array<Point>(length);
    for (let k = 0; k < length; k++)
      ring[k] = [f.x(layer.coords[(start + k) * 2]!), f.y(layer.coords[(start + k) * 2 + 1]!)];
    rings.push(thinPolyline(ring, THIN_MM));
  }
  return rings;
}

/** Consecutive entries of one feature (the packing keeps a feature's entries together). */
function* features(layer: FrameLayer): Generator<[number, number]> {
  const n = layer.entries.length / 3;
  let from = 0;
  for (let i = 1; i <= n; i++) {
    if (i === n || layer.entries[i * 3] !== layer.entries[from * 3]) {
      yield [from, i];
      from = i;
    }
  }
}

function lineColour(def: LayerDef, styleKey: string | undefined): string {
  if (def.id !== 'curbCuts') return def.color;
  return styleKey === 'midblock'
    ? CURB_CUT_COLORS.midblock
    : styleKey === 'corner'
      ? CURB_CUT_COLORS.corner
      : def.color;
}

/** World-unit box [x0, y0, x1, y1]: only what reaches into it is drawn (a detail sheet's part of the frame). */
export type WorldBox = readonly [number, number, number, number];

/** Whether entries from..to (one feature) reach into the box. */
function reaches(layer: FrameLayer, from: number, to: number, box: WorldBox | undefined): boolean {
  if (!box) return true;
  for (let i = from; i < to; i++) {
    const [x0, y0, x1, y1] = bboxOfFlat(layer.coords, layer.entries[i * 3 + 1]!, layer.entries[i * 3 + 2]!);
    if (x0 <= box[2] && x1 >= box[0] && y0 <= box[3] && y1 >= box[1]) return true;
  }
  return false;
}

function layerPrimitives(def: LayerDef, layer: FrameLayer, f: PageFrame, box?: WorldBox): Primitive[] {
  const out: Primitive[] = [];
  const style = def.style;
  if (style.kind === 'icon') {
    const asIcons = f.zoom >= ICON_SCALE.zoomStart;
    const size = (asIcons ? iconPxAt(f.zoom, def.id) : dotRadiusPx(def.id) * 2) * MM_PER_CSS_PX;
    for (let i = 0; i < layer.entries.length / 3; i++) {
      if (!reaches(layer, i, i + 1, box)) continue;
      const start = layer.entries[i * 3 + 1]!;
      const cx = f.x(layer.coords[start * 2]!),
        cy = f.y(layer.coords[start * 2 + 1]!);
      out.push(
        asIcons
          ? {
              kind: 'symbol',
              symbol: layerSymbolId(def.id),
              cx,
              cy,
              size,
              rotationDeg: 0,
              flipped: false,
              opacity: style.opacity,
            }
          : { kind: 'circle', cx, cy, r: size / 2, fill: def.color, opacity: style.opacity },
      );
    }
    return out;
  }
  for (const [from, to] of features(layer)) {
    if (!reaches(layer, from, to, box)) continue;
    const rings = ringsOf(layer, f, from, to);
    if (style.kind === 'fill') {
      out.push({
        kind: 'mapPath',
        rings,
        closed: true,
        fill: def.color,
        stroke: def.color,
        lineWidth: MM_PER_CSS_PX,
        opacity: style.opacity,
      });
    } else {
      const width = style.width * MM_PER_CSS_PX;
      const path: MapPathPrimitive = {
        kind: 'mapPath',
        rings,
        closed: false,
        stroke: lineColour(def, layer.styleKeys[from]),
        lineWidth: width,
        opacity: style.opacity,
        cap: style.dash ? 'butt' : 'round',
      };
      // MapLibre's dash lengths are in line widths.
      if (style.dash) path.dash = style.dash.map((d) => d * width);
      out.push(path);
    }
  }
  return out;
}

/** Every layer's primitives, bottom first; only features reaching into `box` when given. Layers not in the catalogue are ignored. */
export function infrastructurePrimitives(layers: readonly FrameLayer[], f: PageFrame, box?: WorldBox): Primitive[] {
  const catalogueOrder = (id: string) => INFRASTRUCTURE_LAYER_IDS.indexOf(id as never);
  return layers
    .filter((l) => Object.hasOwn(LAYER_CATALOGUE, l.layerId))
    .map((l) => ({ l, def: LAYER_CATALOGUE[l.layerId] }))
    .sort(
      (a, b) =>
        ORDER[a.def.geometry] - ORDER[b.def.geometry] || catalogueOrder(a.l.layerId) - catalogueOrder(b.l.layerId),
    )
    .flatMap(({ l, def }) => layerPrimitives(def, l, f, box));
}
