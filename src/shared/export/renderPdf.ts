/**
 * Draws the composed document with jsPDF: each page on its paper and orientation, in millimetres,
 * vector shapes (the map's features and icons too, see pdfMapDrawing.ts), real text in the embedded
 * export fonts (Noto Sans, and Noto Sans SC for CJK text; jsPDF embeds only the glyphs used,
 * Identity-H with a ToUnicode map so the text can be searched and copied) and the captured images as
 * JPEG. Text in a shaped face (Hebrew, Arabic, Devanagari, Bengali, Korean, emoji) is placed glyph by
 * glyph as HarfBuzz shaped it (pdfShapedText.ts), its ToUnicode map giving back the typed characters. jsPDF is imported only here and only when a PDF is asked for (the spec loads the
 * PDF library on demand), so PNG/JPG exports never fetch it.
 */
import type { jsPDF } from 'jspdf';
import type { DocumentProperties } from './compose';
import { rgbOf } from './colour';
import { exportFonts, textRuns, visualText, type ExportFontFace, type ExportFonts, type TextRun } from './fonts';
import { subsetFont } from '../fonts/ttfSubset';
import { hookToUnicode, ShapedText } from './pdfShapedText';
import { PT_TO_MM } from './text';
import { PdfPainter } from './pdfMapDrawing';
import { viewportEntry, type MapSheetGeo } from './geoPdf';
import { packetXmp, sheetTransforms } from './packetMetadata';
import { textLeft, type ComposedDocument, type PageFormat, type Primitive, type TextPrimitive } from './primitives';

export type JsPdfModule = typeof import('jspdf');

/** The captured images, already JPEG-encoded (the page thread's bitmaps cannot go into a PDF as they are). */
export interface PdfImages {
  map: Uint8Array;
  locator: Uint8Array | null;
}

export interface PdfOptions {
  /** Deflate the page streams (default true); tests may turn it off to read the text. */
  compress?: boolean;
  loadJsPdf?: () => Promise<JsPdfModule>;
  /** Awaited before each page; throws to stop (a cancelled job). */
  checkpoint?: () => Promise<void>;
}

/** jsPDF's virtual file system takes a font as a binary string. */
function binaryString(bytes: Uint8Array): string {
  const parts: string[] = [];
  for (let i = 0; i < bytes.length; i += 0x8000) parts.push(String.fromCharCode(...bytes.subarray(i, i + 0x8000)));
  return parts.join('');
}

/** Every text primitive, including those inside a clip (the map's labels). */
function* textsOf(primitives: readonly Primitive[]): Generator<TextPrimitive> {
  for (const p of primitives) {
    if (p.kind === 'text') yield p;
    else if (p.kind === 'clip') yield* textsOf(p.children);
  }
}

/** Each text's runs, laid out once: the fonts are cut to them, then they are drawn. */
function runsOf(doc: ComposedDocument, fonts: ExportFonts): Map<TextPrimitive, TextRun[]> {
  const runs = new Map<TextPrimitive, TextRun[]>();
  for (const page of doc.pages) for (const p of textsOf(page)) runs.set(p, textRuns(p.text, p.bold, fonts));
  return runs;
}

/** The characters each face drawn character by character prints (a face no text uses is absent). */
function charactersByFace(runs: Map<TextPrimitive, TextRun[]>): Map<ExportFontFace, Set<number>> {
  const used = new Map<ExportFontFace, Set<number>>();
  for (const run of [...runs.values()].flat()) {
    if (run.glyphs) continue;
    let chars = used.get(run.face);
    if (!chars) used.set(run.face, (chars = new Set()));
    for (const ch of visualText(run)) chars.add(ch.codePointAt(0)!);
  }
  return used;
}

/**
 * Registers each face the text uses under its PDF name, as a font of just the characters drawn
 * (subsetFont): jsPDF copies some tables of the font it is given whole, so it gets a small one.
 */
function addFonts(pdf: jsPDF, used: Map<ExportFontFace, Set<number>>): void {
  for (const [face, chars] of used) {
    const file = `${face.pdfName}.ttf`;
    pdf.addFileToVFS(file, binaryString(subsetFont(face.bytes, chars)));
    pdf.addFont(file, face.pdfName, 'normal', 'Identity-H');
  }
}

interface Drawing {
  pdf: jsPDF;
  painter: PdfPainter;
  images: PdfImages;
  runs: Map<TextPrimitive, TextRun[]>;
  shaped: ShapedText;
}

