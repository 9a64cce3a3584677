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
 * has, is left out: the PDF does not shape text, so it would print wrongly anyway.
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

/**
 * The OpenType features kept: those a browser applies to horizontal text by default (the PNG is
 * drawn by the browser's canvas; the PDF applies none). Keeping every feature would pull in small
 * caps, old-style figures and vertical forms no one prints.
 */
export const LAYOUT_FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'calt', 'rlig', 'rclt'];

/** The name records kept: the font's names and version, its copyright, and its licence (OFL) with its URL. */
export const NAME_IDS = [0, 1, 2, 3, 4, 5, 6, 13, 14];
