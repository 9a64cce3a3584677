// The lint rule that keeps latest-wins, sleep and debounce in src/shared/async: each hand-written
// shape the app once had is refused outside it, and what is not one of them passes.
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The samples are linted as files that are not on disk, so no tsconfig holds them: the rule needs no types, and the
// type-aware rules are left out here.
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: tseslint.configs.disableTypeChecked });

async function refusals(code: string, filePath = 'src/ui/app/sample.ts'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('the async lint rule', () => {
  it('refuses generation counters and tokens, in variables and fields', async () => {
    for (const code of [
      'let generation = 0;\nexport const next = () => ++generation;\n',
      'let focusToken = 0;\nexport function reset() {\n  focusToken++;\n}\n',
      'let seq = 0;\nexport function bump() {\n  seq += 1;\n}\n',
      'export class Drafts {\n  private tokens = 0;\n  next() {\n    return ++this.tokens;\n  }\n}\n',
    ]) {
      const found = await refusals(code, 'src/workers/sample.ts');
      expect(found, code).toHaveLength(1);
      expect(found[0]).toContain('src/shared/async/latest.ts');
    }
  });

  it('refuses an AbortController kept by hand: anywhere after aborting the older one, and at all in the page', async () => {
    const superseding =
      'let inFlight: AbortController | null = null;\nexport function start() {\n  inFlight?.abort();\n  inFlight = new AbortController();\n  return inFlight.signal;\n}\n';
    expect(await refusals(superseding, 'src/workers/sample.ts')).toHaveLength(1);
    const perRequest =
      'export function limit() {\n  const controller = new AbortController();\n  return controller;\n}\n';
    expect(await refusals(perRequest, 'src/workers/sample.ts')).toHaveLength(0);
    expect(await refusals(perRequest, 'src/ui/app/sample.ts')).toHaveLength(1);
  });

  it('refuses a Promise around setTimeout, in each way it is written', async () => {
    for (const code of [
      'export const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));\n',
      'export const wait = (ms: number) => new Promise<void>((resolve) => {\n  setTimeout(resolve, ms);\n});\n',
      'export const wait = (ms: number) =>\n  new Promise(function (resolve) {\n    setTimeout(resolve, ms);\n  });\n',
      'export const frame = () => new Promise((resolve) => window.setTimeout(resolve, 16));\n',
    ]) {
      const found = await refusals(code);
      expect(found, code).toHaveLength(1);
      expect(found[0]).toContain('src/shared/async/sleep.ts');
    }
    // Tests wait with the shared sleep too.
    expect(
      await refusals('export const wait = () => new Promise((r) => setTimeout(r, 0));\n', 'tests/unit/x.ts'),
    ).toHaveLength(1);
  });

  it('refuses a hand-written debounce', async () => {
    const restart =
      'let timer: ReturnType<typeof setTimeout> | undefined;\nexport function changed(run: () => void) {\n  clearTimeout(timer);\n  timer = setTimeout(run, 400);\n}\n';
    const graceOnLeave =
      'let timer: ReturnType<typeof setTimeout> | undefined;\nexport function hover(id: string | null, clear: () => void) {\n  clearTimeout(timer);\n  if (id) return;\n  else timer = setTimeout(clear, 600);\n}\n';
    for (const code of [restart, graceOnLeave]) {
      const found = await refusals(code);
      expect(found, code).toHaveLength(1);
      expect(found[0]).toContain('src/shared/async/debounce.ts');
    }
  });

  it('lets one-shot delays, deadlines and ids pass, and src/shared/async be itself', async () => {
    const fine = [
      'let nextJobId = 1;\nexport const job = () => nextJobId++;\n',
      'export function later(run: () => void) {\n  return setTimeout(run, 400);\n}\n',
      'export const deadline = (ms: number) =>\n  new Promise<void>((resolve) => {\n    const t = setTimeout(resolve, ms);\n    requestAnimationFrame(() => clearTimeout(t));\n  });\n',
    ].join('');
    expect(await refusals(fine)).toEqual([]);
    const helper =
      'let generation = 0;\nexport const next = () => ++generation;\nexport const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));\n';
    expect(await refusals(helper, 'src/shared/async/sample.ts')).toEqual([]);
  });
});
