import { describe, expect, it, vi } from 'vitest';
import { jsPDF } from 'jspdf';
import { exportFonts, loadExportFonts, stringsIn, textRuns, type FontFileId } from '../../src/shared/export/fonts';
import { readFontMetrics } from '../../src/shared/fonts/ttfMetrics';
import { subsetFont } from '../../src/shared/fonts/ttfSubset';
import { CAP_HEIGHT_EM, PT_TO_MM, sanitizeText, textWidthMm } from '../../src/shared/export/text';
import { EMPTY_EVENT_INFO } from '../../src/shared/plan/schema';
import { createExportApi } from '../../src/workers/export/api';
import { installNodeExportFonts, readNodeFontFile } from './helpers/exportFonts';
import { fakeBitmap, pdfShownStrings, pdfText, samplePage, TINY_JPEG } from './helpers/exportFixtures';

const SAMPLE = 'Łódź Fest 中文 Ωμέγα Привет Café – 10 × 10 ft';
const cp = (ch: string) => ch.codePointAt(0)!;
/** jsPDF's own TrueType parser (untyped in its typings): what the PDF's glyphs and widths come from. */
interface JsPdfGlyph {
  compound?: boolean;
  glyphIDs?: number[];
}
interface JsPdfTtf {
  characterToGlyph(code: number): number;
  widthOfGlyph(glyph: number): number;
  glyf: { glyphFor(id: number): JsPdfGlyph | null };
  maxp: { numGlyphs: number };
}
const jsPdfTtf = (bytes: Uint8Array): JsPdfTtf =>
  (jsPDF.API as unknown as { TTFFont: { open(b: Uint8Array): JsPdfTtf } }).TTFFont.open(bytes);

describe('TrueType metrics read from the font files', () => {
  it("reads Noto Sans's em, cap height and glyph coverage", async () => {
    const regular = readFontMetrics(await readNodeFontFile('regular'));
    expect(regular.unitsPerEm).toBe(1000);
    // The layout centres capitals with this constant: it must be the font's own.
    expect(regular.capHeight / regular.unitsPerEm).toBe(CAP_HEIGHT_EM);
    for (const ch of 'Łódź Ωμέγα Привет€×') expect(regular.glyphOf(cp(ch)), ch).toBeGreaterThan(0);
    expect(regular.glyphOf(cp('中'))).toBe(0);
    expect(regular.glyphOf(cp('🎉'))).toBe(0);
    const cjk = readFontMetrics(await readNodeFontFile('cjk'));
    for (const ch of '中文日本語ひらがなカタカナ') expect(cjk.glyphOf(cp(ch)), ch).toBeGreaterThan(0);
  });

  it('gives the same glyphs and advance widths as the parser jsPDF embeds the fonts with', async () => {
    for (const id of ['regular', 'bold', 'cjk'] as FontFileId[]) {
      const bytes = await readNodeFontFile(id);
      const ours = readFontMetrics(bytes);
      const theirs = jsPdfTtf(bytes);
      const chars = id === 'cjk' ? '中文日本語ひらがな，。' : 'Hello World 0123456789 Łódź Ωμέγα Привет€×–…’';
      for (const ch of chars) {
        const glyph = ours.glyphOf(cp(ch));
        expect(glyph, `${id} ${ch}`).toBe(theirs.characterToGlyph(cp(ch)));
        expect((ours.advanceOfGlyph(glyph) * 1000) / ours.unitsPerEm, `${id} ${ch}`).toBeCloseTo(
          theirs.widthOfGlyph(glyph),
          9,
        );
      }
    }
  });
});

describe('font subsets', () => {
  it('keeps just the characters drawn, with their original widths, composite glyphs whole', async () => {
    for (const [id, chars] of [
      ['regular', 'Łódź Fest Ǻ ǅ – 10 × 10 ft…'],
      ['cjk', '中文 日本語'],
    ] as const) {
      const full = await readNodeFontFile(id);
      const before = readFontMetrics(full);
      const subset = subsetFont(full, Array.from(chars).map(cp));
      expect(subset.length).toBeLessThan(id === 'cjk' ? 12_000 : 8_000);
      const after = readFontMetrics(subset);
      expect(after.unitsPerEm).toBe(before.unitsPerEm);
      for (const ch of chars) {
        expect(after.glyphOf(cp(ch)), ch).toBeGreaterThan(0);
        expect(after.advanceOfGlyph(after.glyphOf(cp(ch))), ch).toBe(before.advanceOfGlyph(before.glyphOf(cp(ch))));
      }
      expect(after.glyphOf(cp('Q'))).toBe(0);
      // jsPDF reads the subset: same glyphs, and every part of a composite glyph ('Ǻ' is A + ring + acute) is in it.
      const parsed = jsPdfTtf(subset);
      let composites = 0;
      for (let g = 0; g < parsed.maxp.numGlyphs; g++) {
        const glyph = parsed.glyf.glyphFor(g);
        if (!glyph?.compound) continue;
        composites++;
        for (const part of glyph.glyphIDs!) expect(part).toBeLessThan(parsed.maxp.numGlyphs);
      }
      if (id === 'regular') expect(composites).toBeGreaterThan(0);
      for (const ch of chars) expect(parsed.characterToGlyph(cp(ch))).toBe(after.glyphOf(cp(ch)));
    }
  });
});

