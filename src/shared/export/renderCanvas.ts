/**
 * Draws the map page on a 2D canvas for PNG/JPG, from the same primitives as the PDF. The context is
 * described by the few members used, so this module stays DOM-free: an OffscreenCanvas context is
 * one, and a Node test can record the calls.
 */
import { EXPORT_DPI, MM_PER_INCH, PAGE_MM, type SizeMm } from './pageLayout';
import { drawMapPath, drawSymbol, type MapCanvas, type SymbolStamp } from './canvasMapDrawing';
import type { Paint, Primitive } from './primitives';
import { CSS_FAMILIES, isRtlLine } from './fonts';
import type { IconDrawing } from './vector/svgIcon';
import { PT_TO_MM } from './text';

/**
 * The export fonts as the worker registers them (FontFace, see workers/export/canvasFonts.ts): the
 * canvas falls back from Noto Sans to Noto Sans SC and the script faces per character, as the PDF's
 * runs do.
 */
export const CANVAS_FONT_FAMILY = `${CSS_FAMILIES.map((f) => `"${f}"`).join(', ')}, sans-serif`;
export const PX_PER_MM = EXPORT_DPI / MM_PER_INCH;

/** The members of CanvasRenderingContext2D used here; `I` is the image type drawImage takes. */
export interface Canvas2D<I> extends MapCanvas<I> {
  // Style properties hold strings here; the DOM also allows gradients and patterns (objects).
  font: string;
  textAlign: 'center' | 'end' | 'left' | 'right' | 'start';
  textBaseline: 'alphabetic' | 'bottom' | 'hanging' | 'ideographic' | 'middle' | 'top';
  /** The line's base direction: right to left for a line that starts in Hebrew or Arabic, as the PDF orders it. */
  direction?: 'inherit' | 'ltr' | 'rtl';
  /** Off: the PDF places glyphs by their advance widths alone, and the layout measured those. */
  fontKerning?: 'auto' | 'none' | 'normal';
  fillRect(x: number, y: number, w: number, h: number): void;
  strokeRect(x: number, y: number, w: number, h: number): void;
  arc(x: number, y: number, radius: number, startAngle: number, endAngle: number): void;
  fillText(text: string, x: number, y: number, maxWidth?: number): void;
}

export function canvasFont(sizePt: number, bold: boolean, pxPerMm = PX_PER_MM): string {
  return `${bold ? 'bold ' : ''}${(sizePt * PT_TO_MM * pxPerMm).toFixed(2)}px ${CANVAS_FONT_FAMILY}`;
}

function paint<I>(ctx: Canvas2D<I>, p: Paint, k: number, shape: () => void): void {
  ctx.globalAlpha = p.opacity ?? 1;
  if (p.fill) {
    ctx.fillStyle = p.fill;
    shape();
    ctx.fill();
  }
  if (p.stroke) {
    ctx.strokeStyle = p.stroke;
    ctx.lineWidth = (p.lineWidth ?? 0.2) * k;
    shape();
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
}

/** The document's symbols and, optionally, how to stamp them (see canvasMapDrawing.ts). */
export interface CanvasSymbols<I> {
  table: Record<string, IconDrawing>;
  stamp?: SymbolStamp<I>;
}

/** Draws one page of `size` mm (white first) at `pxPerMm`, 150 dpi by default. */
export function drawPage<I>(
  ctx: Canvas2D<I>,
  primitives: readonly Primitive[],
  images: { map: I; locator: I | null },
  symbols: CanvasSymbols<I> = { table: {} },
  pxPerMm = PX_PER_MM,
  size: SizeMm = PAGE_MM,
): void {
  const k = pxPerMm;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, size.width * k, size.height * k);
  drawPrimitives(ctx, primitives, images, symbols, k);
}

function drawPrimitives<I>(
  ctx: Canvas2D<I>,
  primitives: readonly Primitive[],
  images: { map: I; locator: I | null },
  symbols: CanvasSymbols<I>,
  k: number,
): void {
  for (const p of primitives) {
    ctx.lineJoin = 'miter';
    ctx.lineCap = 'butt';
    switch (p.kind) {
      case 'image': {
        const image = images[p.image];
        if (image) ctx.drawImage(image, p.x * k, p.y * k, p.width * k, p.height * k);
        break;
      }
      case 'rect':
        paint(ctx, p, k, () => {
          ctx.beginPath();
          ctx.moveTo(p.x * k, p.y * k);
          ctx.lineTo((p.x + p.width) * k, p.y * k);
          ctx.lineTo((p.x + p.width) * k, (p.y + p.height) * k);
          ctx.lineTo(p.x * k, (p.y + p.height) * k);
          ctx.closePath();
        });
        break;
      case 'circle':
        paint(ctx, p, k, () => {
          ctx.beginPath();
          ctx.arc(p.cx * k, p.cy * k, p.r * k, 0, 2 * Math.PI);
        });
        break;
      case 'path':
        if (p.points.length < 2) break;
        paint(ctx, p, k, () => {
          ctx.beginPath();
          p.points.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x * k, y * k) : ctx.lineTo(x * k, y * k)));
          if (p.closed) ctx.closePath();
        });
        break;
      case 'mapPath':
        drawMapPath(ctx, p, k);
        break;
      case 'symbol': {
        const drawing = symbols.table[p.symbol];
        if (drawing) drawSymbol(ctx, p, drawing, k, symbols.stamp);
        break;
      }
      case 'clip':
        ctx.save();
        ctx.beginPath();
        ctx.rect(p.box.x * k, p.box.y * k, p.box.width * k, p.box.height * k);
        ctx.clip();
        drawPrimitives(ctx, p.children, images, symbols, k);
        ctx.restore();
        break;
      case 'text':
        ctx.font = canvasFont(p.sizePt, p.bold, k);
        ctx.fillStyle = p.color;
        ctx.textAlign = p.align;
        ctx.textBaseline = 'alphabetic';
        ctx.fontKerning = 'none';
        ctx.direction = isRtlLine(p.text) ? 'rtl' : 'ltr';
        // The layout measured the export fonts; should the canvas still fall back to a wider face,
        // the text is squeezed to that width rather than running past its box.
        ctx.fillText(p.text, p.x * k, p.y * k, p.width * k * 1.02 + 1);
        break;
    }
  }
}
