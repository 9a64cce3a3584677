/**
 * The scripts a New Yorker writes, in the packet: each in its own Noto face (which glyphs), shaped by
 * HarfBuzz (Arabic joined, Devanagari and Bengali reordered into conjuncts), put in visual order by
 * the bidi algorithm, and printed in the PDF with a ToUnicode map that gives back the typed text.
 */
import { jsPDF } from 'jspdf';
import { describe, expect, it } from 'vitest';
import { ksx1001Syllables } from '../../scripts/fonts/coverage';
import {
  exportFonts,
  faceFor,
  isRtlLine,
  textRuns,
  visualText,
  type ExportFontFace,
  type ScriptFaceId,
} from '../../src/shared/export/fonts';
import { clustersOf, toUnicodeCmap } from '../../src/shared/export/pdfShapedText';
import { GLYPH_SLOT_BASE, subsetGlyphs } from '../../src/shared/fonts/ttfSubset';
import { sanitizeText } from '../../src/shared/export/text';
import { loadShaper } from '../../src/shared/fonts/shaping';
import { readFontMetrics } from '../../src/shared/fonts/ttfMetrics';
import { EMPTY_EVENT_INFO } from '../../src/shared/plan/schema';
import { createExportApi } from '../../src/workers/export/api';
import { installNodeExportFonts, readNodeFontFile } from './helpers/exportFonts';
import { fakeBitmap, pdfShownStrings, pdfText, samplePage, TINY_JPEG } from './helpers/exportFixtures';

const cp = (ch: string) => ch.codePointAt(0)!;
const LABEL = 'Grill 🔥 שלום עולם مرحبا';

/** Per face: words it must draw (every letter a glyph of its own face, none in Noto Sans). */
const SAMPLES: Record<ScriptFaceId, string> = {
  hebrew: 'שלום עולם אבגדהוזחטיכלמנסעפצקרשתךםןףץ בְּרֵאשִׁית',
  arabic: 'مرحبا خيمة السلام عليكم ڤ گ پ چ ۔',
  devanagari: 'नमस्ते क्षत्रिय हिन्दी मराठी ॐ।',
  bengali: 'বাংলা ক্ষমা নমস্কার ৳',
  korean: '안녕하세요 한국어 뉴욕 ㄱㅏ',
  emoji: '🔥🎉🍔🌭🎪🚻♿🅿✅⚡☀🇺🇸',
};

describe('the script faces', () => {
  it('each draw their script with glyphs of their own, which Noto Sans does not have', async () => {
    const regular = readFontMetrics(await readNodeFontFile('regular'));
    for (const [id, sample] of Object.entries(SAMPLES) as [ScriptFaceId, string][]) {
      const face = readFontMetrics(await readNodeFontFile(id));
      for (const ch of sample.replace(/ /g, '')) {
        expect(face.glyphOf(cp(ch)), `${id} ${ch}`).toBeGreaterThan(0);
        if (ch.codePointAt(0)! >= 0x0590 && !/[\u{1f1e6}-\u{1f1ff}]/u.test(ch))
          expect(regular.glyphOf(cp(ch)), `regular ${ch}`).toBe(0);
      }
    }
  });

  it('hold the 2,350 KS X 1001 Hangul syllables, and stay small enough to precache', async () => {
    const korean = await readNodeFontFile('korean');
    const syllables = ksx1001Syllables();
    expect(syllables).toHaveLength(2350);
    const metrics = readFontMetrics(korean);
    expect(syllables.filter((s) => metrics.glyphOf(s) === 0)).toEqual([]);
    // A subset: a rare syllable (outside KS X 1001) is left out.
    expect(metrics.glyphOf(cp('똠'))).toBe(0);
    const sizes: Record<ScriptFaceId, number> = {
      hebrew: 20,
      arabic: 130,
      devanagari: 170,
      bengali: 100,
      korean: 760,
      emoji: 900,
    };
    for (const [id, kib] of Object.entries(sizes) as [ScriptFaceId, number][])
      expect((await readNodeFontFile(id)).length, id).toBeLessThan(kib * 1024);
  });

  it('are chosen per character once loaded: ש in Noto Sans Hebrew, م in Arabic, 🔥 in Noto Emoji', async () => {
    const fonts = await installNodeExportFonts(Object.values(SAMPLES));
    expect(fonts.scripts.map((f) => f.id)).toEqual(['hebrew', 'arabic', 'devanagari', 'bengali', 'korean', 'emoji']);
    const faceOf = (ch: string) => faceFor(cp(ch), false, fonts)?.id;
    expect(['ש', 'م', 'क', 'ক', '한', '🔥', 'G', '中'].map(faceOf)).toEqual([
      'hebrew',
      'arabic',
      'devanagari',
      'bengali',
      'korean',
      'emoji',
      'regular',
      undefined,
    ]);
    // No '?' for any of them any more.
    for (const sample of Object.values(SAMPLES)) expect(sanitizeText(sample)).toBe(sample.normalize('NFC'));
  });
});

