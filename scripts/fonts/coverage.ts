/**
 * What the vendored export fonts (src/assets/fonts) cover: the characters a packet prints, small
 * enough to precache. scripts/fonts/subset.ts cuts the fonts to these; tests/unit/vendoredFonts.test.ts
 * checks that the files hold them.
 */

/** An inclusive range of Unicode code points. */
export type CodeRange = readonly [from: number, to: number];

/**
 * Noto Sans Regular and Bold: the scripts of Europe and the Americas, and the punctuation and
 * symbols the app's own texts print (× – — … § ° ± ² µ · − ‹ ›). Devanagari, which Noto Sans also
 * has, is left to Noto Sans Devanagari (loaded only for text that has it).
 */
export const LATIN_RANGES: readonly CodeRange[] = [
  [0x0020, 0x007e], // Basic Latin
  [0x00a0, 0x00ff], // Latin-1 Supplement
  [0x0100, 0x024f], // Latin Extended-A and -B
  [0x0250, 0x02ff], // IPA extensions, spacing modifier letters
  [0x0300, 0x036f], // Combining diacritical marks (decomposed accents)
  [0x0370, 0x03ff], // Greek
  [0x0400, 0x052f], // Cyrillic and its supplement
  [0x1e00, 0x1eff], // Latin Extended Additional (Vietnamese, Welsh)
  [0x1f00, 0x1fff], // Greek Extended (polytonic)
  [0x2000, 0x206f], // General punctuation (dashes, quotes, ellipsis, ‹ ›)
  [0x2070, 0x209f], // Superscripts and subscripts
  [0x20a0, 0x20cf], // Currency symbols (€)
  [0x2100, 0x214f], // Letterlike symbols (№, ™)
  [0x2150, 0x218f], // Number forms (½, ⅓)
  [0x2190, 0x21ff], // Arrows (Noto Sans has few)
  [0x2200, 0x22ff], // Mathematical operators (−)
  [0x25cc, 0x25cc], // Dotted circle (shows a lone combining mark)
  [0x2c60, 0x2c7f], // Latin Extended-C
  [0xfb00, 0xfb06], // Latin ligatures (ﬁ, ﬂ)
  [0xfffd, 0xfffd], // Replacement character
];

/** Noto Sans SC beyond its ideographs: kana and the punctuation and forms CJK text is written with. */
export const CJK_RANGES: readonly CodeRange[] = [
  [0x0020, 0x0020], // Space (Noto Sans draws it; a font without one confuses tools that read it alone)
  [0x3000, 0x303f], // CJK symbols and punctuation (、。「」)
  [0x3040, 0x309f], // Hiragana
  [0x30a0, 0x30ff], // Katakana
  [0x31f0, 0x31ff], // Katakana phonetic extensions
  [0xfe30, 0xfe4f], // CJK compatibility forms
  [0xff00, 0xffef], // Half-width and full-width forms (，！？（）)
];

/**
 * The common ideographs, each list drawn up by how often the characters are used:
 * - GB 2312 level 1: the 3,755 most used simplified Chinese characters (mainland China);
 * - Big5 level 1: the 5,401 common traditional characters (Taiwan, Hong Kong, and much of
 *   New York's Chinatown);
 * - JIS X 0208 level 1: the 2,965 common Japanese kanji.
 * They overlap: together 7,174 characters. Read from the encodings' own tables
 * (TextDecoder), so no character list has to be kept in the repository.
 */
export const COMMON_IDEOGRAPH_SOURCES = [
  { name: 'GB 2312 level 1', encoding: 'gb18030', leadBytes: [0xb0, 0xd7], trailBytes: [[0xa1, 0xfe]] },
  {
    name: 'Big5 level 1',
    encoding: 'big5',
    leadBytes: [0xa4, 0xc6],
    trailBytes: [
      [0x40, 0x7e],
      [0xa1, 0xfe],
    ],
  },
  { name: 'JIS X 0208 level 1', encoding: 'euc-jp', leadBytes: [0xb0, 0xcf], trailBytes: [[0xa1, 0xfe]] },
] as const satisfies readonly {
  name: string;
  encoding: string;
  leadBytes: CodeRange;
  trailBytes: readonly CodeRange[];
}[];

export type IdeographSource = (typeof COMMON_IDEOGRAPH_SOURCES)[number];

const isIdeograph = (cp: number) => (cp >= 0x3400 && cp <= 0x4dbf) || (cp >= 0x4e00 && cp <= 0x9fff);

/** The ideographs one double-byte encoding's rows hold, in code-point order. */
export function ideographsOf(source: IdeographSource): number[] {
  const decoder = new TextDecoder(source.encoding);
  const found = new Set<number>();
  for (let lead = source.leadBytes[0]; lead <= source.leadBytes[1]; lead++) {
    for (const [from, to] of source.trailBytes) {
      for (let trail = from; trail <= to; trail++) {
        const chars = Array.from(decoder.decode(new Uint8Array([lead, trail])));
        const cp = chars.length === 1 ? chars[0]!.codePointAt(0)! : 0;
        if (isIdeograph(cp)) found.add(cp);
      }
    }
  }
  return [...found].sort((a, b) => a - b);
}

export function codePointsIn(ranges: readonly CodeRange[]): number[] {
  return ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i));
}

/** Every code point the CJK subset is cut to: the common ideographs of all three lists, kana, punctuation. */
export function cjkCodePoints(): number[] {
  const all = new Set(codePointsIn(CJK_RANGES));
  for (const source of COMMON_IDEOGRAPH_SOURCES) for (const cp of ideographsOf(source)) all.add(cp);
  return [...all].sort((a, b) => a - b);
}

