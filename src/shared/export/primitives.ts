/**
 * The page as data: a list of drawing primitives in millimetres from the page's top-left corner,
 * laid out once and drawn by both renderers (jsPDF for the PDF, a 2D canvas for PNG/JPG). Colours
 * are '#rrggbb'; text is already sanitised (sanitizeText) and measured with the export fonts.
 */
import type { MapSheetGeo } from './geoPdf';
import { normaliseColour } from './colour';
import type { Orientation, PaperSize } from './pageLayout';
import type { IconDrawing } from './vector/svgIcon';
import { CAP_HEIGHT_EM, PT_TO_MM, sanitizeText, textWidthMm } from './text';

export type Align = 'left' | 'center' | 'right';
export type Point = [number, number];

/** Stroke width in mm and colour; fill colour. Either may be absent. */
export interface Paint {
  fill?: string;
  stroke?: string;
  lineWidth?: number;
  /** 0–1 for fill and stroke alike; 1 when absent. */ opacity?: number;
}

export interface ImagePrimitive {
  kind: 'image';
  image: 'map' | 'locator';
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface RectPrimitive extends Paint {
  kind: 'rect';
  x: number;
  y: number;
  width: number;
  height: number;
}
/** A line, polyline or (closed) polygon. */
export interface PathPrimitive extends Paint {
  kind: 'path';
  points: Point[];
  closed: boolean;
}
export interface CirclePrimitive extends Paint {
  kind: 'circle';
  cx: number;
  cy: number;
  r: number;
}
/**
 * One line of text. `y` is the baseline; `x` is the left edge, centre or right edge by `align`.
 * `width` is the measured width in mm, so a renderer can place the text without measuring again.
 */
export interface TextPrimitive {
  kind: 'text';
  x: number;
  y: number;
  text: string;
  sizePt: number;
  bold: boolean;
  color: string;
  align: Align;
  width: number;
}

/**
 * A map feature's polylines or rings in one path: rings are filled even-odd (holes stay open). Dashes
 * are in mm; round caps and joins unless `cap` says butt (dashed lines, as on the map).
 */
export interface MapPathPrimitive extends Paint {
  kind: 'mapPath';
  rings: Point[][];
  closed: boolean;
  dash?: number[];
  cap?: 'butt' | 'round';
}
/**
 * A symbol of the document's table (an icon), placed by its centre at `size` mm square, turned
 * `rotationDeg` clockwise and mirrored when `flipped`: defined once, placed many times.
 */
export interface SymbolPrimitive {
  kind: 'symbol';
  symbol: string;
  cx: number;
  cy: number;
  size: number;
  rotationDeg: number;
  flipped: boolean;
  opacity: number;
}
/** Children drawn clipped to a box (the map frame). */
export interface ClipPrimitive {
  kind: 'clip';
  box: { x: number; y: number; width: number; height: number };
  children: Primitive[];
}

export type Primitive =
  | ImagePrimitive
  | RectPrimitive
  | PathPrimitive
  | CirclePrimitive
  | TextPrimitive
  | MapPathPrimitive
  | SymbolPrimitive
  | ClipPrimitive;

/** A page's paper and orientation (jsPDF's format names are the paper ids). */
export interface PageFormat {
  paper: PaperSize;
  orientation: Orientation;
}

/**
 * Every page of the document, each with its format; the first is the map page (the only one a PNG or
 * JPG shows). `symbols` names the icons the pages place (see vector/symbols.ts).
 */
export interface ComposedDocument {
  pages: Primitive[][];
  formats: PageFormat[];
  symbols: Record<string, IconDrawing>;
  /** The pages that show the map, with their frames: the PDF georeferences them (see geoPdf.ts). */
  maps?: MapSheetGeo[];
}

export interface TextStyle {
  sizePt: number;
  bold?: boolean;
  color?: string;
  align?: Align;
}

export const INK = '#111827';
export const MUTED = '#4b5563';
export const RULE = '#9ca3af';
export const WHITE = '#ffffff';

export function text(x: number, y: number, value: string, style: TextStyle): TextPrimitive {
  const clean = sanitizeText(value);
  const bold = style.bold ?? false;
  return {
    kind: 'text',
    x,
    y,
    text: clean,
    sizePt: style.sizePt,
    bold,
    color: normaliseColour(style.color ?? INK),
    align: style.align ?? 'left',
    width: textWidthMm(clean, style.sizePt, bold),
  };
}

/** The left edge of a text primitive, whatever its alignment. */
export function textLeft(t: TextPrimitive): number {
  return t.align === 'left' ? t.x : t.align === 'center' ? t.x - t.width / 2 : t.x - t.width;
}

/** The baseline that centres a line of capitals and digits on `cy`. */
export const baselineFor = (cy: number, sizePt: number): number => cy + (CAP_HEIGHT_EM * sizePt * PT_TO_MM) / 2;

export function rect(x: number, y: number, width: number, height: number, paint: Paint): RectPrimitive {
  return { kind: 'rect', x, y, width, height, ...paint };
}

export function line(points: Point[], stroke: string, lineWidth: number): PathPrimitive {
  return { kind: 'path', points, closed: false, stroke, lineWidth };
}

export function polygon(points: Point[], paint: Paint): PathPrimitive {
  return { kind: 'path', points, closed: true, ...paint };
}

export function circle(cx: number, cy: number, r: number, paint: Paint): CirclePrimitive {
  return { kind: 'circle', cx, cy, r, ...paint };
}
