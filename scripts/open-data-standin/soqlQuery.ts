/**
 * A SODA query as the stand-in understands it ($where, $select, $order=:id, $limit, $offset) and its
 * evaluation over a dataset's rows. Unknown parameters, unknown columns and malformed values are
 * refused with a 400, as Socrata refuses them; nothing is skipped silently.
 */
import { asGeometry, bboxOf, boxContains, boxesIntersect, intersectsRing, type Box } from './geometry.ts';
import { parseWhere, type WhereTerm } from './soqlWhere.ts';
import { QueryError, type Row, type SodaDataset } from './types.ts';

export interface SodaQuery {
  where: WhereTerm[];
  select: string[] | null;
  descending: boolean;
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
  let descending = false;
  if (order !== null) {
    const m = /^\s*:id(?:\s+(asc|desc))?\s*$/i.exec(order);
    if (!m) throw new QueryError(`The stand-in orders only by :id, not '${order}'`);
    descending = m[1]?.toLowerCase() === 'desc';
  }
  let columns: string[] | null = null;
  if (select !== null) {
    columns = select.split(',').map((c) => c.trim());
    const bad = columns.find((c) => !COLUMN.test(c));
    if (bad !== undefined)
      throw new QueryError(`$select: the stand-in reads only a comma list of column names, not '${bad}'`);
    if (new Set(columns).size !== columns.length) throw new QueryError('$select names a column twice');
  }
  return {
    where: where === null ? [] : parseWhere(where),
    select: columns,
    descending,
    limit: params.has('$limit') ? nonNegativeInt('$limit', params.get('$limit')!) : DEFAULT_LIMIT,
    offset: params.has('$offset') ? nonNegativeInt('$offset', params.get('$offset')!) : 0,
  };
}

/** Every column of the dataset, in first-seen order (the geometry column first). */
export function datasetColumns(dataset: SodaDataset): string[] {
  const columns = new Set<string>(dataset.geoField ? [dataset.geoField] : []);
  for (const row of dataset.rows) for (const key of Object.keys(row)) columns.add(key);
  return [...columns];
}

function withinBox(value: unknown, box: Box, mode: WithinBoxMode): boolean {
  const g = asGeometry(value);
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

function predicate(
  term: WhereTerm,
  dataset: SodaDataset,
  columns: Set<string>,
  mode: WithinBoxMode,
): (row: Row) => boolean {
  if (!columns.has(term.field)) throw new QueryError(`No such column: ${term.field}`, 400, 'query.soql.no-such-column');
  const spatial = term.kind === 'withinBox' || term.kind === 'intersects';
  if (spatial !== (term.field === dataset.geoField)) {
    throw new QueryError(
      `Type mismatch: ${term.field} ${spatial ? 'is not' : 'is'} the dataset's geometry column`,
      400,
      'query.soql.type-mismatch',
    );
  }
  switch (term.kind) {
    case 'withinBox': {
      const box = checkBox(term);
      return (row) => withinBox(row[term.field], box, mode);
    }
    case 'intersects':
      return (row) => intersectsRing(row[term.field], term.ring);
    case 'eq':
      return (row) =>
        row[term.field] !== null && row[term.field] !== undefined && String(row[term.field]) === term.value;
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
  }
}

/** The matching rows, in `:id` order, paged; and the columns to answer with. */
export function runSodaQuery(
  dataset: SodaDataset,
  query: SodaQuery,
  mode: WithinBoxMode = 'intersects',
): { rows: Row[]; columns: string[] } {
  const all = datasetColumns(dataset);
  const known = new Set(all);
  const missing = query.select?.find((c) => !known.has(c));
  if (missing !== undefined) throw new QueryError(`No such column: ${missing}`, 400, 'query.soql.no-such-column');
  const tests = query.where.map((t) => predicate(t, dataset, known, mode));
  const matching = dataset.rows.filter((row) => tests.every((test) => test(row)));
  if (query.descending) matching.reverse();
  return { rows: matching.slice(query.offset, query.offset + query.limit), columns: query.select ?? all };
}
