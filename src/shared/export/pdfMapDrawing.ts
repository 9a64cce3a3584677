/**
 * The map's vector drawing in the PDF: each icon becomes one form XObject, placed by a matrix as
 * often as needed (40,000 trees cost 40,000 short references, not 40,000 icons); feature paths are
 * drawn with their paint, opacity (one shared graphics state per value), dashes and caps, and the
 * whole map drawing is clipped to the map frame. Paint already set is not written again.
 */
import type { jsPDF } from 'jspdf';
import { rgbOf } from './colour';
import type { ClipPrimitive, MapPathPrimitive, Paint, SymbolPrimitive } from './primitives';
import type { IconDrawing, IconPart } from './vector/svgIcon';

/** PDF points per millimetre. */
const PT_PER_MM = 72 / 25.4;
const fixed = (n: number) => (Math.round(n * 1000) / 1000).toString();

export class PdfPainter {
  private opacity = 1;
  private fill = '';
  private stroke = '';
  private width = -1;
  private dash = '';
  private cap = '';
  private readonly states = new Map<number, unknown>();
  private readonly formOf = new Map<string, { size: number }>();

  constructor(
    private readonly pdf: jsPDF,
    private pageHeightMm: number,
  ) {}

  /** A new page (of this height) starts a new content stream: nothing set before holds there. */
  resetPage(pageHeightMm = this.pageHeightMm): void {
    this.pageHeightMm = pageHeightMm;
    this.opacity = 1;
    this.fill = this.stroke = this.dash = this.cap = '';
    this.width = -1;
  }

  setOpacity(opacity: number): void {
    const o = Math.round(Math.min(1, Math.max(0, opacity)) * 100) / 100;
    if (o === this.opacity) return;
    let state = this.states.get(o);
    if (!state) {
      // jsPDF's GState is a constructor its types describe as a method.
      const { GState } = this.pdf as unknown as {
        GState: new (p: { opacity: number; 'stroke-opacity': number }) => unknown;
      };
      state = new GState({ opacity: o, 'stroke-opacity': o });
      this.states.set(o, state);
    }
    this.pdf.setGState(state);
    this.opacity = o;
  }

  /** Sets the paint; the jsPDF style letter(s), or null when there is nothing to paint. */
  paint(p: Paint): 'F' | 'S' | 'FD' | null {
    this.setOpacity(p.opacity ?? 1);
    if (p.fill && p.fill !== this.fill) {
      this.pdf.setFillColor(...rgbOf(p.fill));
      this.fill = p.fill;
    }
    if (p.stroke) {
      if (p.stroke !== this.stroke) {
        this.pdf.setDrawColor(...rgbOf(p.stroke));
        this.stroke = p.stroke;
      }
      const width = p.lineWidth ?? 0.2;
      if (width !== this.width) {
        this.pdf.setLineWidth(width);
        this.width = width;
      }
    }
    return p.fill && p.stroke ? 'FD' : p.fill ? 'F' : p.stroke ? 'S' : null;
  }

  /** Solid lines from here on: a dashed map line's pattern stays in the graphics state until changed. */
  undash(): void {
    if (this.dash === '') return;
    this.pdf.setLineDashPattern([], 0);
    this.dash = '';
  }

  /** Any colour or width set by other code (text, rectangles) is forgotten. */
  forgetPaint(): void {
    this.fill = this.stroke = '';
    this.width = -1;
  }

  private setStrokeStyle(dash: readonly number[] | undefined, cap: 'butt' | 'round'): void {
    const key = dash?.join(',') ?? '';
    if (key !== this.dash) {
      this.pdf.setLineDashPattern(dash ? [...dash] : [], 0);
      this.dash = key;
    }
    if (cap !== this.cap) {
      this.pdf.setLineCap(cap);
      this.pdf.setLineJoin('round');
      this.cap = cap;
    }
  }

