/**
 * A returned packet's markups become review comments. The reader (pdf.js in the plan worker) hands
 * over each annotation as plain data in page points; here each markup on a map sheet is taken to the
 * ground through the transform the packet recorded for that sheet (its XMP), so a packet of an older
 * revision still lands where the reviewer meant; a markup elsewhere is about the plan as a whole.
 */
import type { Position } from '../geography/geometry';
import { groundOfPagePoint, sheetOnPage, type PacketInfo, type SheetTransform } from '../export/packetMetadata';
import type { ReviewComment, ReviewGeometry, ReviewReply } from './comments';

/** One annotation as the reader saw it: page points, y up (default user space). */
export interface RawMarkup {
  /** The annotation's object ('45R'): replies name their parent by it. */
  ref: string;
  page: number;
  subtype: string;
  rect: [number, number, number, number] | null;
  author: string;
  text: string;
  /** PDF date strings ('D:20260512143000-04'00''), '' when absent. */
  created: string;
  modified: string;
  /** The parent's ref for a reply ('R'); grouped annotations ('Group') are parts of their parent. */
  inReplyTo: string | null;
  replyType: string | null;
  /** Line: [x1 y1 x2 y2] in the order the line was drawn. */
  line?: [number, number, number, number];
  lineEndings?: [string, string];
  /** Polygon, PolyLine: x y pairs. */
  vertices?: number[];
  /** Ink: one x y list per stroke. */
  inkLists?: number[][];
  /** Text markups: 8 numbers per quadrilateral. */
  quadPoints?: number[];
}

/** The kinds a reviewer's reader saves as markups (ISO 32000 12.5.6); links, widgets and popups are not. */
export const MARKUP_KINDS: ReadonlySet<string> = new Set([
  'Text',
  'FreeText',
  'Square',
  'Circle',
  'Line',
  'Polygon',
  'PolyLine',
  'Ink',
  'Highlight',
  'Underline',
  'Squiggly',
  'StrikeOut',
  'Caret',
  'Stamp',
]);

const ARROWS = new Set(['OpenArrow', 'ClosedArrow', 'ROpenArrow', 'RClosedArrow']);

