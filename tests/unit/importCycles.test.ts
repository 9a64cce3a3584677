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

/** The module specifiers of a source: its imports and re-exports, `import('…')` and `typeof import('…')` too. */
function specifiersOf(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [first] = node.arguments;
      if (first && ts.isStringLiteralLike(first)) found.push(first.text);
    } else if (ts.isImportTypeNode(node)) {
      const literal = ts.isLiteralTypeNode(node.argument) ? node.argument.literal : null;
      if (literal && ts.isStringLiteral(literal)) found.push(literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The project's own modules a file imports or re-exports (relative specifiers, resolved as Vite does). */
function importsOf(file: string, exists: (path: string) => boolean, text = readFileSync(file, 'utf8')): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const found: string[] = [];
  for (const specifier of specifiersOf(source)) {
    if (!specifier.startsWith('.')) continue;
    const base = resolve(dirname(file), specifier.replace(/\?.*$/, ''));
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

  it("reads dynamic imports and import types as imports: `import('./b')` and `typeof import('./c')`", () => {
    const here = join(SRC, 'ui', 'app');
    const known = new Set([join(here, 'b.ts'), join(here, 'c.ts'), join(here, 'd.ts')]);
    const text =
      "const load = () => import('./b');\ntype C = typeof import('./c');\nexport type D = import('./d').Thing;\nexport { load, type C };\n";
    expect(importsOf(join(here, 'a.ts'), (path) => known.has(path), text)).toEqual([...known]);
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