  mapPath(p: MapPathPrimitive): void {
    const style = this.paint(p);
    if (!style) return;
    if (p.stroke) this.setStrokeStyle(p.dash, p.cap ?? 'round');
    let drawn = false;
    for (const ring of p.rings) {
      if (ring.length < 2) continue;
      this.pdf.moveTo(ring[0]![0], ring[0]![1]);
      for (let i = 1; i < ring.length; i++) this.pdf.lineTo(ring[i]![0], ring[i]![1]);
      if (p.closed) this.pdf.close();
      drawn = true;
    }
    if (!drawn) return;
    if (style === 'S') this.pdf.stroke();
    else if (style === 'F') this.pdf.fillEvenOdd();
    else this.pdf.fillStrokeEvenOdd();
  }

  /** Defines each symbol once as a form whose content spans 0..size points (one grid unit a point). */
  defineSymbols(symbols: Record<string, IconDrawing>): void {
    for (const [id, drawing] of Object.entries(symbols)) {
      this.pdf.beginFormObject(0, 0, drawing.size, drawing.size, this.pdf.unitMatrix);
      for (const part of drawing.parts) this.iconPart(part);
      this.pdf.endFormObject(id);
      this.formOf.set(id, { size: drawing.size });
    }
    this.resetPage();
  }

  private iconPart(part: IconPart): void {
    // Inside the form jsPDF still takes millimetres: a grid unit is one point, 1 / PT_PER_MM mm.
    const u = 1 / PT_PER_MM;
    const style = this.paint({
      fill: part.fill ?? undefined,
      stroke: part.stroke ?? undefined,
      lineWidth: part.strokeWidth * u,
    });
    if (!style) return;
    if (part.stroke) {
      this.pdf.setLineCap(part.cap);
      this.pdf.setLineJoin(part.join);
    }
    for (const c of part.commands) {
      if (c[0] === 'M') this.pdf.moveTo(c[1] * u, c[2] * u);
      else if (c[0] === 'L') this.pdf.lineTo(c[1] * u, c[2] * u);
      else if (c[0] === 'C') this.pdf.curveTo(c[1] * u, c[2] * u, c[3] * u, c[4] * u, c[5] * u, c[6] * u);
      else this.pdf.close();
    }
    if (style === 'F') this.pdf.fill();
    else if (style === 'S') this.pdf.stroke();
    else this.pdf.fillStroke();
    this.forgetPaint();
    this.cap = '';
  }

  /** Places a defined symbol: centred on (cx, cy) mm, `size` mm square, turned clockwise, mirrored. */
  symbol(p: SymbolPrimitive): void {
    const form = this.formOf.get(p.symbol);
    if (!form) return;
    this.setOpacity(p.opacity);
    const g = (p.size * PT_PER_MM) / form.size;
    const h = form.size / 2;
    const t = (p.rotationDeg * Math.PI) / 180;
    // Clockwise on the page is clockwise on screen: with PDF's y up that is a turn by −t.
    const a = Math.cos(t) * g * (p.flipped ? -1 : 1),
      b = -Math.sin(t) * g * (p.flipped ? -1 : 1);
    const c = Math.sin(t) * g,
      d = Math.cos(t) * g;
    const ex = p.cx * PT_PER_MM - (a + c) * h;
    const ey = (this.pageHeightMm - p.cy) * PT_PER_MM - (b + d) * h;
    const matrix = `${fixed(a)} ${fixed(b)} ${fixed(c)} ${fixed(d)} ${fixed(ex)} ${fixed(ey)}`;
    this.pdf.doFormObject(p.symbol, { toString: () => matrix });
  }

  /** Opens a clip to the box; `end` closes it (graphics state restored, so paint is forgotten). */
  beginClip(p: ClipPrimitive): void {
    this.pdf.saveGraphicsState();
    this.pdf.rect(p.box.x, p.box.y, p.box.width, p.box.height, null);
    this.pdf.clip();
    this.pdf.discardPath();
  }

  endClip(): void {
    this.pdf.restoreGraphicsState();
    this.resetPage();
  }
}
