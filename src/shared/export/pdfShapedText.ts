/**
 * Shaped text in the PDF: the glyphs HarfBuzz chose (joined Arabic forms, Devanagari conjuncts,
 * emoji), which no character maps to, placed one by one where it put them. Each face is embedded as
 * a font of just those glyphs (subsetGlyphs), each reached through a private-use character, so
 * jsPDF embeds, measures and encodes it as any other; its ToUnicode map is then replaced by one that
 * gives each glyph back the characters typed (a joined 'ب' reads 'ب', an emoji its code point, a
 * right-to-left run in typed order once a reader reorders it). A cluster drawn with several glyphs
 * (a Devanagari syllable whose vowel sign stands before its consonant) is also marked with its
 * typed text (/ActualText), so a reader copies the syllable as typed, not glyph by glyph.
 */
import type { jsPDF } from 'jspdf';
import { GLYPH_SLOT_BASE, subsetGlyphs } from '../fonts/ttfSubset';
import type { ShapedGlyph } from '../fonts/shaping';
import type { ExportFontFace, TextRun } from './fonts';
import { PT_TO_MM } from './text';

/** A glyph and the text it stands for: a slot of the face's embedded font. */
interface Face {
  slots: { glyph: number; text: string }[];
  index: Map<string, number>;
}

/** Each glyph's place in its cluster, and the cluster's typed text. */
interface GlyphText {
  /** What the glyph stands for in ToUnicode: its cluster's text for the cluster's first glyph, '' for the others. */
  text: string;
  clusterText: string;
  first: boolean;
  last: boolean;
}

/**
 * The typed text of each glyph's cluster. HarfBuzz gives each glyph the index of its cluster's first
 * character; a cluster runs to the next cluster's start. Glyphs of one cluster are neighbours.
 */
function glyphTexts(text: string, glyphs: readonly ShapedGlyph[]): GlyphText[] {
  const starts = [...new Set(glyphs.map((g) => g.cluster))].sort((a, b) => a - b);
  const endOf = (cluster: number) => starts.find((s) => s > cluster) ?? text.length;
  return glyphs.map((g, i) => {
    const first = glyphs[i - 1]?.cluster !== g.cluster;
    const last = glyphs[i + 1]?.cluster !== g.cluster;
    const clusterText = text.slice(g.cluster, endOf(g.cluster));
    return { text: first ? clusterText : '', clusterText, first, last };
  });
}

const utf16Hex = (text: string) =>
  Array.from({ length: text.length }, (_, i) => text.charCodeAt(i).toString(16).padStart(4, '0')).join('');

