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
function streams(bytes: Buffer): { id: number; dict: string; data: Buffer }[] {
  const out: { id: number; dict: string; data: Buffer }[] = [];
  const text = bytes.toString('latin1');
  const object = /(\d+) \d+ obj\s*/g;
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
    out.push({ id: Number(m[1]), dict, data });
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

/** A form XObject placed on a page: its name and its box's corners in points from the page's top left. */
export interface FormPlacement {
  name: string;
  corners: [number, number][];
  centre: [number, number];
}

/**
 * Every form placement of every page, in page order: jsPDF places a form as 'q a b c d e f cm /XoN Do Q',
 * the form's /BBox mapped by that matrix. `pageHeightPt` turns PDF's y-up points into top-down ones.
 */
export function pagePlacements(bytes: Buffer, pageHeightPt: number): FormPlacement[][] {
  const all = streams(bytes);
  const byId = new Map(all.map((s) => [s.id, s]));
  const text = bytes.toString('latin1');
  const formObject = new Map([...text.matchAll(/\/(Xo\d+) (\d+) 0 R/g)].map((m) => [m[1]!, Number(m[2])]));
  const bboxOf = (name: string): number[] | null => {
    const dict = byId.get(formObject.get(name) ?? -1)?.dict ?? '';
    const m = /\/BBox \[([^\]]+)\]/.exec(dict);
    return m ? m[1]!.trim().split(/\s+/).map(Number) : null;
  };
  const contents = [...text.matchAll(/\/Type \/Page\b[^]*?\/Contents (\d+) 0 R/g)].map((m) => Number(m[1]));
  return contents.map((id) => {
    const content = byId.get(id)?.data.toString('latin1') ?? '';
    const out: FormPlacement[] = [];
    for (const m of content.matchAll(
      /(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) cm\s*\/(Xo\d+) Do/g,
    )) {
      const [a, b, c, d, e, f] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
      const box = bboxOf(m[7]!);
      if (!box) continue;
      const [x0, y0, x1, y1] = box as [number, number, number, number];
      const corners = (
        [
          [x0, y0],
          [x1, y0],
          [x1, y1],
          [x0, y1],
        ] as const
      ).map(([x, y]): [number, number] => [a * x + c * y + e, pageHeightPt - (b * x + d * y + f)]);
      const centre: [number, number] = [
        corners.reduce((s, p) => s + p[0], 0) / 4,
        corners.reduce((s, p) => s + p[1], 0) / 4,
      ];
      out.push({ name: m[7]!, corners, centre });
    }
    return out;
  });
}

/**
 * The centres of every closed four-cornered path of every page ('x y m', three 'x y l', 'h'), as
 * points from the page's top left: rectangles such as footprints drawn to scale.
 */
export function pageQuads(bytes: Buffer, pageHeightPt: number): [number, number][][] {
  const all = streams(bytes);
  const byId = new Map(all.map((s) => [s.id, s]));
  const text = bytes.toString('latin1');
  const contents = [...text.matchAll(/\/Type \/Page\b[^]*?\/Contents (\d+) 0 R/g)].map((m) => Number(m[1]));
  const n = '(-?[\\d.]+) (-?[\\d.]+)';
  const quad = new RegExp(`${n} m\\n${n} l\\n${n} l\\n${n} l\\nh`, 'g');
  return contents.map((id) => {
    const content = byId.get(id)?.data.toString('latin1') ?? '';
    return [...content.matchAll(quad)].map((m): [number, number] => {
      const v = m.slice(1, 9).map(Number);
      return [(v[0]! + v[2]! + v[4]! + v[6]!) / 4, pageHeightPt - (v[1]! + v[3]! + v[5]! + v[7]!) / 4];
    });
  });
}
