/**
 * A SODA query as the stand-in understands it ($where, $select with plain columns and
 * simplify/simplify_preserve_topology, $order by :id or columns, $limit, $offset) and its evaluation
 * over a dataset's rows, with each column's type as Socrata types it (see columns.ts). Unknown
 * parameters, unknown columns, malformed values and a clause on a column of the wrong type are
 * refused with a 400, as Socrata refuses them; nothing is skipped silently.
 */
import { columnTypes, GEOMETRY_TYPES, isNumericType, LOCATION_TYPE, locationPoint } from './columns.ts';
import { asGeometry, bboxOf, boxContains, boxesIntersect, intersectsRing, type Box } from './geometry.ts';
import { simplifyGeometry } from './simplify.ts';
import { parseWhere, type WhereTerm } from './soqlWhere.ts';
import { QueryError, type Row, type SodaDataset } from './types.ts';

/** One item of $select: a column, or a simplified geometry column under an alias. */
export type SelectItem =
  | { kind: 'column'; column: string; name: string }
  | { kind: 'simplify'; column: string; name: string; tolerance: number; preserveTopology: boolean };

/** One key of $order: a column or the row id, ascending unless it says desc. */
export interface OrderKey {
  column: string;
  descending: boolean;
}

export interface SodaQuery {
  /** AND-groups, any of which a row must meet (none: every row). */
  where: WhereTerm[][];
  select: SelectItem[] | null;
  order: OrderKey[];
  limit: number;
  offset: number;
}

/**
 * How `within_box` treats lines and polygons. Socrata (soql-postgres-adapter) compiles it to
 * `ST_MakeEnvelope(...) ~ geom`, box CONTAINS the geometry's bbox ('contained'); the default here is
 * the looser 'intersects' (the geometry's bbox meets the box). Points behave the same either way.
 */
export type WithinBoxMode = 'intersects' | 'contained';

/** Socrata's default page when $limit is absent. */
export const DEFAULT_LIMIT = 1000;
const KNOWN_PARAMS = new Set(['$where', '$select', '$order', '$limit', '$offset']);
const COLUMN = /^[A-Za-z_][A-Za-z0-9_]*$/;
const SIMPLIFY =
  /^(simplify|simplify_preserve_topology)\s*\(\s*([A-Za-z_][A-Za-z0-9_]*)\s*,\s*([0-9.eE+-]+)\s*\)\s+as\s+([A-Za-z_][A-Za-z0-9_]*)$/i;

/** Splits on commas outside parentheses. */
function splitTop(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts;
}

function parseSelectItem(text: string): SelectItem {
  if (COLUMN.test(text)) return { kind: 'column', column: text, name: text };
  const m = SIMPLIFY.exec(text);
  if (!m) {
    throw new QueryError(
      `$select: the stand-in reads column names and simplify[_preserve_topology](column, tolerance) AS name, not '${text}'`,
    );
  }
  const tolerance = Number(m[3]);
  if (!Number.isFinite(tolerance) || tolerance < 0) throw new QueryError(`$select: bad tolerance '${m[3]!}'`);
  return {
    kind: 'simplify',
    column: m[2]!,
    name: m[4]!,
    tolerance,
    preserveTopology: m[1]!.toLowerCase() === 'simplify_preserve_topology',
  };
}

function parseOrder(text: string): OrderKey[] {
  return splitTop(text).map((part) => {
    const m = /^(:id|[A-Za-z_][A-Za-z0-9_]*)(?:\s+(asc|desc))?$/i.exec(part);
    if (!m) throw new QueryError(`The stand-in orders by :id or column names, not '${text}'`);
    return { column: m[1]!, descending: m[2]?.toLowerCase() === 'desc' };
  });
}

function nonNegativeInt(name: string, text: string): number {
  if (!/^\d+$/.test(text.trim())) throw new QueryError(`${name} must be a non-negative integer, not '${text}'`);
  return Number(text.trim());
}