/** A PDF date ('D:YYYYMMDDHHmmSSOHH'mm'', every part after the year optional) as ISO 8601 UTC; '' when it does not read. */
export function pdfDateToIso(raw: string): string {
  const m = /^(?:D:)?(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?([Zz+-])?(\d{2})?'?(\d{2})?'?/.exec(raw.trim());
  if (!m) return '';
  const n = (i: number, d: number) => (m[i] ? Number(m[i]) : d);
  let t = Date.UTC(n(1, 0), n(2, 1) - 1, n(3, 1), n(4, 0), n(5, 0), n(6, 0));
  const sign = m[7] === '+' ? 1 : m[7] === '-' ? -1 : 0;
  t -= sign * (n(8, 0) * 60 + n(9, 0)) * 60_000;
  return Number.isFinite(t) ? new Date(t).toISOString().replace('.000Z', 'Z') : '';
}

type Pt = [number, number];

const pairs = (flat: readonly number[]): Pt[] => {
  const out: Pt[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) out.push([flat[i]!, flat[i + 1]!]);
  return out;
};

function boxOf(points: readonly Pt[]): [number, number, number, number] | null {
  if (points.length === 0) return null;
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}
const centre = (b: readonly number[]): Pt => [(b[0]! + b[2]!) / 2, (b[1]! + b[3]!) / 2];
const rectRing = (b: readonly number[]): Pt[] => [
  [b[0]!, b[1]!],
  [b[2]!, b[1]!],
  [b[2]!, b[3]!],
  [b[0]!, b[3]!],
  [b[0]!, b[1]!],
];
function ellipseRing(b: readonly number[]): Pt[] {
  const [cx, cy] = centre(b);
  const rx = (b[2]! - b[0]!) / 2,
    ry = (b[3]! - b[1]!) / 2;
  const ring: Pt[] = [];
  for (let i = 0; i < 32; i++) {
    const a = (i / 32) * 2 * Math.PI;
    ring.push([cx + rx * Math.cos(a), cy + ry * Math.sin(a)]);
  }
  ring.push(ring[0]!);
  return ring;
}

/** What a markup drew on its page and the point it is about, in page points. */
export interface PageShape {
  anchor: Pt;
  shape: { type: 'Point'; at: Pt } | { type: 'Line'; lines: Pt[][] } | { type: 'Polygon'; ring: Pt[] };
}

/** The end an arrowhead is drawn at, or null when neither end has one. */
function arrowEnd(points: readonly Pt[], endings: readonly string[] | undefined): Pt | null {
  if (!endings || points.length < 2) return null;
  if (ARROWS.has(endings[1] ?? '')) return points[points.length - 1]!;
  if (ARROWS.has(endings[0] ?? '')) return points[0]!;
  return null;
}

/**
 * The markup's shape on the page and its anchor: a note's pin (its icon's top-left corner, where
 * readers put the click), an arrow's head, otherwise the middle of what it drew.
 */
export function pageShapeOf(m: RawMarkup): PageShape | null {
  const rect = m.rect;
  switch (m.subtype) {
    case 'Text':
      return rect ? { anchor: [rect[0], rect[3]], shape: { type: 'Point', at: [rect[0], rect[3]] } } : null;
    case 'Square':
    case 'Stamp':
      return rect ? { anchor: centre(rect), shape: { type: 'Polygon', ring: rectRing(rect) } } : null;
    case 'Circle':
      return rect ? { anchor: centre(rect), shape: { type: 'Polygon', ring: ellipseRing(rect) } } : null;
    case 'Line': {
      if (!m.line) return null;
      const pts = pairs(m.line);
      const mid: Pt = centre([m.line[0], m.line[1], m.line[2], m.line[3]]);
      return { anchor: arrowEnd(pts, m.lineEndings) ?? mid, shape: { type: 'Line', lines: [pts] } };
    }
    case 'PolyLine':
    case 'Polygon': {
      const pts = pairs(m.vertices ?? []);
      const box = boxOf(pts);
      if (!box || pts.length < 2) return null;
      if (m.subtype === 'PolyLine')
        return { anchor: arrowEnd(pts, m.lineEndings) ?? centre(box), shape: { type: 'Line', lines: [pts] } };
      return { anchor: centre(box), shape: { type: 'Polygon', ring: [...pts, pts[0]!] } };
    }
    case 'Ink': {
      const lines = (m.inkLists ?? []).map(pairs).filter((l) => l.length > 0);
      const box = boxOf(lines.flat());
      return box ? { anchor: centre(box), shape: { type: 'Line', lines } } : null;
    }
    case 'Highlight':
    case 'Underline':
    case 'Squiggly':
    case 'StrikeOut': {
      const box = boxOf(pairs(m.quadPoints ?? [])) ?? rect;
      return box ? { anchor: centre(box), shape: { type: 'Polygon', ring: rectRing(box) } } : null;
    }
    default:
      return rect ? { anchor: centre(rect), shape: { type: 'Point', at: centre(rect) } } : null;
  }
}

/** Whether a page point lies in the sheet's map frame (a point's width of slack for a pin on the edge). */
const inFrame = (s: SheetTransform, [x, y]: Pt) =>
  x >= s.bbox[0] - 1 && x <= s.bbox[2] + 1 && y >= s.bbox[1] - 1 && y <= s.bbox[3] + 1;

function groundGeometry(s: SheetTransform, shape: PageShape['shape']): ReviewGeometry {
  const g = (p: Pt): Position => groundOfPagePoint(s, p[0], p[1]);
  switch (shape.type) {
    case 'Point':
      return { type: 'Point', coordinates: g(shape.at) };
    case 'Polygon':
      return { type: 'Polygon', coordinates: [shape.ring.map(g)] };
    case 'Line':
      return shape.lines.length === 1
        ? { type: 'LineString', coordinates: shape.lines[0]!.map(g) }
        : { type: 'MultiLineString', coordinates: shape.lines.map((l) => l.map(g)) };
  }
}

/** The sheets in words: the first map sheet is the site plan, the next ones its detail sheets. */
export function sheetName(info: PacketInfo, page: number): string {
  const maps = [...info.sheets].sort((a, b) => a.page - b.page);
  const i = maps.findIndex((s) => s.page === page);
  if (i === 0) return 'Site plan';
  if (i > 0) return `Detail sheet ${i}`;
  return `Page ${page}`;
}

/** FNV-1a, 32 bits, as 8 hex digits: a short stable id from a key. */
function hash(s: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

const round = (v: number) => Math.round(v);

/**
 * The key that makes a markup the same markup when read again: page, kind, author, its first date,
 * text and where it is on the page (to the point). A reader saving again keeps all of them.
 */
function keyOf(m: RawMarkup, shape: PageShape | null): string {
  const at = shape ? `${round(shape.anchor[0])},${round(shape.anchor[1])}` : '';
  return ['pdf', m.page, m.subtype, m.author, m.created || m.modified, m.text.trim(), at].join('|');
}

const replyOf = (m: RawMarkup): ReviewReply => ({
  author: m.author,
  date: pdfDateToIso(m.modified || m.created),
  text: m.text.trim(),
});

/** The page's markups, with their replies under them. Groups and popups are parts of another markup. */
export function commentsFromMarkups(info: PacketInfo, markups: readonly RawMarkup[]): ReviewComment[] {
  const markupsOnly = markups.filter((m) => MARKUP_KINDS.has(m.subtype) && m.replyType !== 'Group');
  const byRef = new Map(markupsOnly.map((m) => [`${m.page}:${m.ref}`, m]));
  const parentKey = (m: RawMarkup) => `${m.page}:${m.inReplyTo ?? ''}`;
  const isReply = (m: RawMarkup) => m.inReplyTo !== null && byRef.has(parentKey(m));
  // A reply's parent is the thread's first markup (a reply to a reply joins the same thread).
  const root = (m: RawMarkup): RawMarkup => {
    let cur = m;
    for (let i = 0; i < 50 && isReply(cur); i++) cur = byRef.get(parentKey(cur))!;
    return cur;
  };
  const replies = new Map<RawMarkup, RawMarkup[]>();
  for (const m of markupsOnly) {
    if (!isReply(m)) continue;
    const r = root(m);
    replies.set(r, [...(replies.get(r) ?? []), m]);
  }
  const out: ReviewComment[] = [];
  for (const m of markupsOnly) {
    if (isReply(m)) continue;
    const shape = pageShapeOf(m);
    const sheet = sheetOnPage(info, m.page);
    const onMap = sheet !== null && shape !== null && inFrame(sheet, shape.anchor);
    const key = keyOf(m, shape);
    const thread = (replies.get(m) ?? [])
      .slice()
      .sort((a, b) => (a.modified || a.created).localeCompare(b.modified || b.created));
    out.push({
      id: `rc-${hash(key)}`,
      key,
      kind: m.subtype,
      author: m.author,
      date: pdfDateToIso(m.modified || m.created),
      text: m.text.trim(),
      page: m.page,
      sheet: onMap ? sheetName(info, m.page) : sheet ? `${sheetName(info, m.page)}, outside the map` : `Page ${m.page}`,
      packetRevision: info.revision ?? '',
      anchor: onMap ? groundOfPagePoint(sheet, shape.anchor[0], shape.anchor[1]) : null,
      geometry: onMap ? groundGeometry(sheet, shape.shape) : null,
      replies: thread.map(replyOf),
      resolvedIn: null,
    });
  }
  return out;
}
