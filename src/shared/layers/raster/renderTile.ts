/**
 * Draws one raster tile of several layers, bottom to top, as the vector style would draw them: icons
 * at the spec's size for the tile's zoom (dots of the icon's size below zoom 16), lines with their
 * width, colour, opacity and dashes, areas filled (holes left open) with a 1 px outline. Features reaching in from neighbouring tiles are drawn too, so
 * icons and lines continue across tile edges. DOM-free: the worker hands it an OffscreenCanvas
 * context, the tests a recording one.
 */
import { CURB_CUT_COLORS, type LayerDef } from '../catalogue';
import { ICON_SCALE, dotRadiusPx, iconPxAt } from '../iconScale';
import type { FeatureIndex, IndexEntry } from './featureIndex';

/** The part of a 2D canvas context the tiles use. */
export interface Canvas2D<Image> {
  globalAlpha: number;
  fillStyle: unknown;
  strokeStyle: unknown;
  lineWidth: number;
  lineCap: CanvasLineCapLike;
  lineJoin: CanvasLineJoinLike;
  setLineDash(segments: number[]): void;
  beginPath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  arc(x: number, y: number, radius: number, startAngle: number, endAngle: number): void;
  fill(fillRule?: 'nonzero' | 'evenodd'): void;
  closePath(): void;
  stroke(): void;
  drawImage(image: Image, dx: number, dy: number, dw: number, dh: number): void;
  setTransform(a: number, b: number, c: number, d: number, e: number, f: number): void;
}
type CanvasLineCapLike = 'butt' | 'round' | 'square';
type CanvasLineJoinLike = 'bevel' | 'miter' | 'round';

export interface RasterLayer<Image> {
  def: LayerDef;
  index: FeatureIndex;
  icon: Image | null;
  /**
   * The icon drawn once at a size (a square of `px`, the next whole pixel, holding the icon at
   * `sizePx`): stamped thousands of times a tile, a small copy costs far less than scaling the full
   * raster down for each one.
   */
  sizedIcon?: (sizePx: number) => { image: Image; px: number };
}
export interface TileAddress {
  z: number;
  x: number;
  y: number;
  /** Device pixels per CSS pixel. */
  ratio: number;
  /** The map's bearing in degrees: icons are turned by it so that they stand upright on screen. */
  bearing?: number;
}

/**
 * Tiles of 256 CSS px (half MapLibre's own 512): their squares hug a rotated park more closely, and
 * every pixel a tile covers costs the raster shader. A tile of zoom z is drawn at map zoom z - 1.
 */
export const RASTER_TILE_CSS_PX = 256;
const MAP_ZOOM_OFFSET = Math.log2(512 / RASTER_TILE_CSS_PX);

/** The map zoom a raster tile of zoom z is shown at (icon sizes follow the map's zoom). */
export const mapZoomOfTile = (z: number) => z - MAP_ZOOM_OFFSET;

/** Tile pixels from world units, and the world box a tile's pixels (plus a margin) cover. */
function tileFrame(t: TileAddress) {
  const n = 2 ** t.z;
  const size = RASTER_TILE_CSS_PX * t.ratio;
  return {
    size,
    px: (wx: number) => (wx * n - t.x) * size,
    py: (wy: number) => (wy * n - t.y) * size,
    box: (marginPx: number): [number, number, number, number] => {
      const m = marginPx / size;
      return [(t.x - m) / n, (t.y - m) / n, (t.x + 1 + m) / n, (t.y + 1 + m) / n];
    },
  };
}

/** An entry's polyline (or ring) added to the current path. */
function trace<I>(ctx: Canvas2D<I>, f: ReturnType<typeof tileFrame>, coords: Float64Array, e: IndexEntry): void {
  for (let i = 0; i < e.length; i++) {
    const o = (e.start + i) * 2;
    if (i === 0) ctx.moveTo(f.px(coords[o]!), f.py(coords[o + 1]!));
    else ctx.lineTo(f.px(coords[o]!), f.py(coords[o + 1]!));
  }
}

/** A vertex closer than this to the simplified line adds nothing a tile shows (tile pixels). */
const SIMPLIFY_PX = 0.25;

/**
 * An entry's polyline added to the current path without the vertices that change nothing on screen
 * (Douglas–Peucker in tile pixels): the city's lines carry a vertex every metre or two, and each one
 * drawn costs the canvas a join.
 */
function traceSimplified<I>(
  ctx: Canvas2D<I>,
  f: ReturnType<typeof tileFrame>,
  coords: Float64Array,
  e: IndexEntry,
): void {
  const n = e.length;
  if (n <= 2) return trace(ctx, f, coords, e);
  const xs = new Float64Array(n),
    ys = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    xs[i] = f.px(coords[(e.start + i) * 2]!);
    ys[i] = f.py(coords[(e.start + i) * 2 + 1]!);
  }
  const keep = new Uint8Array(n);
  keep[0] = keep[n - 1] = 1;
  const spans = [0, n - 1];
  while (spans.length) {
    const last = spans.pop()!,
      first = spans.pop()!;
    const dx = xs[last]! - xs[first]!,
      dy = ys[last]! - ys[first]!;
    const len2 = dx * dx + dy * dy;
    let worst = 0,
      at = -1;
    for (let i = first + 1; i < last; i++) {
      // Squared distance from the chord (or from its first end when both ends meet).
      const px = xs[i]! - xs[first]!,
        py = ys[i]! - ys[first]!;
      const d2 = len2 > 0 ? (px * dy - py * dx) ** 2 / len2 : px * px + py * py;
      if (d2 > worst) [worst, at] = [d2, i];
    }
    if (at < 0 || worst <= SIMPLIFY_PX * SIMPLIFY_PX) continue;
    keep[at] = 1;
    spans.push(first, at, at, last);
  }
  ctx.moveTo(xs[0]!, ys[0]!);
  for (let i = 1; i < n; i++) if (keep[i]) ctx.lineTo(xs[i]!, ys[i]!);
}