export function parseSodaParams(params: URLSearchParams): SodaQuery {
  const seen = new Set<string>();
  for (const key of params.keys()) {
    if (key.startsWith('$$')) continue; // $$app_token and friends: authentication, not a clause.
    if (!KNOWN_PARAMS.has(key)) {
      throw new QueryError(
        key.startsWith('$')
          ? `The stand-in does not implement ${key}`
          : `The stand-in does not implement simple filters (${key}=...); use $where`,
      );
    }
    if (seen.has(key)) throw new QueryError(`${key} is given more than once`);
    seen.add(key);
  }
  const where = params.get('$where');
  const select = params.get('$select');
  const order = params.get('$order');
  let items: SelectItem[] | null = null;
  if (select !== null) {
    items = splitTop(select.trim()).map(parseSelectItem);
    if (new Set(items.map((i) => i.name)).size !== items.length) throw new QueryError('$select names a column twice');
  }
  return {
    where: where === null ? [] : parseWhere(where),
    select: items,
    order: order === null ? [] : parseOrder(order.trim()),
    limit: params.has('$limit') ? nonNegativeInt('$limit', params.get('$limit')!) : DEFAULT_LIMIT,
    offset: params.has('$offset') ? nonNegativeInt('$offset', params.get('$offset')!) : 0,
  };
}

function withinBox(value: unknown, box: Box, mode: WithinBoxMode): boolean {
  const g = asGeometry(value) ?? locationPoint(value);
  if (!g) return false;
  const b = bboxOf(g);
  if (g.type === 'Point' || mode === 'contained') return boxContains(box, b);
  return boxesIntersect(box, b);
}

function checkBox(t: Extract<WhereTerm, { kind: 'withinBox' }>): Box {
  const { north, west, south, east } = t;
  if (Math.abs(north) > 90 || Math.abs(south) > 90 || Math.abs(west) > 180 || Math.abs(east) > 180) {
    throw new QueryError(
      `within_box(${t.field}, ${north}, ${west}, ${south}, ${east}): a latitude is out of range (arguments are north, west, south, east)`,
    );
  }
  if (north < south || west > east) {
    throw new QueryError(
      `within_box(${t.field}, ${north}, ${west}, ${south}, ${east}): the corners are not the north-west then the south-east corner (arguments are north lat, west lon, south lat, east lon)`,
    );
  }
  return { north, west, south, east };
}

function mismatch(message: string): QueryError {
  return new QueryError(`Type mismatch: ${message}`, 400, 'query.soql.type-mismatch');
}

/** Refuses a clause Socrata would refuse for the column's type (the functions' documented types). */
function checkType(term: WhereTerm, type: string, declared: boolean): void {
  const geometric = GEOMETRY_TYPES.has(type);
  const located = type === LOCATION_TYPE;
  switch (term.kind) {
    case 'withinBox':
      // dev.socrata.com/docs/functions/within_box: location, point, multipoint, line, multiline, polygon, multipolygon.
      if (!geometric && !located)
        throw mismatch(`within_box() takes a geometry or location column, not ${term.field} (${type})`);
      return;
    case 'intersects':
      // dev.socrata.com/docs/functions/intersects: the geometry types only, not location.
      if (!geometric) throw mismatch(`intersects() takes a geometry column, not ${term.field} (${type})`);
      return;
    case 'eqBoolean':
      if (type !== 'checkbox') throw mismatch(`${term.field} is ${type}, not a checkbox: compare it with text`);
      return;
    default:
      if (geometric || located) throw mismatch(`${term.field} is a ${type} column`);
      if (type === 'checkbox') throw mismatch(`${term.field} is a checkbox: compare it with true or false`);
      if (term.kind === 'between' && declared && !isNumericType(type))
        throw mismatch(`between compares numbers, and ${term.field} is ${type}`);
  }
}