describe('shaping', () => {
  const shapeIn = async (id: ScriptFaceId, text: string, rtl: boolean) => {
    const bytes = await readNodeFontFile(id);
    return { glyphs: (await loadShaper())(bytes, text, rtl), metrics: readFontMetrics(bytes) };
  };

  it('joins Arabic letters: the same meem takes its initial and final forms, right to left', async () => {
    const { glyphs, metrics } = await shapeIn('arabic', 'مم', true);
    // Visual order, left to right: the final meem (typed second), then the initial one.
    expect(glyphs.map((g) => g.glyph)).toEqual([metrics.glyphOf(0xfee2), metrics.glyphOf(0xfee3)]);
    expect(glyphs.map((g) => g.cluster)).toEqual([1, 0]);
    expect(metrics.glyphOf(cp('م'))).not.toBe(metrics.glyphOf(0xfee3));
    const alone = await shapeIn('arabic', 'م', true);
    expect(alone.glyphs.map((g) => g.glyph)).toEqual([metrics.glyphOf(cp('م'))]);
  });

  it('makes Devanagari and Bengali conjuncts, and puts the i vowel sign before its consonant', async () => {
    for (const [id, ksa, ka, ssa, ki, iSign] of [
      ['devanagari', 'क्ष', 'क', 'ष', 'कि', 'ि'],
      ['bengali', 'ক্ষ', 'ক', 'ষ', 'কি', 'ি'],
    ] as const) {
      const conjunct = await shapeIn(id, ksa, false);
      const { metrics } = conjunct;
      // One glyph, the conjunct's own: neither ka nor ssa nor the virama.
      expect(conjunct.glyphs, id).toHaveLength(1);
      expect([metrics.glyphOf(cp(ka)), metrics.glyphOf(cp(ssa)), 0]).not.toContain(conjunct.glyphs[0]!.glyph);
      // 'ki': typed ka then the sign, drawn sign first; one cluster.
      const syllable = await shapeIn(id, ki, false);
      expect(syllable.glyphs).toHaveLength(2);
      expect(syllable.glyphs[1]!.glyph, id).toBe(metrics.glyphOf(cp(ka)));
      expect(syllable.glyphs[0]!.glyph, id).not.toBe(metrics.glyphOf(cp(ka)));
      expect(syllable.glyphs[0]!.glyph, id).toBeGreaterThan(0);
      expect(iSign.length).toBe(1);
      expect(syllable.glyphs.map((g) => g.cluster)).toEqual([0, 0]);
    }
  });

  it('draws an emoji sequence as the one glyph the font has for it', async () => {
    const { glyphs, metrics } = await shapeIn('emoji', '👩‍🚒', false);
    expect(glyphs).toHaveLength(1);
    expect(glyphs[0]!.glyph).not.toBe(metrics.glyphOf(cp('👩')));
    expect(glyphs[0]!.glyph).toBeGreaterThan(0);
  });
});

describe('bidi: a mixed line in visual order', () => {
  it("lays out 'Grill 🔥 שלום עולם مرحبا' left to right: the Latin first, the right-to-left words reversed", async () => {
    await installNodeExportFonts([LABEL]);
    const runs = textRuns(LABEL, false);
    expect(runs.map((r) => [r.face.id, r.text, r.rtl])).toEqual([
      ['regular', 'Grill ', false],
      ['emoji', '🔥', false],
      ['regular', ' ', false],
      ['arabic', 'مرحبا', true],
      ['regular', ' ', true],
      ['hebrew', 'עולם', true],
      ['regular', ' ', true],
      ['hebrew', 'שלום', true],
    ]);
    // Each right-to-left run's glyphs are reversed: the first typed letter is drawn last (rightmost).
    const hebrew = runs[7]!;
    const metrics = hebrew.face.metrics;
    expect(hebrew.glyphs!.map((g) => g.glyph)).toEqual(Array.from('םולש').map((ch) => metrics.glyphOf(cp(ch))));
    expect(isRtlLine(LABEL)).toBe(false);
    expect(isRtlLine('שלום Grill')).toBe(true);
  });

  it('orders a right-to-left line with Latin in it, brackets mirrored', async () => {
    await installNodeExportFonts(['خيمة (big tent)']);
    const runs = textRuns('خيمة (big tent)', false);
    expect(isRtlLine('خيمة (big tent)')).toBe(true);
    // Right to left: the Arabic word at the right, the Latin left to right inside the brackets at its
    // left, the brackets (right-to-left characters here) mirrored so they still enclose it.
    // (A shaped run's glyphs are reversed by HarfBuzz; its text stays as typed.)
    const drawn = (r: (typeof runs)[number]) => (r.glyphs ? r.text : visualText(r));
    expect(runs.map((r) => [r.face.id, r.rtl, drawn(r)])).toEqual([
      ['regular', true, '('],
      ['regular', false, 'big tent'],
      ['regular', true, ') '],
      ['arabic', true, 'خيمة'],
    ]);
    expect(runs.map(drawn).join('')).toBe('(big tent) خيمة');
  });

  it('measures a shaped run by its shaped advances', async () => {
    const fonts = exportFonts();
    const arabic = fonts.scripts.find((f) => f.id === 'arabic') as ExportFontFace;
    const [run] = textRuns('مرحبا', false);
    expect(run!.face).toBe(arabic);
    expect(run!.widthEm).toBeCloseTo(run!.glyphs!.reduce((em, g) => em + g.xAdvance, 0) / 1000, 9);
  });
});

