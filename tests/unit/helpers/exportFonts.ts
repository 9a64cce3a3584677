/** The export fonts in Node: read from src/assets/fonts, as the worker fetches them in the browser. */
import { readFile } from 'node:fs/promises';
import {
  FONT_FILES,
  installExportFonts,
  loadExportFonts,
  type ExportFonts,
  type FontFileId,
} from '../../../src/shared/export/fonts';

const FONT_DIR = new URL('../../../src/assets/fonts/', import.meta.url);

export async function readNodeFontFile(id: FontFileId): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await readFile(new URL(FONT_FILES[id], FONT_DIR)));
}

/** Loads (CJK too when `texts` need it) and installs the fonts that text is measured with. */
export async function installNodeExportFonts(texts: string[] = []): Promise<ExportFonts> {
  const fonts = await loadExportFonts(readNodeFontFile, texts);
  installExportFonts(fonts);
  return fonts;
}
