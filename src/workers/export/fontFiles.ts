/// <reference types="vite/client" />
/**
 * The export fonts' files (src/assets/fonts: Noto Sans subsets), bundled by Vite as assets and
 * fetched on first use (the CJK one, 2.4 MB, only for a document with CJK text).
 * src/shared/export/fonts.ts keeps each loaded face for the worker's lifetime, so every file is
 * fetched at most once per worker.
 */
import regularUrl from '../../assets/fonts/NotoSans_400Regular.ttf?url';
import boldUrl from '../../assets/fonts/NotoSans_700Bold.ttf?url';
import cjkUrl from '../../assets/fonts/NotoSansSC_400Regular.ttf?url';
import type { FontFileId } from '../../shared/export/fonts';

const FONT_URLS: Readonly<Record<FontFileId, string>> = { regular: regularUrl, bold: boldUrl, cjk: cjkUrl };

export async function fetchFontFile(id: FontFileId): Promise<Uint8Array<ArrayBuffer>> {
  const response = await fetch(FONT_URLS[id]);
  if (!response.ok) throw new Error(`Font ${id} could not be loaded (HTTP ${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
}
