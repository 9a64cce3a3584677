/**
 * A real PDF reader for the export tests: poppler's pdfinfo and pdftotext (scripts/test.sh installs
 * poppler-utils). Nothing here knows how the app writes its PDFs.
 */
import { execFileSync } from 'node:child_process';

export interface PdfInfo {
  pages: number;
  pageSize: string;
}
export interface PdfWord {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

export function pdfInfo(path: string): PdfInfo {
  const out = execFileSync('pdfinfo', [path], { encoding: 'utf8' });
  const field = (name: string) => new RegExp(`^${name}:\\s*(.+)$`, 'm').exec(out)?.[1]?.trim() ?? '';
  return { pages: Number(field('Pages')), pageSize: field('Page size') };
}

/** The text of the whole document, or of one page. */
export function pdfText(path: string, page?: number): string {
  const range = page ? ['-f', String(page), '-l', String(page)] : [];
  return execFileSync('pdftotext', [...range, '-layout', path, '-'], { encoding: 'utf8' });
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

/** Every word of a page with its box in PDF points, origin top-left (pdftotext -bbox). */
export function pdfWords(path: string, page: number): PdfWord[] {
  const html = execFileSync('pdftotext', ['-bbox', '-f', String(page), '-l', String(page), path, '-'], {
    encoding: 'utf8',
  });
  const words: PdfWord[] = [];
  for (const m of html.matchAll(
    /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
  )) {
    words.push({ xMin: Number(m[1]), yMin: Number(m[2]), xMax: Number(m[3]), yMax: Number(m[4]), text: decode(m[5]!) });
  }
  return words;
}

export interface PdfFont {
  name: string;
  type: string;
  encoding: string;
  embedded: boolean;
  subset: boolean;
  unicode: boolean;
}

/** The fonts of a document as pdffonts lists them (name, type, encoding, emb, sub, uni). */
export function pdfFonts(path: string): PdfFont[] {
  const lines = execFileSync('pdffonts', [path], { encoding: 'utf8' })
    .split('\n')
    .slice(2)
    .filter((l) => l.trim() !== '');
  return lines.map((line) => {
    // The name and type may hold spaces ('CID TrueType'); the last six columns do not.
    const cols = line.trim().split(/\s+/);
    const [emb, sub, uni] = cols.slice(-5, -2);
    return {
      name: cols[0]!,
      type: cols.slice(1, -6).join(' '),
      encoding: cols[cols.length - 6]!,
      embedded: emb === 'yes',
      subset: sub === 'yes',
      unicode: uni === 'yes',
    };
  });
}