/** A ToUnicode CMap: glyph i + 1 (slot i) to its text; glyphs standing for no text of their own are left out. */
export function toUnicodeCmap(texts: readonly string[]): string {
  const entries = texts.flatMap((t, i) =>
    t === '' ? [] : [`<${(i + 1).toString(16).padStart(4, '0')}> <${utf16Hex(t)}>`],
  );
  const blocks: string[] = [];
  // At most 100 entries a block, as the CMap format asks.
  for (let i = 0; i < entries.length; i += 100) {
    const block = entries.slice(i, i + 100);
    blocks.push(`${block.length} beginbfchar\n${block.join('\n')}\nendbfchar`);
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <ffff>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}

/** The members of jsPDF's font entry and 'putFont' event used here (its typings leave them out). */
interface FontEntry {
  shapedToUnicode?: string;
}
interface PutFontEvent {
  font: FontEntry;
  putStream: (options: { data: string }) => void;
}
type JsPdfApi = { events: [string, (event: PutFontEvent) => void][] };
/** jsPDF's writer into the current page's content stream (untyped in its typings). */
type ContentWriter = { write(...operators: string[]): void };

const hooked = new WeakSet<object>();

/**
 * jsPDF writes a face's ToUnicode from one UTF-16 unit per glyph, which cannot say 'this glyph is
 * these two characters' (a ligature, an emoji outside the BMP). This handler runs before jsPDF's own
 * (jsPDF subscribes the handlers of its API's event list last first, when a document is created: so
 * before the first) and hands jsPDF's stream writer one that writes our map in place of its own, for
 * our shaped faces only.
 */
export function hookToUnicode(jsPdfApi: unknown): void {
  const api = jsPdfApi as JsPdfApi;
  if (hooked.has(api)) return;
  hooked.add(api);
  api.events.push([
    'putFont',
    (event) => {
      const cmap = event.font.shapedToUnicode;
      if (cmap === undefined) return;
      const put = event.putStream;
      event.putStream = (options) => put(options.data.startsWith('/CIDInit') ? { ...options, data: cmap } : options);
    },
  ]);
}

/** jsPDF's virtual file system takes a font as a binary string. */
function binaryString(bytes: Uint8Array): string {
  const parts: string[] = [];
  for (let i = 0; i < bytes.length; i += 0x8000) parts.push(String.fromCharCode(...bytes.subarray(i, i + 0x8000)));
  return parts.join('');
}

export class ShapedText {
  private readonly faces = new Map<ExportFontFace, Face>();
  private readonly content: ContentWriter;

  /** Registers, for the document's shaped runs, each face as a font of the glyphs they draw. */
  constructor(
    private readonly pdf: jsPDF,
    runs: readonly TextRun[],
  ) {
    this.content = pdf.internal as unknown as ContentWriter;
    for (const run of runs) {
      if (!run.glyphs) continue;
      let face = this.faces.get(run.face);
      if (!face) this.faces.set(run.face, (face = { slots: [], index: new Map() }));
      const texts = glyphTexts(run.text, run.glyphs);
      run.glyphs.forEach((g, i) => this.slot(face, g.glyph, texts[i]!.text));
    }
    for (const [face, { slots }] of this.faces) {
      const file = `${face.pdfName}.ttf`;
      pdf.addFileToVFS(
        file,
        binaryString(
          subsetGlyphs(
            face.bytes,
            slots.map((s) => s.glyph),
          ),
        ),
      );
      pdf.addFont(file, face.pdfName, 'normal', 'Identity-H');
      pdf.setFont(face.pdfName, 'normal');
      const entry = pdf.getFont() as FontEntry;
      entry.shapedToUnicode = toUnicodeCmap(slots.map((s) => s.text));
    }
  }

  private slot(face: Face, glyph: number, text: string): number {
    const key = `${glyph}\u0000${text}`;
    let at = face.index.get(key);
    if (at === undefined) {
      at = face.slots.push({ glyph, text }) - 1;
      face.index.set(key, at);
    }
    return at;
  }

  /**
   * Draws a shaped run from `x` (its left edge, mm) on the baseline `y`: each glyph at the pen plus
   * HarfBuzz's offset, the pen moved by its advance. The face must be the current font.
   */
  draw(run: TextRun, glyphs: readonly ShapedGlyph[], x: number, y: number, sizePt: number): void {
    const face = this.faces.get(run.face);
    if (!face) return;
    const mmPerUnit = (sizePt * PT_TO_MM) / run.face.metrics.unitsPerEm;
    const texts = glyphTexts(run.text, glyphs);
    let pen = x;
    glyphs.forEach((g, i) => {
      const t = texts[i]!;
      if (t.first && !t.last) this.content.write(`/Span << /ActualText <feff${utf16Hex(t.clusterText)}> >> BDC`);
      const slot = this.slot(face, g.glyph, t.text);
      const char = String.fromCharCode(GLYPH_SLOT_BASE + slot);
      this.pdf.text(char, pen + g.xOffset * mmPerUnit, y - g.yOffset * mmPerUnit, { baseline: 'alphabetic' });
      if (t.last && !t.first) this.content.write('EMC');
      pen += g.xAdvance * mmPerUnit;
    });
  }
}