function predicate(
  term: WhereTerm,
  types: ReadonlyMap<string, string>,
  declared: ReadonlySet<string>,
  mode: WithinBoxMode,
): (row: Row) => boolean {
  const type = types.get(term.field);
  if (type === undefined) throw new QueryError(`No such column: ${term.field}`, 400, 'query.soql.no-such-column');
  checkType(term, type, declared.has(term.field));
  switch (term.kind) {
    case 'withinBox': {
      const box = checkBox(term);
      return (row) => withinBox(row[term.field], box, mode);
    }
    case 'intersects':
      return (row) => intersectsRing(row[term.field], term.ring);
    case 'eq':
      return (row) => {
        const v = row[term.field];
        if (v === null || v === undefined) return false;
        return (term.upper ? cellText(v).toUpperCase() : cellText(v)) === term.value;
      };
    case 'eqBoolean':
      return (row) => row[term.field] === term.value;
    case 'between':
      return (row) => {
        const v = row[term.field];
        const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
        return Number.isFinite(n) && term.low <= n && n <= term.high;
      };
    case 'in': {
      const values = new Set(term.values);
      return (row) => row[term.field] !== null && row[term.field] !== undefined && values.has(String(row[term.field]));
    }
    case 'like': {
      // SQL LIKE: % any run, _ one character; compared upper-cased when the term says upper().
      const pattern = new RegExp(
        `^${Array.from(term.pattern)
          .map((c) => (c === '%' ? '.*' : c === '_' ? '.' : c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
          .join('')}$`,
        's',
      );
      return (row) => {
        const v = row[term.field];
        if (v === null || v === undefined) return false;
        const text = cellText(v);
        return pattern.test(term.upper ? text.toUpperCase() : text);
      };
    }
  }
}

function compareValues(a: unknown, b: unknown): number {
  // Socrata sorts nulls last; text columns compare as text.
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  return cellText(a) < cellText(b) ? -1 : cellText(a) > cellText(b) ? 1 : 0;
}

/** A cell as text: strings as they are, numbers and booleans as JSON writes them (a point column as its JSON). */
function cellText(v: unknown): string {
  return typeof v === 'string' ? v : JSON.stringify(v);
}

/** One answer row: the selected columns, simplified geometry computed. */
function project(row: Row, items: readonly SelectItem[]): Row {
  const out: Row = {};
  for (const item of items) {
    const value = row[item.column];
    if (item.kind === 'column') out[item.name] = value;
    else {
      const g = asGeometry(value);
      out[item.name] = g ? simplifyGeometry(g, item.tolerance, item.preserveTopology) : null;
    }
  }
  return out;
}

/**
 * The matching rows, ordered and paged, projected by $select; the columns to answer with, and which
 * of them holds the geometry (a .geojson answer's feature geometry): the first geometry-typed column
 * answered, as soda-fountain's GeoJsonExporter picks it. A legacy location column is no geometry.
 */
export function runSodaQuery(
  dataset: SodaDataset,
  query: SodaQuery,
  mode: WithinBoxMode = 'intersects',
): { rows: Row[]; columns: string[]; geoColumn: string | null } {
  const types = columnTypes(dataset);
  const declared = new Set(Object.keys(dataset.columns ?? {}));
  const all = [...types.keys()];
  const known = new Set(all);
  const missing = query.select?.find((i) => !known.has(i.column))?.column;
  if (missing !== undefined) throw new QueryError(`No such column: ${missing}`, 400, 'query.soql.no-such-column');
  for (const item of query.select ?? []) {
    if (item.kind === 'simplify' && !GEOMETRY_TYPES.has(types.get(item.column)!))
      throw mismatch(`simplify() takes a geometry column, not ${item.column} (${types.get(item.column)!})`);
  }
  const badOrder = query.order.find((k) => k.column !== ':id' && !known.has(k.column))?.column;
  if (badOrder !== undefined) throw new QueryError(`No such column: ${badOrder}`, 400, 'query.soql.no-such-column');
  const groups = query.where.map((group) => group.map((t) => predicate(t, types, declared, mode)));
  const matching = dataset.rows
    .map((row, id) => ({ row, id }))
    .filter(({ row }) => groups.length === 0 || groups.some((tests) => tests.every((test) => test(row))));
  if (query.order.length) {
    matching.sort((a, b) => {
      for (const key of query.order) {
        const c = key.column === ':id' ? a.id - b.id : compareValues(a.row[key.column], b.row[key.column]);
        if (c !== 0) return key.descending ? -c : c;
      }
      return a.id - b.id;
    });
  }
  const page = matching.slice(query.offset, query.offset + query.limit).map(({ row }) => row);
  const items = query.select ?? all.map((c): SelectItem => ({ kind: 'column', column: c, name: c }));
  const geo = items.find((i) => GEOMETRY_TYPES.has(types.get(i.column)!));
  return {
    rows: page.map((row) => project(row, items)),
    columns: items.map((i) => i.name),
    geoColumn: geo?.name ?? null,
  };
}
