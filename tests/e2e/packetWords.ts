/**
 * The packet's legibility as a reader meets it, from the PDF alone (poppler's words with their boxes):
 * which pages are plan sheets, the words inside a sheet's map frame, and the words whose boxes overlap
 * another word's. The same measure gives the 'before' and 'after' figures of the packet issue.
 */
import { pdfInfo, pdfText, pdfWords, type PdfWord } from './pdfReader';

export const PT_PER_MM = 72 / 25.4;

export interface BoxPt {
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** Boxes that share more than a hair (0.05 pt, far below a printed dot) in both directions. */
export function boxesOverlap(a: BoxPt, b: BoxPt, eps = 0.05): boolean {
  return (
    Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin) > eps &&
    Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin) > eps
  );
}

/** The words that overlap at least one other word (each counted once). */
export function overlappingWords(words: readonly PdfWord[]): PdfWord[] {
  const sorted = [...words].sort((a, b) => a.xMin - b.xMin);
  const hit = new Set<PdfWord>();
  for (let i = 0; i < sorted.length; i++) {
    const a = sorted[i]!;
    for (let j = i + 1; j < sorted.length && sorted[j]!.xMin < a.xMax; j++) {
      const b = sorted[j]!;
      if (boxesOverlap(a, b)) {
        hit.add(a);
        hit.add(b);
      }
    }
  }
  return sorted.filter((w) => hit.has(w));
}

/** The words whose centre lies inside `box` (mm on the page). */
export function wordsInside(
  words: readonly PdfWord[],
  box: { x: number; y: number; width: number; height: number },
): PdfWord[] {
  const k = PT_PER_MM;
  return words.filter((w) => {
    const cx = (w.xMin + w.xMax) / 2,
      cy = (w.yMin + w.yMax) / 2;
    return cx >= box.x * k && cx <= (box.x + box.width) * k && cy >= box.y * k && cy <= (box.y + box.height) * k;
  });
}

export interface SheetWords {
  page: number;
  /** 'overview' for the site plan (page 1), or the detail's letter. */
  sheet: string;
  words: PdfWord[];
}

/** A page's title 'Detail X' (a word 'Detail' in large type, then its letter on the same line), or null. */
export function detailTitle(words: readonly PdfWord[]): string | null {
  for (let i = 0; i + 1 < words.length; i++) {
    const w = words[i]!,
      next = words[i + 1]!;
    if (
      w.text === 'Detail' &&
      w.yMax - w.yMin >= 14 &&
      /^[A-Z]{1,2}$/.test(next.text) &&
      Math.abs(next.yMin - w.yMin) < 1
    )
      return next.text;
  }
  return null;
}

/** The plan sheets of a packet: page 1, and every page titled 'Detail X' (the enlarged details). */
export function planSheets(path: string): SheetWords[] {
  const sheets: SheetWords[] = [{ page: 1, sheet: 'overview', words: pdfWords(path, 1) }];
  const pages = pdfInfo(path).pages;
  for (let page = 2; page <= pages; page++) {
    const words = pdfWords(path, page);
    const letter = detailTitle(words);
    if (letter) sheets.push({ page, sheet: letter, words });
  }
  return sheets;
}

/**
 * The detail sheets the packet's own index lists ('Plan sheets': '3  Detail B: spots …'), as
 * `{ page, sheet }`: what `planSheets` must have found, so a detail it failed to recognise cannot go
 * unread by a check.
 */
export function indexedDetails(path: string): Array<{ page: number; sheet: string }> {
  return [...pdfText(path).matchAll(/^\s*(\d+)\s+Detail ([A-Z]{1,2}): spots/gm)].map((m) => ({
    page: Number(m[1]),
    sheet: m[2]!,
  }));
}

/** The scale a sheet prints after 'Scale' ('Scale 1:200' → 200), the first found. */
export function printedScale(words: readonly PdfWord[]): number | null {
  for (let i = 0; i + 1 < words.length; i++)
    if (words[i]!.text === 'Scale') {
      const m = /^1:([\d,]+)$/.exec(words[i + 1]!.text);
      if (m) return Number(m[1]!.replace(/,/g, ''));
    }
  return null;
}

/** 'n of m words overlap another' for the words inside the map frame of one sheet. */
export function mapOverlap(
  words: readonly PdfWord[],
  frameMm: { x: number; y: number; width: number; height: number },
) {
  const inside = wordsInside(words, frameMm);
  return { overlapping: overlappingWords(inside).length, words: inside.length };
}
