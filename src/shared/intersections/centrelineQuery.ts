/**
 * The city's street centreline (CSCL, NYC Open Data inkn-q76z) asked for intersections: the segments
 * crossing a square cell of the map (so a view is a few cells, each asked once and cached by the
 * service worker for offline use), and the segments whose name has a word as a whole word, in every
 * spelling (the intersection search: '7' finds '7 AVENUE' and 'SEVENTH AVENUE', never '17 STREET').
 * Only the geometry and the name column are selected. Pages follow one another until a short page:
 * the dataset has about 122,000 segments (122,245 counted live, see tests/fixtures/open-data), so
 * the page cap covers all of it and a search never stops at its first pages.
 */
import type { BBox } from '../geometry/bbox';
import { coord, polygonWkt } from '../layers/query';
import { OPEN_DATA_HOSTS } from '../layers/sources';
import { spellingsOf } from './streetSearch';

export const CENTRELINE_DATASET = 'inkn-q76z';
export const CENTRELINE_GEOMETRY = 'the_geom';
/** The street name, e.g. 'W 42 ST' (the column `npm run data:fetch` names intersections by). */
export const CENTRELINE_NAME = 'full_street_name';
/** A cell's side in degrees: about 1.7 × 2.2 km in New York, a thousand or two segments in Midtown. */
export const CELL_DEG = 0.02;
/** A view never asks for more cells than this (a wide window at zoom 15 needs about six). */
export const MAX_CELLS_PER_VIEW = 16;
export const CENTRELINE_PAGE_SIZE = 5000;
/** 125,000 rows: more than the whole centreline, so no cell and no search is ever cut short. */
export const CENTRELINE_MAX_PAGES = 25;

/** The five boroughs and a margin: live intersections are drawn and asked for only inside it. */
export const NYC_BOX: BBox = [-74.3, 40.48, -73.68, 40.93];

export interface Cell {
  key: string;
  box: BBox;
}

function cellAt(i: number, j: number): Cell {
  // Integer cell indices keep the boxes (and so the request URLs) identical from view to view.
  return { key: `${i}_${j}`, box: [i * CELL_DEG, j * CELL_DEG, (i + 1) * CELL_DEG, (j + 1) * CELL_DEG] };
}

/** The cells covering a box, nearest the box's centre first; none outside New York. */
export function cellsCovering(box: BBox): Cell[] {
  const w = Math.max(box[0], NYC_BOX[0]);
  const s = Math.max(box[1], NYC_BOX[1]);
  const e = Math.min(box[2], NYC_BOX[2]);
  const n = Math.min(box[3], NYC_BOX[3]);
  if (!(w < e && s < n)) return [];
  const cells: Cell[] = [];
  for (let i = Math.floor(w / CELL_DEG); i * CELL_DEG < e; i++)
    for (let j = Math.floor(s / CELL_DEG); j * CELL_DEG < n; j++) cells.push(cellAt(i, j));
  const cx = (w + e) / 2;
  const cy = (s + n) / 2;
  const far = (c: Cell) => Math.hypot((c.box[0] + c.box[2]) / 2 - cx, (c.box[1] + c.box[3]) / 2 - cy);
  return cells.sort((a, b) => far(a) - far(b)).slice(0, MAX_CELLS_PER_VIEW);
}

/** Whether a node belongs to a cell: west and south edges in, east and north out, so no node is in two. */
export function inCell(cell: Cell, lng: number, lat: number): boolean {
  return lng >= cell.box[0] && lng < cell.box[2] && lat >= cell.box[1] && lat < cell.box[3];
}

const enc = encodeURIComponent;
const SELECT = `${CENTRELINE_GEOMETRY},${CENTRELINE_NAME}`;

function page(offset: number): string {
  return `&$order=${enc(':id')}&$limit=${CENTRELINE_PAGE_SIZE}${offset > 0 ? `&$offset=${offset}` : ''}`;
}

function resource(): string {
  return `${OPEN_DATA_HOSTS.nyc}/resource/${CENTRELINE_DATASET}.geojson`;
}

/** The segments crossing a cell (a segment ending at a node in the cell always crosses it). */
export function cellSegmentsUrl(cell: Cell, offset = 0): string {
  const [w, s, e, n] = cell.box.map((v) => Number(coord(v))) as BBox;
  const where = `intersects(${CENTRELINE_GEOMETRY}, '${polygonWkt([w, s, e, n])}')`;
  return `${resource()}?$where=${enc(where)}&$select=${enc(SELECT)}${page(offset)}`;
}

/** `name` has `text` as a whole word: alone, first, last or between spaces (names may pad with several). */
function hasWord(name: string, text: string): string {
  const t = text.replace(/'/g, "''");
  return `${name}='${t}' OR ${name} like '${t} %' OR ${name} like '% ${t}' OR ${name} like '% ${t} %'`;
}

/** The SoQL condition: the name has the canonical `word` as a whole word, in any of its spellings. */
export function nameHasWord(word: string): string {
  const name = `upper(${CENTRELINE_NAME})`;
  return spellingsOf(word)
    .map((spelling) => hasWord(name, spelling))
    .join(' OR ');
}

/** The segments whose name has the canonical `word` (a number, or the longest name word) as a word. */
export function namedSegmentsUrl(word: string, offset = 0): string {
  return `${resource()}?$where=${enc(nameHasWord(word))}&$select=${enc(SELECT)}${page(offset)}`;
}
