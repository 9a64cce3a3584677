// No import cycles in src: a module never reaches itself through its imports, type-only ones included
// (a cycle of types today is a cycle of code after the next refactor, and it ties two rooms together).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = resolve('src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The project's own modules a file imports or re-exports (relative specifiers, resolved as Vite does). */
function importsOf(file: string, exists: (path: string) => boolean): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
    const base = resolve(dirname(file), specifier.text.replace(/\?.*$/, ''));
    const target = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(exists);
    if (target) found.push(target);
  }
  return found;
}

/** Every cycle as its strongly connected modules (Tarjan), each a list of two or more. */
function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    order.set(node, order.size);
    low.set(node, order.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!));
    }
    if (low.get(node) !== order.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return cycles;
}

describe('import cycles', () => {
  it('finds a cycle of three, a module importing itself, and none in a chain', () => {
    const graph = new Map([
      ['request', ['schema']],
      ['schema', ['mapScale']],
      ['mapScale', ['request', 'pageLayout']],
      ['pageLayout', []],
      ['self', ['self']],
      ['a', ['b']],
      ['b', []],
    ]);
    expect(importCycles(graph)).toEqual([['mapScale', 'request', 'schema'], ['self']]);
  });

  it('src has none', () => {
    const files = sourceFiles(SRC);
    const known = new Set(files);
    const graph = new Map(files.map((file) => [file, importsOf(file, (path) => known.has(path))]));
    // The graph is real: the app's entry reaches modules through relative imports.
    expect([...graph.values()].flat().length).toBeGreaterThan(files.length);
    const named = importCycles(graph).map((cycle) => cycle.map((file) => relative(SRC, file)).join(' ↔ '));
    expect(named).toEqual([]);
  });
});