describe('loading the export fonts', () => {
  it('reads the 2.4 MB CJK font only for a document with CJK text, and each file once', async () => {
    const read = vi.fn(readNodeFontFile);
    const latin = await loadExportFonts(read, stringsIn(samplePage({ areaTitle: 'Łódź Fest 🎉 ✓ עברית' })));
    // Nothing CJK: the emoji and the Hebrew fetch their own faces, not the CJK font.
    expect(latin.cjk).toBeNull();
    expect(latin.scripts.map((f) => f.id)).toEqual(['hebrew', 'emoji']);
    expect(latin.shaper).not.toBeNull();
    const withCjk = await loadExportFonts(
      read,
      stringsIn(samplePage({ eventInfo: { ...EMPTY_EVENT_INFO, name: '中文' } })),
    );
    expect(withCjk.cjk?.pdfName).toBe('NTSSCR+NotoSansSC-Regular');
    await loadExportFonts(read, ['中文']);
    // Regular and Bold were loaded before this file's tests (setupExportFonts); each other face once.
    expect(read.mock.calls.map((c) => c[0])).toEqual(['hebrew', 'emoji', 'cjk']);
  });

  it('splits text into runs by the face that has the glyphs, and measures each run by that face', async () => {
    const fonts = await installNodeExportFonts([SAMPLE]);
    const runs = textRuns('Łódź Fest 中文!', false);
    expect(runs.map((r) => [r.face.id, r.text])).toEqual([
      ['regular', 'Łódź Fest '],
      ['cjk', '中文'],
      ['regular', '!'],
    ]);
    expect(textRuns('Bold 中', true).map((r) => r.face.id)).toEqual(['bold', 'cjk']);
    // Ideographs are a full em wide in Noto Sans SC.
    expect(runs[1]!.widthEm).toBeCloseTo(2, 9);
    const em = runs.reduce((sum, r) => sum + r.widthEm, 0);
    expect(textWidthMm('Łódź Fest 中文!', 10)).toBeCloseTo(em * 10 * PT_TO_MM, 9);
    expect(exportFonts().cjk).toBe(fonts.cjk);
    expect(sanitizeText('中文 🎉')).toBe('中文 \ufffd');
  });
});

describe('the PDF embeds subsets of the fonts', () => {
  it("prints 'Łódź Fest 中文' as text in Noto Sans and Noto Sans SC, each a small subset", async () => {
    const api = createExportApi({ encodeJpeg: async () => TINY_JPEG.slice(), readFontFile: readNodeFontFile });
    const page = samplePage({ eventInfo: { ...EMPTY_EVENT_INFO, name: 'Łódź Fest 中文', organizer: 'Zażółć 组织' } });
    const result = await api.compose({ job: 1 }, page, { map: fakeBitmap(), locator: null });
    expect(pdfShownStrings(result.file.bytes).join('|')).toContain('Łódź Fest |中文');
    const body = pdfText(result.file.bytes);
    const names = [...body.matchAll(/\/FontName \/(\S+)/g)].map((m) => m[1]);
    expect(names.sort()).toEqual(['NTSBLD+NotoSans-Bold', 'NTSREG+NotoSans-Regular', 'NTSSCR+NotoSansSC-Regular']);
    expect(body).not.toMatch(/\/BaseFont \/Helvetica/);
    // Subsets: the embedded font programs are a few kB, not the 225 KiB and 2.4 MB files.
    const programs = [
      ...Buffer.from(result.file.bytes)
        .toString('latin1')
        .matchAll(/\/Length (\d+)\s*\/Length1 (\d+)/g),
    ].map((m) => Number(m[1]));
    for (const length of programs) expect(length).toBeLessThan(15_000);
    expect(result.file.bytes.byteLength).toBeLessThan(60_000);
    // The document information keeps the Unicode name (UTF-16 with a byte-order mark).
    const subject = /\/Subject \(\xfe\xff([^)]*)\)/.exec(body)?.[1];
    expect(
      Buffer.from(subject ?? '', 'latin1')
        .swap16()
        .toString('utf16le'),
    ).toContain('Łódź Fest 中文');
  });
});
