/**
 * Draws the composed document with jsPDF: each page on its paper and orientation, in millimetres,
 * vector shapes, real text in the standard Helvetica (WinAnsi; the layout already reduced every
 * string to it) and the captured images as JPEG. jsPDF is imported only here and only when a PDF is asked for (the spec loads the
 * PDF library on demand), so PNG/JPG exports never fetch it.
 */
import type { jsPDF } from 'jspdf';
import type { DocumentProperties } from './compose';
import { rgbOf } from './colour';
import { textLeft, type ComposedDocument, type PageFormat, type Paint, type Primitive } from './primitives';

export type JsPdfModule = typeof import('jspdf');

/** The captured images, already JPEG-encoded (the page thread's bitmaps cannot go into a PDF as they are). */
export interface PdfImages { map: Uint8Array; locator: Uint8Array | null }

export interface PdfOptions {
  /** Deflate the page streams (default true); tests may turn it off to read the text. */
  compress?: boolean;
  loadJsPdf?: () => Promise<JsPdfModule>;
  /** Awaited before each page; throws to stop (a cancelled job). */
  checkpoint?: () => Promise<void>;
}

/** Sets the colours and width; the jsPDF style letter(s), or null when there is nothing to paint. */
function applyPaint(pdf: jsPDF, paint: Paint): 'F' | 'S' | 'FD' | null {
  if (paint.fill) pdf.setFillColor(...rgbOf(paint.fill));
  if (paint.stroke) {
    pdf.setDrawColor(...rgbOf(paint.stroke));
    pdf.setLineWidth(paint.lineWidth ?? 0.2);
  }
  return paint.fill && paint.stroke ? 'FD' : paint.fill ? 'F' : paint.stroke ? 'S' : null;
}

function draw(pdf: jsPDF, p: Primitive, images: PdfImages): void {
  switch (p.kind) {
    case 'image': {
      const bytes = images[p.image];
      // The alias lets jsPDF embed each image once.
      if (bytes) pdf.addImage(bytes, 'JPEG', p.x, p.y, p.width, p.height, p.image, 'NONE');
      return;
    }
    case 'rect': {
      const style = applyPaint(pdf, p);
      if (style) pdf.rect(p.x, p.y, p.width, p.height, style);
      return;
    }
    case 'circle': {
      const style = applyPaint(pdf, p);
      if (style) pdf.circle(p.cx, p.cy, p.r, style);
      return;
    }
    case 'path': {
      const style = applyPaint(pdf, p);
      const [first, ...rest] = p.points;
      if (!style || !first || rest.length === 0) return;
      pdf.moveTo(first[0], first[1]);
      for (const [x, y] of rest) pdf.lineTo(x, y);
      if (p.closed) pdf.close();
      if (style === 'F') pdf.fill();
      else if (style === 'S') pdf.stroke();
      else pdf.fillStroke();
      return;
    }
    case 'text': {
      pdf.setFont('helvetica', p.bold ? 'bold' : 'normal');
      pdf.setFontSize(p.sizePt);
      pdf.setTextColor(...rgbOf(p.color));
      // Placed from its measured left edge (not jsPDF's own alignment, whose metrics are rounded), so
      // a centred label is centred by the same widths a PDF reader uses.
      pdf.text(p.text, textLeft(p), p.y, { baseline: 'alphabetic' });
      return;
    }
  }
}

export async function renderPdf(doc: ComposedDocument, images: PdfImages, properties: DocumentProperties, options: PdfOptions = {}): Promise<ArrayBuffer> {
  const { jsPDF: JsPdf } = await (options.loadJsPdf ?? (() => import('jspdf')))();
  // jsPDF's named formats give the exact point sizes (Letter 612 x 792, Tabloid 792 x 1224).
  const formatOf = (i: number): PageFormat => doc.formats[i] ?? { paper: 'a4', orientation: 'landscape' };
  const first = formatOf(0);
  const pdf = new JsPdf({ orientation: first.orientation, unit: 'mm', format: first.paper, compress: options.compress ?? true, putOnlyUsedFonts: true });
  pdf.setProperties({ ...properties });
  for (const [i, page] of doc.pages.entries()) {
    await options.checkpoint?.();
    if (i > 0) pdf.addPage(formatOf(i).paper, formatOf(i).orientation);
    for (const p of page) draw(pdf, p, images);
  }
  return pdf.output('arraybuffer');
}
