/**
 * Shaped text in the PDF: the glyphs HarfBuzz chose (joined Arabic forms, Devanagari conjuncts,
 * emoji), which no character maps to, placed where it put them. Each face is embedded as a font of
 * just those glyphs, one per cluster (subsetGlyphs: a cluster drawn with several glyphs, such as an
 * Arabic letter and its dots or a consonant and the vowel sign before it, is one composite glyph),
 * each reached through a private-use character, so jsPDF embeds, measures and encodes it as any
 * other. Its ToUnicode map is then replaced by one that gives each cluster's glyph back the
 * characters typed: a joined 'ب' reads 'ب', 'कि' reads 'कि', an emoji its code point, and a
 * right-to-left run, drawn in visual order, reads as typed once a reader orders it (as pdftotext does).
 */
import type { jsPDF } from 'jspdf';
import { GLYPH_SLOT_BASE, subsetGlyphs, type GlyphSlot } from '../fonts/ttfSubset';
import type { ShapedGlyph } from '../fonts/shaping';
import type { ExportFontFace, TextRun } from './fonts';

/** A cluster as one glyph of the embedded font, and the text it stands for. */
interface Slot extends GlyphSlot {
  text: string;
}

interface Face {
  slots: Slot[];
  index: Map<string, number>;
}

/**
 * A shaped run's clusters, in visual order: HarfBuzz gives each glyph the index of its cluster's first
 * character, a cluster's glyphs are neighbours, and a cluster runs to the next cluster's start.
 */
export function clustersOf(text: string, glyphs: readonly ShapedGlyph[]): Slot[] {
  const starts = [...new Set(glyphs.map((g) => g.cluster))].sort((a, b) => a - b);
  const endOf = (cluster: number) => starts.find((s) => s > cluster) ?? text.length;
  const clusters: Slot[] = [];
  let current: (Slot & { cluster: number }) | null = null;
  for (const g of glyphs) {
    if (!current || current.cluster !== g.cluster) {
      current = { cluster: g.cluster, text: text.slice(g.cluster, endOf(g.cluster)), components: [], advance: 0 };
      clusters.push(current);
    }
    (current.components as GlyphSlot['components'][number][]).push({
      glyph: g.glyph,
      dx: current.advance + g.xOffset,
      dy: g.yOffset,
    });
    current.advance += g.xAdvance;
  }
  return clusters.map(({ text: t, components, advance }) => ({ text: t, components, advance }));
}

const utf16Hex = (text: string) =>
  Array.from({ length: text.length }, (_, i) => text.charCodeAt(i).toString(16).padStart(4, '0')).join('');

/** A ToUnicode CMap: glyph i + 1 (slot i) to its text (several characters where a glyph stands for several). */
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

  /** Registers, for the document's shaped runs, each face as a font of the clusters they draw. */
  constructor(
    private readonly pdf: jsPDF,
    runs: readonly TextRun[],
  ) {
    for (const run of runs) {
      if (!run.glyphs) continue;
      let face = this.faces.get(run.face);
      if (!face) this.faces.set(run.face, (face = { slots: [], index: new Map() }));
      for (const cluster of clustersOf(run.text, run.glyphs)) this.slot(face, cluster);
    }
    for (const [face, { slots }] of this.faces) {
      const file = `${face.pdfName}.ttf`;
      pdf.addFileToVFS(file, binaryString(subsetGlyphs(face.bytes, slots)));
      pdf.addFont(file, face.pdfName, 'normal', 'Identity-H');
      pdf.setFont(face.pdfName, 'normal');
      const entry = pdf.getFont() as FontEntry;
      entry.shapedToUnicode = toUnicodeCmap(slots.map((s) => s.text));
    }
  }

  private slot(face: Face, cluster: Slot): number {
    const key = JSON.stringify(cluster);
    let at = face.index.get(key);
    if (at === undefined) {
      at = face.slots.push(cluster) - 1;
      face.index.set(key, at);
    }
    return at;
  }

  /**
   * Draws a shaped run from `x` (its left edge, mm) on the baseline `y`, one glyph per cluster: each
   * glyph's advance is its cluster's, so the run is one string. The face must be the current font.
   */
  draw(run: TextRun, glyphs: readonly ShapedGlyph[], x: number, y: number): void {
    const face = this.faces.get(run.face);
    if (!face) return;
    const chars = clustersOf(run.text, glyphs).map((c) => String.fromCharCode(GLYPH_SLOT_BASE + this.slot(face, c)));
    this.pdf.text(chars.join(''), x, y, { baseline: 'alphabetic' });
  }
}