function draw(d: Drawing, p: Primitive): void {
  const { pdf, painter, images } = d;
  switch (p.kind) {
    case 'image': {
      const bytes = images[p.image];
      painter.setOpacity(1);
      // The alias lets jsPDF embed each image once.
      if (bytes) pdf.addImage(bytes, 'JPEG', p.x, p.y, p.width, p.height, p.image, 'NONE');
      return;
    }
    case 'rect': {
      const style = painter.paint(p);
      painter.undash();
      if (style) pdf.rect(p.x, p.y, p.width, p.height, style);
      return;
    }
    case 'circle': {
      const style = painter.paint(p);
      painter.undash();
      if (style) pdf.circle(p.cx, p.cy, p.r, style);
      return;
    }
    case 'path': {
      const [first, ...rest] = p.points;
      if (!first || rest.length === 0) return;
      painter.mapPath({
        kind: 'mapPath',
        rings: [p.points],
        closed: p.closed,
        fill: p.fill,
        stroke: p.stroke,
        lineWidth: p.lineWidth,
        opacity: p.opacity,
        cap: 'butt',
      });
      return;
    }
    case 'mapPath':
      painter.mapPath(p);
      return;
    case 'symbol':
      painter.symbol(p);
      return;
    case 'clip':
      painter.beginClip(p);
      for (const child of p.children) draw(d, child);
      painter.endClip();
      return;
    case 'text': {
      painter.setOpacity(1);
      pdf.setFontSize(p.sizePt);
      pdf.setTextColor(...rgbOf(p.color));
      // Placed from its measured left edge, run by run (each in the face that has its glyphs), so a
      // centred label is centred by the same font widths the layout measured.
      let x = textLeft(p);
      for (const run of d.runs.get(p) ?? []) {
        pdf.setFont(run.face.pdfName, 'normal');
        if (run.glyphs) d.shaped.draw(run, run.glyphs, x, p.y);
        else pdf.text(visualText(run), x, p.y, { baseline: 'alphabetic' });
        x += run.widthEm * p.sizePt * PT_TO_MM;
      }
      // The text colour is the fill colour of the graphics state.
      painter.forgetPaint();
      return;
    }
  }
}

/** The parts of jsPDF's internals used to add entries to a page's dictionary (its typings leave them out). */
interface PutPageEvent {
  pageNumber: number;
}
type WritableInternal = { write: (...lines: string[]) => void };

/**
 * Each map sheet's page gets its viewports (geoPdf.ts): jsPDF publishes 'putPage' while it writes a
 * page's dictionary, after its boxes and before its contents, where an entry written joins the dictionary.
 */
function georeference(pdf: jsPDF, maps: readonly MapSheetGeo[], pageHeights: ReadonlyMap<number, number>): void {
  const byPage = new Map(maps.map((m) => [m.page, m]));
  const internal = pdf.internal as unknown as WritableInternal;
  pdf.internal.events.subscribe('putPage', (event: PutPageEvent) => {
    const sheet = byPage.get(event.pageNumber);
    const height = pageHeights.get(event.pageNumber);
    if (sheet && height !== undefined) internal.write(viewportEntry(sheet, height));
  });
}

export async function renderPdf(
  doc: ComposedDocument,
  images: PdfImages,
  properties: DocumentProperties,
  options: PdfOptions = {},
): Promise<ArrayBuffer> {
  const { jsPDF: JsPdf } = await (options.loadJsPdf ?? (() => import('jspdf')))();
  hookToUnicode(JsPdf.API);
  // jsPDF's named formats give the exact point sizes (Letter 612 x 792, Tabloid 792 x 1224).
  const formatOf = (i: number): PageFormat => doc.formats[i] ?? { paper: 'a4', orientation: 'landscape' };
  const first = formatOf(0);
  // Two decimals of a point (0.004 mm) is far below a printer's dot; jsPDF's default writes sixteen.
  const pdf = new JsPdf({
    orientation: first.orientation,
    unit: 'mm',
    format: first.paper,
    compress: options.compress ?? true,
    putOnlyUsedFonts: true,
    floatPrecision: 2,
  });
  const { packet, ...info } = properties;
  pdf.setProperties(info);
  const runs = runsOf(doc, exportFonts());
  addFonts(pdf, charactersByFace(runs));
  const shaped = new ShapedText(pdf, [...runs.values()].flat());
  const painter = new PdfPainter(pdf, pdf.internal.pageSize.getHeight());
  painter.defineSymbols(doc.symbols);
  const pageHeights = new Map<number, number>();
  for (const [i, page] of doc.pages.entries()) {
    await options.checkpoint?.();
    if (i > 0) {
      pdf.addPage(formatOf(i).paper, formatOf(i).orientation);
      painter.resetPage(pdf.internal.pageSize.getHeight());
    }
    for (const p of page) draw({ pdf, painter, images, runs, shaped }, p);
    pageHeights.set(i + 1, pdf.internal.pageSize.getHeight());
  }
  georeference(pdf, doc.maps ?? [], pageHeights);
  // Raw XMP: jsPDF writes it as the catalog's /Metadata stream, uncompressed.
  const heightOf = (page: number) => pageHeights.get(page) ?? 0;
  pdf.addMetadata(
    packetXmp(
      {
        planId: packet?.planId ?? null,
        revision: packet?.revision ?? null,
        sheets: sheetTransforms(doc.maps ?? [], heightOf),
      },
      info.title,
    ),
    true,
  );
  return pdf.output('arraybuffer');
}
