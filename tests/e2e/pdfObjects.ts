/**
 * Reads a PDF's drawing operators for the export tests: every stream inflated (jsPDF deflates them),
 * the form XObjects by name, and how often each is placed ('/Xo1 Do'). Poppler reads text and
 * pages; this reads what is drawn, so a test can tell a vector tree from a picture of one.
 */
import { inflateSync } from 'node:zlib';

export interface PdfDrawing {
  /** Names of the form XObjects the file defines. */
  forms: string[];
  /** Names of the image XObjects. */
  images: number;
  /** Placements per XObject name. */
  placements: Map<string, number>;
}

/** Where the dictionary that opens at `from` ('<<') closes, nested dictionaries counted. */
function dictEnd(text: string, from: number): number {
  let depth = 0;
  for (let i = from; i < text.length - 1; i++) {
    if (text[i] === '<' && text[i + 1] === '<') {
      depth++;
      i++;
    } else if (text[i] === '>' && text[i + 1] === '>') {
      depth--;
      i++;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

/**
 * Every stream with its dictionary, by its /Length (binary data may hold any bytes). One pass over
 * the indirect objects, skipping each stream's data by its length: a regular expression over the
 * whole file backtracks without end on a dense PDF (it held a test worker for ever).
 */
function streams(bytes: Buffer): { dict: string; data: Buffer }[] {
  const out: { dict: string; data: Buffer }[] = [];
  const text = bytes.toString('latin1');
  const object = /\d+ \d+ obj\s*/g;
  for (let m = object.exec(text); m; m = object.exec(text)) {
    const open = m.index + m[0].length;
    if (!text.startsWith('<<', open)) continue;
    const close = dictEnd(text, open);
    if (close < 0) break;
    const after = /^\s*stream\r?\n/.exec(text.slice(close, close + 16));
    object.lastIndex = close;
    if (!after) continue;
    const dict = text.slice(open + 2, close - 2);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    if (!Number.isFinite(length)) continue;
    const start = close + after[0].length;
    let data = bytes.subarray(start, start + length);
    if (dict.includes('/FlateDecode') && !dict.includes('/Subtype /Image')) data = inflateSync(data);
    out.push({ dict, data });
    object.lastIndex = start + length;
  }
  return out;
}

export function pdfDrawing(bytes: Buffer): PdfDrawing {
  const all = streams(bytes);
  const text = bytes.toString('latin1');
  const forms = [...text.matchAll(/\/(Xo\d+) (\d+) 0 R/g)].map((m) => m[1]!);
  const placements = new Map<string, number>();
  for (const s of all) {
    for (const m of s.data.toString('latin1').matchAll(/\/(Xo\d+|I\d+|[A-Za-z0-9]+) Do/g))
      placements.set(m[1]!, (placements.get(m[1]!) ?? 0) + 1);
  }
  return {
    forms: [...new Set(forms)],
    images: all.filter((s) => s.dict.includes('/Subtype /Image')).length,
    placements,
  };
}
