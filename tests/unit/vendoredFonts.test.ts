/**
 * The vendored export fonts (src/assets/fonts) are the subsets scripts/fonts/coverage.ts asks for:
 * every common ideograph and the scripts a packet prints are in them, they carry their licence,
 * and they stay small enough for the service worker to precache.
 */
import { describe, expect, it } from 'vitest';
import { COMMON_IDEOGRAPH_SOURCES, ideographsOf } from '../../scripts/fonts/coverage';
import { FONT_FILES, type FontFileId } from '../../src/shared/export/fonts';
import { readFontMetrics } from '../../src/shared/fonts/ttfMetrics';
import { readNodeFontFile } from './helpers/exportFonts';

const cp = (ch: string) => ch.codePointAt(0)!;
const missing = (bytes: Uint8Array, chars: Iterable<string>) => {
  const metrics = readFontMetrics(bytes);
  return [...chars].filter((ch) => metrics.glyphOf(cp(ch)) === 0);
};
const utf16be = (text: string) => Buffer.from(Array.from(text).flatMap((ch) => [cp(ch) >> 8, cp(ch) & 0xff]));

/** Words in the scripts Noto Sans prints, and every non-ASCII character the app's own packet texts use. */
const LATIN_SAMPLES = [
  'Łódź Fest Zażółć gęślą jaźń Ǻ ǅ ß æ ø å ñ ç',
  'Ωμέγα Ἀθῆναι Привет Ђорђе Ґанок Қазақ',
  'Tiếng Việt Đà Nẵng ŵ ŷ',
  '§ ° ± ² ³ µ · × ÷ – — ‘ ’ “ ” … ‹ › − € £ ¥ № ™ ½ ﬁ',
];
/** Kana, punctuation and full-width forms that CJK text is written with. */
const CJK_SAMPLES = ['ひらがな カタカナ ー', '、。「」『』・〜', '，！？（）：；％'];

describe('the vendored export fonts', () => {
  it('print the Latin, Greek, Cyrillic and Vietnamese text a packet may hold, in Regular and Bold', async () => {
    for (const id of ['regular', 'bold'] as FontFileId[]) {
      const bytes = await readNodeFontFile(id);
      for (const sample of LATIN_SAMPLES)
        expect(missing(bytes, sample.replace(/ /g, '')), `${id}: ${sample}`).toEqual([]);
      // A subset: no Devanagari (Noto Sans Devanagari draws it) and no ideographs.
      expect(readFontMetrics(bytes).glyphOf(cp('क'))).toBe(0);
      expect(bytes.length).toBeLessThan(300 * 1024);
    }
  });

  it('hold every common ideograph of GB 2312, Big5 and JIS X 0208 level 1, and the kana, in the CJK font', async () => {
    const bytes = await readNodeFontFile('cjk');
    for (const source of COMMON_IDEOGRAPH_SOURCES) {
      const ideographs = ideographsOf(source);
      expect(ideographs.length, source.name).toBeGreaterThan(2900);
      expect(missing(bytes, String.fromCodePoint(...ideographs)), source.name).toEqual([]);
    }
    for (const sample of CJK_SAMPLES) expect(missing(bytes, sample.replace(/ /g, '')), sample).toEqual([]);
    // Simplified, traditional and Japanese forms of the same words.
    expect(missing(bytes, '中文简体繁體中文臺灣香港東京駅図書館広場紐約纽约')).toEqual([]);
    // A subset: rare ideographs are left out, and the whole file stays small enough to precache.
    expect(readFontMetrics(bytes).glyphOf(0x20000)).toBe(0);
    expect(bytes.length).toBeLessThan(2.5 * 1024 * 1024);
  });

  it('carry their licence (SIL Open Font License 1.1) and copyright in their name records', async () => {
    const copyright = (id: FontFileId) =>
      id === 'cjk' || id === 'korean' ? 'Adobe' : id === 'emoji' ? 'Google' : 'The Noto Project Authors';
    for (const id of Object.keys(FONT_FILES) as FontFileId[]) {
      const bytes = Buffer.from(await readNodeFontFile(id));
      expect(bytes.includes(utf16be('SIL Open Font License, Version 1.1')), id).toBe(true);
      expect(bytes.includes(utf16be(copyright(id))), id).toBe(true);
    }
  });
});
