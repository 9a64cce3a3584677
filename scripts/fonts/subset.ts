/**
 * npm run fonts:subset — cuts the export's Noto files down to what a packet prints
 * (scripts/fonts/coverage.ts) with HarfBuzz's subsetter, and writes them with their licences to
 * src/assets/fonts. Run once when the fonts change, from the Google Fonts files as npm packages:
 *
 *   (in a scratch folder outside the repository; the packages and versions are in src/assets/fonts/README.md)
 *   npm i --no-save @expo-google-fonts/noto-sans@0.4.2 @expo-google-fonts/noto-sans-sc@0.4.3 ...
 *   npm run fonts:subset -- --from SCRATCH/node_modules/@expo-google-fonts
 *
 * The subsets keep every glyph's outline and advance width, the fonts' vertical metrics and their
 * copyright and licence records: only the characters outside the coverage go.
 */
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import subsetFont from 'subset-font';
import {
  ARABIC_RANGES,
  BENGALI_RANGES,
  cjkCodePoints,
  codePointsIn,
  DEVANAGARI_RANGES,
  EMOJI_RANGES,
  HEBREW_RANGES,
  koreanCodePoints,
  LATIN_RANGES,
  LAYOUT_FEATURES,
  NAME_IDS,
} from './coverage';
import { errorMessage } from '../../src/shared/errors/errorMessage';

const OUT_DIR = resolve(import.meta.dirname, '../../src/assets/fonts');

interface Job {
  /** The file in the source folder (the npm packages' layout). */
  from: string;
  /** The file written to src/assets/fonts (the name src/workers/export/fontFiles.ts imports). */
  to: string;
  codePoints: () => number[];
  /** The OpenType features kept: the browser's defaults (LAYOUT_FEATURES), or HarfBuzz's whole default set for a shaped script. */
  features?: readonly string[];
}

const JOBS: readonly Job[] = [
  {
    from: 'noto-sans/400Regular/NotoSans_400Regular.ttf',
    to: 'NotoSans_400Regular.ttf',
    codePoints: () => codePointsIn(LATIN_RANGES),
    features: LAYOUT_FEATURES,
  },
  {
    from: 'noto-sans/700Bold/NotoSans_700Bold.ttf',
    to: 'NotoSans_700Bold.ttf',
    codePoints: () => codePointsIn(LATIN_RANGES),
    features: LAYOUT_FEATURES,
  },
  {
    from: 'noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
    to: 'NotoSansSC_400Regular.ttf',
    codePoints: cjkCodePoints,
    features: LAYOUT_FEATURES,
  },
  {
    from: 'noto-sans-hebrew/400Regular/NotoSansHebrew_400Regular.ttf',
    to: 'NotoSansHebrew_400Regular.ttf',
    codePoints: () => codePointsIn(HEBREW_RANGES),
  },
  {
    from: 'noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
    to: 'NotoSansArabic_400Regular.ttf',
    codePoints: () => codePointsIn(ARABIC_RANGES),
  },
  {
    from: 'noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
    to: 'NotoSansDevanagari_400Regular.ttf',
    codePoints: () => codePointsIn(DEVANAGARI_RANGES),
  },
  {
    from: 'noto-sans-bengali/400Regular/NotoSansBengali_400Regular.ttf',
    to: 'NotoSansBengali_400Regular.ttf',
    codePoints: () => codePointsIn(BENGALI_RANGES),
  },
  {
    from: 'noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
    to: 'NotoSansKR_400Regular.ttf',
    codePoints: koreanCodePoints,
  },
  {
    from: 'noto-emoji/400Regular/NotoEmoji_400Regular.ttf',
    to: 'NotoEmoji_400Regular.ttf',
    codePoints: () => codePointsIn(EMOJI_RANGES),
  },
];

/** Each package's font licence (the SIL Open Font License 1.1 with the family's copyright line). */
const LICENCES = [
  { from: 'noto-sans/LICENSE_FONT', to: 'OFL-NotoSans.txt' },
  { from: 'noto-sans-sc/LICENSE_FONT', to: 'OFL-NotoSansSC.txt' },
  { from: 'noto-sans-hebrew/LICENSE_FONT', to: 'OFL-NotoSansHebrew.txt' },
  { from: 'noto-sans-arabic/LICENSE_FONT', to: 'OFL-NotoSansArabic.txt' },
  { from: 'noto-sans-devanagari/LICENSE_FONT', to: 'OFL-NotoSansDevanagari.txt' },
  { from: 'noto-sans-bengali/LICENSE_FONT', to: 'OFL-NotoSansBengali.txt' },
  { from: 'noto-sans-kr/LICENSE_FONT', to: 'OFL-NotoSansKR.txt' },
  { from: 'noto-emoji/LICENSE_FONT', to: 'OFL-NotoEmoji.txt' },
];

function sourceDir(args: string[]): string {
  const at = args.indexOf('--from');
  if (at >= 0) {
    const dir = args[at + 1];
    if (!dir) throw new Error('--from needs a folder');
    return resolve(dir);
  }
  return resolve('node_modules/@expo-google-fonts');
}

async function main(): Promise<void> {
  const from = sourceDir(process.argv.slice(2));
  await mkdir(OUT_DIR, { recursive: true });
  for (const job of JOBS) {
    const source = await readFile(join(from, job.from));
    const text = String.fromCodePoint(...job.codePoints());
    const subset = await subsetFont(source, text, {
      targetFormat: 'truetype',
      ...(job.features ? { keepFeatures: job.features } : {}),
      preserveNameIds: NAME_IDS,
    });
    await writeFile(join(OUT_DIR, job.to), subset);
    const kb = (n: number) => `${Math.round(n / 1024).toLocaleString('en-US')} KiB`;
    console.log(`${job.to}: ${kb(source.length)} → ${kb(subset.length)}`);
  }
  for (const licence of LICENCES) await copyFile(join(from, licence.from), join(OUT_DIR, licence.to));
}

main().catch((error: unknown) => {
  console.error(`fonts:subset failed: ${errorMessage(error)}`);
  process.exitCode = 1;
});