function lineColor(def: LayerDef, index: FeatureIndex, feature: number): string {
  if (def.id !== 'curbCuts') return def.color;
  const type = index.styleKey(feature);
  return type === 'midblock' ? CURB_CUT_COLORS.midblock : type === 'corner' ? CURB_CUT_COLORS.corner : def.color;
}

function drawLines<I>(ctx: Canvas2D<I>, layer: RasterLayer<I>, t: TileAddress): number {
  const style = layer.def.style;
  if (style.kind !== 'line') return 0;
  const f = tileFrame(t);
  const width = style.width * t.ratio;
  ctx.globalAlpha = style.opacity;
  ctx.lineWidth = width;
  ctx.lineCap = style.dash ? 'butt' : 'round';
  ctx.lineJoin = 'round';
  // MapLibre's dash lengths are in line widths.
  ctx.setLineDash(style.dash ? style.dash.map((d) => d * width) : []);
  const { coords } = layer.index;
  const entries = layer.index.search(...f.box(width));
  for (const e of entries) {
    if (e.length < 2) continue;
    ctx.strokeStyle = lineColor(layer.def, layer.index, e.feature);
    ctx.beginPath();
    traceSimplified(ctx, f, coords, e);
    ctx.stroke();
  }
  ctx.setLineDash([]);
  return entries.length;
}

/** Where a point layer's symbols go on a tile: icons or dots, their size and centres in tile pixels. */
export interface PointSymbols {
  asIcons: boolean;
  size: number;
  xs: Float64Array;
  ys: Float64Array;
}

export function pointSymbols<I>(layer: RasterLayer<I>, t: TileAddress): PointSymbols {
  const f = tileFrame(t);
  const { coords } = layer.index;
  const zoom = mapZoomOfTile(t.z);
  const asIcons = zoom >= ICON_SCALE.zoomStart && layer.icon !== null;
  const size = asIcons ? iconPxAt(zoom, layer.def.id) * t.ratio : dotRadiusPx(layer.def.id) * 2 * t.ratio;
  const entries = layer.index.search(...f.box(size / 2 + 1));
  const xs = new Float64Array(entries.length),
    ys = new Float64Array(entries.length);
  entries.forEach((e, i) => {
    xs[i] = f.px(coords[e.start * 2]!);
    ys[i] = f.py(coords[e.start * 2 + 1]!);
  });
  return { asIcons, size, xs, ys };
}

function drawPoints<I>(ctx: Canvas2D<I>, layer: RasterLayer<I>, t: TileAddress): number {
  const style = layer.def.style;
  if (style.kind !== 'icon') return 0;
  ctx.globalAlpha = style.opacity;
  const { asIcons, size, xs, ys } = pointSymbols(layer, t);
  if (!asIcons) ctx.fillStyle = layer.def.color;
  const turn = ((t.bearing ?? 0) * Math.PI) / 180;
  const cos = Math.cos(turn),
    sin = Math.sin(turn);
  const sized = asIcons && layer.sizedIcon ? layer.sizedIcon(size) : null;
  const icon = sized?.image ?? layer.icon!;
  const px = sized?.px ?? size;
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i]!,
      y = ys[i]!;
    if (asIcons && turn === 0) ctx.drawImage(icon, x - size / 2, y - size / 2, px, px);
    else if (asIcons) {
      // The map turns the tile by -bearing on screen; the icon is turned by +bearing about its centre.
      ctx.setTransform(cos, sin, -sin, cos, x, y);
      ctx.drawImage(icon, -size / 2, -size / 2, px, px);
    } else {
      ctx.beginPath();
      ctx.arc(x, y, size / 2, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  return xs.length;
}

function drawPolygons<I>(ctx: Canvas2D<I>, layer: RasterLayer<I>, t: TileAddress): number {
  const style = layer.def.style;
  if (style.kind !== 'fill') return 0;
  const f = tileFrame(t);
  const { coords } = layer.index;
  // A feature's rings in one path, filled even-odd, so holes stay open.
  const entries = layer.index.search(...f.box(1));
  const byFeature = new Map<number, IndexEntry[]>();
  for (const e of entries) byFeature.set(e.feature, [...(byFeature.get(e.feature) ?? []), e]);
  ctx.globalAlpha = style.opacity;
  ctx.fillStyle = layer.def.color;
  ctx.strokeStyle = layer.def.color;
  ctx.lineWidth = t.ratio;
  ctx.setLineDash([]);
  for (const rings of byFeature.values()) {
    ctx.beginPath();
    for (const e of rings) {
      trace(ctx, f, coords, e);
      ctx.closePath();
    }
    ctx.fill('evenodd');
    ctx.stroke();
  }
  return entries.length;
}

const DRAW = { point: drawPoints, line: drawLines, polygon: drawPolygons } as const;

/** Draws the layers (bottom first) into a cleared tile; returns how many entries were drawn. */
export function renderTile<I>(ctx: Canvas2D<I>, layers: readonly RasterLayer<I>[], t: TileAddress): number {
  let drawn = 0;
  for (const layer of layers) {
    drawn += DRAW[layer.def.geometry](ctx, layer, t);
  }
  ctx.globalAlpha = 1;
  return drawn;
}