/** The joiners and marks every shaped script's text may hold: ZWNJ, ZWJ, LRM, RLM, and the dotted circle. */
const SHAPING_CONTROLS: readonly CodeRange[] = [
  [0x0020, 0x0020], // Space (a face read alone by a tool needs one)
  [0x200c, 0x200f], // ZWNJ, ZWJ, LRM, RLM
  [0x25cc, 0x25cc], // Dotted circle (HarfBuzz shows a lone mark on it)
];

/** Noto Sans Hebrew: the Hebrew block (letters, points, cantillation) and its presentation forms. */
export const HEBREW_RANGES: readonly CodeRange[] = [...SHAPING_CONTROLS, [0x0591, 0x05ff], [0xfb1d, 0xfb4f]];

/**
 * Noto Sans Arabic: Arabic and its supplement and Extended-A (Urdu, Persian, Pashto letters too),
 * and the presentation forms (text typed in them, and the joined forms the shaping picks).
 */
export const ARABIC_RANGES: readonly CodeRange[] = [
  ...SHAPING_CONTROLS,
  [0x0600, 0x06ff],
  [0x0750, 0x077f],
  [0x08a0, 0x08ff],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfeff],
];

/** Noto Sans Devanagari: Devanagari (Hindi, Marathi, Nepali) and its extension; the dandas. */
export const DEVANAGARI_RANGES: readonly CodeRange[] = [...SHAPING_CONTROLS, [0x0900, 0x097f], [0xa8e0, 0xa8ff]];

/** Noto Sans Bengali: the Bengali block, and the dandas Bengali text borrows from Devanagari. */
export const BENGALI_RANGES: readonly CodeRange[] = [...SHAPING_CONTROLS, [0x0964, 0x0965], [0x0980, 0x09ff]];

/** Noto Sans KR beyond the syllables: the jamo (conjoining and compatibility) and the punctuation Korean uses. */
export const KOREAN_RANGES: readonly CodeRange[] = [
  [0x0020, 0x0020],
  [0x1100, 0x11ff], // Hangul Jamo
  [0x3000, 0x303f], // CJK symbols and punctuation
  [0x3131, 0x318e], // Hangul compatibility jamo
];

/**
 * The 2,350 Hangul syllables of KS X 1001 (EUC-KR rows 0xB0–0xC8): the syllables Korean is written
 * with day to day (the other 8,822 of the 11,172 are rare). Read from the encoding's own table.
 */
export function ksx1001Syllables(): number[] {
  const decoder = new TextDecoder('euc-kr');
  const found: number[] = [];
  for (let lead = 0xb0; lead <= 0xc8; lead++) {
    for (let trail = 0xa1; trail <= 0xfe; trail++) {
      const cp = decoder.decode(new Uint8Array([lead, trail])).codePointAt(0) ?? 0;
      if (cp >= 0xac00 && cp <= 0xd7a3) found.push(cp);
    }
  }
  return found;
}

export function koreanCodePoints(): number[] {
  return [...new Set([...codePointsIn(KOREAN_RANGES), ...ksx1001Syllables()])].sort((a, b) => a - b);
}

/**
 * Noto Emoji (monochrome): the emoji blocks whole, with the joiner, variation selectors, skin tones
 * and tags, so sequences (flags, families, 'woman firefighter') keep the glyph the font has for them.
 */
export const EMOJI_RANGES: readonly CodeRange[] = [
  [0x0020, 0x0020],
  [0x0023, 0x0023], // # (keycap)
  [0x002a, 0x002a], // * (keycap)
  [0x0030, 0x0039], // digits (keycaps)
  [0x00a9, 0x00a9],
  [0x00ae, 0x00ae],
  [0x200d, 0x200d], // ZWJ
  [0x203c, 0x203c],
  [0x2049, 0x2049],
  [0x20e3, 0x20e3], // combining keycap
  [0x2122, 0x2122],
  [0x2139, 0x2139],
  [0x2194, 0x21aa],
  [0x231a, 0x23ff],
  [0x24c2, 0x24c2],
  [0x25aa, 0x25fe],
  [0x2600, 0x27bf], // Miscellaneous symbols, dingbats
  [0x2934, 0x2935],
  [0x2b05, 0x2b55],
  [0x3030, 0x3030],
  [0x303d, 0x303d],
  [0x3297, 0x3299],
  [0xfe0e, 0xfe0f], // text and emoji variation selectors
  [0x1f000, 0x1faff], // the emoji planes' blocks (pictographs, emoticons, transport, supplemental, extended-A)
  [0xe0020, 0xe007f], // tags (subdivision flags)
];

/**
 * The OpenType features kept in the Latin and CJK faces: those a browser applies to horizontal text by
 * default (the PNG is drawn by the browser's canvas; the PDF places those faces' glyphs unshaped).
 * The shaped faces (Hebrew, Arabic, Devanagari, Bengali, Korean, emoji) keep HarfBuzz's default set,
 * every feature their scripts' shaping needs (init, medi, fina, rlig, half, pres, ...). Keeping every feature would pull in small
 * caps, old-style figures and vertical forms no one prints.
 */
export const LAYOUT_FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'calt', 'rlig', 'rclt'];

/** The name records kept: the font's names and version, its copyright, and its licence (OFL) with its URL. */
export const NAME_IDS = [0, 1, 2, 3, 4, 5, 6, 13, 14];
