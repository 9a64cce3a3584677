/// <reference types="vite/client" />
/**
 * The export fonts' files (src/assets/fonts: Noto subsets), bundled by Vite as assets and fetched on
 * first use (all but Noto Sans only for a document with text in their scripts: CJK, Hebrew, Arabic,
 * Devanagari, Bengali, Korean, emoji). src/shared/export/fonts.ts keeps each loaded face for the
 * worker's lifetime, so every file is fetched at most once per worker.
 */
import regularUrl from '../../assets/fonts/NotoSans_400Regular.ttf?url';
import boldUrl from '../../assets/fonts/NotoSans_700Bold.ttf?url';
import cjkUrl from '../../assets/fonts/NotoSansSC_400Regular.ttf?url';
import hebrewUrl from '../../assets/fonts/NotoSansHebrew_400Regular.ttf?url';
import arabicUrl from '../../assets/fonts/NotoSansArabic_400Regular.ttf?url';
import devanagariUrl from '../../assets/fonts/NotoSansDevanagari_400Regular.ttf?url';
import bengaliUrl from '../../assets/fonts/NotoSansBengali_400Regular.ttf?url';
import koreanUrl from '../../assets/fonts/NotoSansKR_400Regular.ttf?url';
import emojiUrl from '../../assets/fonts/NotoEmoji_400Regular.ttf?url';
import type { FontFileId } from '../../shared/export/fonts';

const FONT_URLS: Readonly<Record<FontFileId, string>> = {
  regular: regularUrl,
  bold: boldUrl,
  cjk: cjkUrl,
  hebrew: hebrewUrl,
  arabic: arabicUrl,
  devanagari: devanagariUrl,
  bengali: bengaliUrl,
  korean: koreanUrl,
  emoji: emojiUrl,
};

export async function fetchFontFile(id: FontFileId): Promise<Uint8Array<ArrayBuffer>> {
  const response = await fetch(FONT_URLS[id]);
  if (!response.ok) throw new Error(`Font ${id} could not be loaded (HTTP ${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
}
