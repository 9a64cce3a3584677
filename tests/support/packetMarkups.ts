/**
 * A reviewer's markups on a returned packet, as readers save them: the page point of a ground position
 * (the inverse of the packet's own transform, read from its XMP) and the annotation dictionaries of
 * the kinds the issue names (a sticky note, a text box, a square, ink, a line with an arrow, a
 * highlight, a reply), appended by an incremental save.
 */
import { project } from '../../src/shared/geography/mercator';
import { readPacketXmp, type PacketInfo, type SheetTransform } from '../../src/shared/export/packetMetadata';
import { appendIncrement, pdfText, type NewAnnotation } from './pdfIncrement';

/** The packet's record, from the XMP stream as jsPDF writes it (uncompressed metadata). */
export function packetInfoOf(bytes: Uint8Array): PacketInfo {
  const text = Buffer.from(bytes).toString('latin1');
  const xmp = /<\?xpacket begin[^]*?<\?xpacket end="w"\?>/.exec(text);
  const info = xmp ? readPacketXmp(xmp[0]) : null;
  if (!info) throw new Error('not a packet');
  return info;
}

/** Page points (y up) of a ground position on a sheet: linear in Web Mercator across the frame. */
export function pagePointOf(sheet: SheetTransform, lng: number, lat: number): [number, number] {
  const [x0, y0, x1, y1] = sheet.bbox;
  const [mx0, my0] = project(sheet.ground.west, sheet.ground.south);
  const [mx1, my1] = project(sheet.ground.east, sheet.ground.north);
  const [mx, my] = project(lng, lat);
  return [x0 + ((mx - mx0) / (mx1 - mx0)) * (x1 - x0), y0 + ((my - my0) / (my1 - my0)) * (y1 - y0)];
}

const f = (v: number) => v.toFixed(3);
const rect = (x0: number, y0: number, x1: number, y1: number) => `/Rect [${f(x0)} ${f(y0)} ${f(x1)} ${f(y1)}]`;
const who = (author: string, date: string, text: string) =>
  `/T ${pdfText(author)} /M (D:${date}) /CreationDate (D:${date}) /Contents ${pdfText(text)} /F 4`;

export interface Note {
  author: string;
  /** PDF date digits: '20260512143000Z'. */
  date: string;
  text: string;
}

type Pt = [number, number];
/** The annotations' dictionaries (page points); `replyTo` is the index of the markup answered. */
export const markup = {
  text: (page: number, [x, y]: Pt, n: Note): NewAnnotation => ({
    page,
    dict: () =>
      `/Type /Annot /Subtype /Text ${rect(x, y - 20, x + 20, y)} /Name /Comment ${who(n.author, n.date, n.text)}`,
  }),
  freeText: (page: number, [x, y]: Pt, n: Note): NewAnnotation => ({
    page,
    dict: () =>
      `/Type /Annot /Subtype /FreeText ${rect(x - 40, y - 10, x + 40, y + 10)} /DA (/Helv 9 Tf 1 0 0 rg) ${who(n.author, n.date, n.text)}`,
  }),
  square: (page: number, [x, y]: Pt, half: number, n: Note): NewAnnotation => ({
    page,
    dict: () =>
      `/Type /Annot /Subtype /Square ${rect(x - half, y - half, x + half, y + half)} /C [1 0 0] ${who(n.author, n.date, n.text)}`,
  }),
  ink: (page: number, strokes: Pt[][], n: Note): NewAnnotation => {
    const all = strokes.flat();
    const xs = all.map((p) => p[0]),
      ys = all.map((p) => p[1]);
    const lists = strokes.map((s) => `[${s.map((p) => `${f(p[0])} ${f(p[1])}`).join(' ')}]`).join(' ');
    return {
      page,
      dict: () =>
        `/Type /Annot /Subtype /Ink ${rect(Math.min(...xs) - 2, Math.min(...ys) - 2, Math.max(...xs) + 2, Math.max(...ys) + 2)} /InkList [${lists}] /C [0 0 1] ${who(n.author, n.date, n.text)}`,
    };
  },
  /** A line drawn from `from` to `to`, the arrowhead at `to`. */
  arrow: (page: number, from: Pt, to: Pt, n: Note): NewAnnotation => ({
    page,
    dict: () =>
      `/Type /Annot /Subtype /Line ${rect(Math.min(from[0], to[0]) - 5, Math.min(from[1], to[1]) - 5, Math.max(from[0], to[0]) + 5, Math.max(from[1], to[1]) + 5)} /L [${f(from[0])} ${f(from[1])} ${f(to[0])} ${f(to[1])}] /LE [/None /OpenArrow] /C [1 0 0] ${who(n.author, n.date, n.text)}`,
  }),
  highlight: (page: number, [x, y]: Pt, halfW: number, halfH: number, n: Note): NewAnnotation => ({
    page,
    dict: () => {
      const [x0, y0, x1, y1] = [x - halfW, y - halfH, x + halfW, y + halfH];
      return `/Type /Annot /Subtype /Highlight ${rect(x0, y0, x1, y1)} /QuadPoints [${[x0, y1, x1, y1, x0, y0, x1, y0].map(f).join(' ')}] /C [1 1 0] ${who(n.author, n.date, n.text)}`;
    },
  }),
  /** A reply to the markup at index `replyTo` of the same save. */
  reply: (page: number, replyTo: number, [x, y]: Pt, n: Note): NewAnnotation => ({
    page,
    dict: (refs) =>
      `/Type /Annot /Subtype /Text ${rect(x, y - 20, x + 20, y)} /IRT ${refs[replyTo]!} 0 R /RT /R ${who(n.author, n.date, n.text)}`,
  }),
};

export { appendIncrement };
