// The lint rule that keeps latest-wins, sleep, deadlines, abort races and debounce in src/shared/async:
// each hand-written shape the app once had is refused outside it, and the helpers themselves pass. The
// rule is run on the real src too: it finds nothing there, and finds each shape planted into a copy of
// a real module.
import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The samples are linted as files that are not on disk, so no tsconfig holds them: the rule needs no types, and the
// type-aware rules are left out here.
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: tseslint.configs.disableTypeChecked });
/** Only the rule under test, for the whole of src (the other rules are the lint run's). */
const restrictedOnly = new ESLint({
  cwd: process.cwd(),
  overrideConfig: tseslint.configs.disableTypeChecked,
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-syntax',
});

async function refusals(code: string, filePath = 'src/ui/app/sample.ts'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

/** Each sample is refused once, with a message that points at every named home. */
async function expectEachRefused(codes: string[], homes: string[], filePath?: string): Promise<void> {
  for (const code of codes) {
    const found = await refusals(code, filePath);
    expect(found, code).toHaveLength(1);
    for (const home of homes) expect(found[0], code).toContain(home);
  }
}

describe('the async lint rule', () => {
  // The first lint loads the config and its plugins: on a loaded machine longer than a test's time.
  beforeAll(async () => {
    await eslint.lintText('export {};\n', { filePath: 'src/ui/app/sample.ts' });
  }, 120_000);

  it('refuses generation counters and tokens, in variables and fields', async () => {
    await expectEachRefused(
      [
        'let generation = 0;\nexport const next = () => ++generation;\n',
        'let focusToken = 0;\nexport function reset() {\n  focusToken++;\n}\n',
        'let seq = 0;\nexport function bump() {\n  seq += 1;\n}\n',
        'export class Drafts {\n  private tokens = 0;\n  next() {\n    return ++this.tokens;\n  }\n}\n',
      ],
      ['src/shared/async/latest.ts'],
      'src/workers/sample.ts',
    );
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
    await expectEachRefused(
      [
        'export const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));\n',
        'export const wait = (ms: number) => new Promise<void>((resolve) => {\n  setTimeout(resolve, ms);\n});\n',
        'export const wait = (ms: number) =>\n  new Promise(function (resolve) {\n    setTimeout(resolve, ms);\n  });\n',
        'export const frame = () => new Promise((resolve) => window.setTimeout(resolve, 16));\n',
      ],
      ['src/shared/async/sleep.ts'],
    );
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
    await expectEachRefused([restart, graceOnLeave], ['src/shared/async/debounce.ts']);
  });

  it('refuses a setTimeout anywhere inside a new Promise: a hand-written deadline or poll', async () => {
    await expectEachRefused(
      [
        // The wait for a laid-out frame, capped for a hidden page (afterLayout's old shape).
        'export const laidOut = (ms: number) =>\n  new Promise<void>((resolve) => {\n    const t = setTimeout(resolve, ms);\n    requestAnimationFrame(() => clearTimeout(t));\n  });\n',
        // A reply awaited for a while (the tab plan's old shape).
        'export function answered(channel: { onmessage: unknown }, ms: number) {\n  return new Promise<boolean>((resolve) => {\n    const timer = setTimeout(() => resolve(false), ms);\n    channel.onmessage = () => {\n      clearTimeout(timer);\n      resolve(true);\n    };\n  });\n}\n',
        // A deadline's timer set in the executor (the export worker's old shape).
        'export function limit(ms: number) {\n  let timer;\n  const timeout = new Promise<never>((_, reject) => {\n    timer = setTimeout(() => reject(new Error("late")), ms);\n  });\n  return { timer, timeout };\n}\n',
      ],
      ['src/shared/async/deadline.ts'],
      'src/workers/sample.ts',
    );
  });

  it('refuses Promise.race against a timer, however the timer is started', async () => {
    await expectEachRefused(
      [
        'export async function icons(ready: Promise<void>, sleep: (ms: number) => Promise<void>) {\n  await Promise.race([ready, sleep(250)]);\n}\n',
        'export async function capped<T>(work: Promise<T>, ms: number, expired: Promise<undefined>, expire: () => void) {\n  const timer = setTimeout(expire, ms);\n  try {\n    return await Promise.race([work, expired]);\n  } finally {\n    clearTimeout(timer);\n  }\n}\n',
        'export async function silence<T>(work: Promise<T>, limit: Promise<never>, debounce: (f: () => void, ms: number) => () => void, fail: () => void) {\n  debounce(fail, 6000)();\n  return await Promise.race([work, limit]);\n}\n',
        'export const slow = <T>(work: Promise<T>, late: Promise<never>) => {\n  window.setTimeout(() => undefined, 10);\n  return Promise.race([work, late]);\n};\n',
      ],
      ['src/shared/async/deadline.ts', 'src/shared/async/abortRace.ts'],
      'src/workers/sample.ts',
    );
  });

  it('lets one-shot delays, ids, the deadline and abort-race helpers, and a race without a timer pass', async () => {
    const fine = [
      'let nextJobId = 1;\nexport const job = () => nextJobId++;\n',
      'export function later(run: () => void) {\n  return setTimeout(run, 400);\n}\n',
      "import { withDeadline } from '../../shared/async/deadline';\nexport const laidOut = (frame: () => Promise<void>) => withDeadline(frame, 100, { late: () => undefined });\n",
      "import { raceAbort } from '../../shared/async/abortRace';\nexport const loaded = (p: Promise<void>, signal: AbortSignal) => raceAbort(p, signal);\n",
      'export const first = (download: Promise<string>, failed: Promise<never>) => Promise.race([download, failed]);\n',
      'export const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));\n',
    ];
    for (const code of fine) expect(await refusals(code), code).toEqual([]);
    const helper =
      'let generation = 0;\nexport const next = () => ++generation;\nexport const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));\nexport const race = (p: Promise<void>) => Promise.race([p, wait(5)]);\n';
    expect(await refusals(helper, 'src/shared/async/sample.ts')).toEqual([]);
  });

  it('refuses a request number incremented or compared, and a Set of cancelled ids', async () => {
    await expectEachRefused(
      [
        'let version = 0;\nexport const nextVersion = () => ++version;\n',
        'export class Ask {\n  private requestId = 0;\n  next() {\n    return this.requestId++;\n  }\n}\n',
        "let latestKey = '';\nexport const isLatest = (key: string) => key === latestKey;\n",
        'export class Views {\n  private latestSeq = 0;\n  stale(asked: number) {\n    return asked < this.latestSeq;\n  }\n}\n',
        'const cancelled = new Set<number>();\nexport const cancel = (id: number) => cancelled.add(id);\n',
        'export class Jobs {\n  private readonly cancelledIds = new Set<number>();\n}\n',
      ],
      ['src/shared/async/latest.ts', 'src/shared/async/jobs.ts'],
      'src/workers/sample.ts',
    );
    // A for loop's own counter is no request number (a QR code's versions are tried one by one).
    expect(
      await refusals(
        'export function fit() {\n  for (let version = 1; version <= 40; version++) if (version > 3) return version;\n  return 0;\n}\n',
      ),
    ).toEqual([]);
  });

  it('refuses a race against a timer started in a helper, and a setInterval inside a new Promise', async () => {
    await expectEachRefused(
      [
        'declare function timeout(ms: number): Promise<never>;\nexport const bounded = <T>(work: Promise<T>) => Promise.race([work, timeout(5000)]);\n',
        'declare function limitTimer(ms: number): Promise<never>;\nexport async function bounded<T>(work: Promise<T>) {\n  const late = limitTimer(5000);\n  return Promise.race([work, late]);\n}\n',
        'export const bounded = <T>(work: Promise<T>, late: () => Promise<never>) => Promise.race([work, late()]);\n',
      ],
      ['src/shared/async/deadline.ts', 'src/shared/async/abortRace.ts'],
      'src/workers/sample.ts',
    );
    await expectEachRefused(
      ['export const ticks = () => new Promise<void>((resolve) => {\n  setInterval(resolve, 10);\n});\n'],
      ['src/shared/async/sleep.ts'],
      'src/workers/sample.ts',
    );
  });

  it('src has none of the shapes, and each one planted into a copy of a real module is refused there', async () => {
    const results = await restrictedOnly.lintFiles(['src/**/*.{ts,tsx}']);
    expect(results.length).toBeGreaterThan(300);
    const found = results.flatMap((r) =>
      r.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => `${r.filePath}:${m.line} ${m.message}`),
    );
    expect(found).toEqual([]);
    const planted = [
      'let version = 0;\nexport const nextVersion = () => ++version;\n',
      "let latestKey = '';\nexport const isLatest = (key: string) => key === latestKey;\n",
      'const cancelled = new Set<number>();\nexport const cancel = (id: number) => cancelled.add(id);\n',
      'declare function timeout(ms: number): Promise<never>;\nexport const bounded = <T>(work: Promise<T>) => Promise.race([work, timeout(5000)]);\n',
      'export const ticks = () => new Promise<void>((resolve) => {\n  setTimeout(resolve, 10);\n});\n',
    ];
    for (const module of ['src/workers/geography/api.ts', 'src/ui/app/cityData/streetSearch.ts']) {
      const source = readFileSync(module, 'utf8');
      for (const shape of planted) {
        const [result] = await restrictedOnly.lintText(`${source}\n${shape}`, { filePath: module });
        expect(
          result?.messages.map((m) => m.ruleId),
          `${module}: ${shape}`,
        ).toEqual(['no-restricted-syntax']);
      }
    }
  }, 300_000);
});