describe('the PDF', () => {
  it('embeds the script faces and maps every shaped glyph back to the characters typed', async () => {
    const api = createExportApi({ encodeJpeg: async () => TINY_JPEG.slice(), readFontFile: readNodeFontFile });
    const page = samplePage({
      eventInfo: { ...EMPTY_EVENT_INFO, name: LABEL, organizer: 'नमस्ते বাংলা 안녕하세요' },
    });
    const result = await api.compose({ job: 1 }, page, { map: fakeBitmap(), locator: null });
    const body = pdfText(result.file.bytes);
    const names = [...body.matchAll(/\/FontName \/(\S+)/g)].map((m) => m[1]);
    for (const name of [
      'NTSHEB+NotoSansHebrew-Regular',
      'NTSARA+NotoSansArabic-Regular',
      'NTSDEV+NotoSansDevanagari-Regular',
      'NTSBEN+NotoSansBengali-Regular',
      'NTSKOR+NotoSansKR-Regular',
      'NTEMOJ+NotoEmoji-Regular',
    ])
      expect(names).toContain(name);
    // One glyph per cluster, read through the ToUnicode maps: the right-to-left words come out
    // reversed (visual order), every cluster the characters typed, the emoji its own code point.
    const shown = pdfShownStrings(result.file.bytes).join('');
    expect(shown).toContain('Grill 🔥');
    const reversed = (word: string) => Array.from(word).reverse().join('');
    expect(shown).toContain(reversed('שלום'));
    // 'ب' is drawn as the letter and its dot, one composite glyph standing for 'ب'.
    expect(shown).toContain(reversed('مرحبا'));
    // 'ते' (the vowel sign above), 'स्' (a half form), all as typed.
    expect(shown).toContain('नमस्ते');
    expect(shown).toContain('বাংলা');
    expect(shown).toContain('안녕하세요');
    expect(shown).not.toMatch(/[?\ufffd\ue000-\uf8ff]/);
  });

  it('makes one glyph of each cluster: "कि" is the vowel sign then ka, one composite glyph with their advance', async () => {
    const bytes = await readNodeFontFile('devanagari');
    const glyphs = (await loadShaper())(bytes, 'कि', false);
    const [cluster] = clustersOf('कि', glyphs);
    expect(clustersOf('कि', glyphs)).toHaveLength(1);
    expect(cluster!.text).toBe('कि');
    expect(cluster!.components.map((c) => c.glyph)).toEqual(glyphs.map((g) => g.glyph));
    // The consonant sits after the sign's advance.
    expect(cluster!.components[1]!.dx).toBe(glyphs[0]!.xAdvance);
    const subset = subsetGlyphs(bytes, [cluster!]);
    const metrics = readFontMetrics(subset);
    expect(metrics.glyphOf(GLYPH_SLOT_BASE)).toBe(1);
    expect(metrics.advanceOfGlyph(1)).toBe(cluster!.advance);
    // A composite glyph: its two parts follow it in the subset.
    const parsed = (
      jsPDF.API as unknown as {
        TTFFont: {
          open(b: Uint8Array): { glyf: { glyphFor(id: number): { compound?: boolean; glyphIDs?: number[] } } };
        };
      }
    ).TTFFont.open(subset);
    expect(parsed.glyf.glyphFor(1)).toMatchObject({ compound: true, glyphIDs: [2, 3] });
  });

  it('writes a ToUnicode map of one entry per glyph, several characters where a glyph stands for several', () => {
    const cmap = toUnicodeCmap(['ש', '🔥', 'क्ष', '']);
    expect(cmap).toContain('<0001> <05e9>');
    expect(cmap).toContain('<0002> <d83ddd25>');
    expect(cmap).toContain('<0003> <0915094d0937>');
    expect(cmap).not.toContain('<0004>');
    expect(cmap).toContain('3 beginbfchar');
  });
});
