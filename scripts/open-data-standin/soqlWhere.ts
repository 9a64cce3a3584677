/**
 * The `$where` subset the app sends, parsed strictly: terms joined by AND and OR (AND binds tighter,
 * as in SQL), each one of
 *   within_box(field, north, west, south, east)      (Socrata's documented order: NW lat/lon, SE lat/lon)
 *   intersects(field, 'POLYGON((lon lat, ...))')
 *   field = 'text'   field = true|false   upper(field) = 'TEXT'
 *   field between <number> and <number>
 *   field in('a', 'b', ...)
 *   field like 'pattern'  or  upper(field) like 'PATTERN'   (% any run of characters, _ one)
 * Anything else (NOT, parentheses, other operators or functions) is refused, never skipped. The
 * result is a list of AND-groups, any of which a row must meet.
 */
import type { Pos } from './geometry.ts';
import { QueryError } from './types.ts';
import { parsePolygonWkt } from './wkt.ts';

export type WhereTerm =
  | { kind: 'withinBox'; field: string; north: number; west: number; south: number; east: number }
  | { kind: 'intersects'; field: string; ring: Pos[] }
  | { kind: 'eq'; field: string; value: string; upper: boolean }
  | { kind: 'eqBoolean'; field: string; value: boolean }
  | { kind: 'between'; field: string; low: number; high: number }
  | { kind: 'in'; field: string; values: string[] }
  | { kind: 'like'; field: string; pattern: string; upper: boolean };

type Token =
  | { t: 'ident'; v: string }
  | { t: 'number'; v: number; raw: string }
  | { t: 'string'; v: string }
  | { t: 'punct'; v: string };

const TOKEN = /\s*(?:([A-Za-z_][A-Za-z0-9_]*)|(-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)|'((?:[^']|'')*)'|([(),=]))/y;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  let at = 0;
  while (at < text.length) {
    if (/^\s*$/.test(text.slice(at))) break;
    TOKEN.lastIndex = at;
    const m = TOKEN.exec(text);
    if (!m)
      throw new QueryError(
        `Could not parse $where at "${text.slice(at).trim().slice(0, 30)}" (the stand-in reads only AND/OR-joined within_box, intersects, =, between, in and like)`,
      );
    at = TOKEN.lastIndex;
    if (m[1] !== undefined) tokens.push({ t: 'ident', v: m[1] });
    else if (m[2] !== undefined) tokens.push({ t: 'number', v: Number(m[2]), raw: m[2] });
    else if (m[3] !== undefined) tokens.push({ t: 'string', v: m[3].replace(/''/g, "'") });
    else tokens.push({ t: 'punct', v: m[4]! });
  }
  return tokens;
}

class Parser {
  private i = 0;
  constructor(private readonly tokens: Token[]) {}

  private peek(): Token | undefined {
    return this.tokens[this.i];
  }

  private describe(tok: Token | undefined): string {
    if (!tok) return 'the end of $where';
    return tok.t === 'string' ? `'${tok.v}'` : tok.t === 'number' ? tok.raw : tok.v;
  }

  private fail(expected: string): never {
    throw new QueryError(`$where: expected ${expected} but found ${this.describe(this.peek())}`);
  }

  private isKeyword(tok: Token | undefined, word: string): boolean {
    return tok?.t === 'ident' && tok.v.toLowerCase() === word;
  }

  private punct(v: string): void {
    const tok = this.peek();
    if (tok?.t !== 'punct' || tok.v !== v) this.fail(`'${v}'`);
    this.i++;
  }

  private keyword(word: string): void {
    if (!this.isKeyword(this.peek(), word)) this.fail(word.toUpperCase());
    this.i++;
  }

  private ident(): string {
    const tok = this.peek();
    if (
      tok?.t !== 'ident' ||
      ['and', 'or', 'not', 'between', 'in', 'like', 'true', 'false'].includes(tok.v.toLowerCase())
    )
      this.fail('a column name');
    this.i++;
    return tok.v;
  }

  private number(): number {
    const tok = this.peek();
    if (tok?.t !== 'number') this.fail('a number');
    this.i++;
    return tok.v;
  }

  private string(): string {
    const tok = this.peek();
    if (tok?.t !== 'string') this.fail("a 'text' literal");
    this.i++;
    return tok.v;
  }

  parse(): WhereTerm[][] {
    const groups: WhereTerm[][] = [[this.term()]];
    while (this.peek()) {
      if (this.isKeyword(this.peek(), 'or')) {
        this.i++;
        groups.push([this.term()]);
      } else {
        this.keyword('and');
        groups[groups.length - 1]!.push(this.term());
      }
    }
    return groups;
  }

  private term(): WhereTerm {
    const name = this.ident();
    const next = this.peek();
    if (name.toLowerCase() === 'upper' && next?.t === 'punct' && next.v === '(') {
      this.i++;
      const field = this.ident();
      this.punct(')');
      const op = this.peek();
      if (op?.t === 'punct' && op.v === '=') {
        this.i++;
        return { kind: 'eq', field, value: this.string(), upper: true };
      }
      this.keyword('like');
      return { kind: 'like', field, pattern: this.string(), upper: true };
    }
    if (next?.t === 'punct' && next.v === '(') return this.call(name);
    if (this.isKeyword(next, 'like')) {
      this.i++;
      return { kind: 'like', field: name, pattern: this.string(), upper: false };
    }
    if (next?.t === 'punct' && next.v === '=') {
      this.i++;
      const value = this.peek();
      if (this.isKeyword(value, 'true') || this.isKeyword(value, 'false')) {
        this.i++;
        return { kind: 'eqBoolean', field: name, value: value?.t === 'ident' && value.v.toLowerCase() === 'true' };
      }
      return { kind: 'eq', field: name, value: this.string(), upper: false };
    }
    if (this.isKeyword(next, 'between')) {
      this.i++;
      const low = this.number();
      this.keyword('and');
      return { kind: 'between', field: name, low, high: this.number() };
    }
    if (this.isKeyword(next, 'in')) {
      this.i++;
      this.punct('(');
      const values = [this.literal()];
      while (this.peek()?.t === 'punct' && this.peek()!.v === ',') {
        this.i++;
        values.push(this.literal());
      }
      this.punct(')');
      return { kind: 'in', field: name, values };
    }
    return this.fail(`=, BETWEEN, IN or LIKE after ${name}`);
  }

  private literal(): string {
    const tok = this.peek();
    if (tok?.t === 'number') {
      this.i++;
      return tok.raw;
    }
    return this.string();
  }

  private call(fn: string): WhereTerm {
    this.punct('(');
    const field = this.ident();
    this.punct(',');
    let term: WhereTerm;
    if (fn.toLowerCase() === 'within_box') {
      const north = this.number();
      this.punct(',');
      const west = this.number();
      this.punct(',');
      const south = this.number();
      this.punct(',');
      const east = this.number();
      term = { kind: 'withinBox', field, north, west, south, east };
    } else if (fn.toLowerCase() === 'intersects') {
      term = { kind: 'intersects', field, ring: parsePolygonWkt(this.string()) };
    } else {
      throw new QueryError(`$where: the stand-in does not implement the function ${fn}()`);
    }
    this.punct(')');
    return term;
  }
}

export function parseWhere(text: string): WhereTerm[][] {
  const tokens = tokenize(text);
  if (tokens.length === 0) throw new QueryError('$where is empty');
  return new Parser(tokens).parse();
}
