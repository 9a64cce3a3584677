// The lint rule that keeps plan data (what a plan file holds) written by controllers only: a component
// that writes one of its signals is refused, a controller passes, and the page's other rules still hold
// in components.
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// Linted as files not on disk: no tsconfig holds them, so the type-aware rules are left out.
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: tseslint.configs.disableTypeChecked });

async function refusals(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const writes = [
  "import { revisions } from '../store/eventInfo';\nexport const save = () => {\n  revisions.value = [];\n};\n",
  "import { eventInfo } from '../store/eventInfo';\nexport const clear = () => {\n  eventInfo.value = { ...eventInfo.value, title: '' };\n};\n",
  "import { pageSetup } from '../store/eventInfo';\nexport const a4 = (p: never) => (pageSetup.value = p);\n",
  "import { areasLayerVisible } from '../store/areas';\nexport const hide = () => (areasLayerVisible.value = false);\n",
  "import { plan } from '../store/plan';\nexport const empty = () => {\n  plan.value = { objects: [], shapes: [] };\n};\n",
];

describe('the plan-data lint rule', () => {
  it('refuses a component writing plan data, naming the controllers to call', async () => {
    for (const code of writes) {
      const found = await refusals(code, 'src/ui/components/Sample.tsx');
      expect(found, code).toHaveLength(1);
      expect(found[0]).toContain('Plan data is written by controllers (src/ui/app)');
    }
  });

  it('lets controllers write it, and components read it or write their own UI state', async () => {
    for (const code of writes) expect(await refusals(code, 'src/ui/app/sample/sampleController.ts'), code).toEqual([]);
    const uiState =
      "import { revisionsOpen, revisions } from '../store/eventInfo';\nexport const close = () => {\n  revisionsOpen.value = false;\n  return revisions.value.length;\n};\n";
    expect(await refusals(uiState, 'src/ui/components/Sample.tsx')).toEqual([]);
  });

  it('keeps the page’s async rule in components beside it', async () => {
    const controller = 'export const c = () => new AbortController();\n';
    expect(await refusals(controller, 'src/ui/components/Sample.tsx')).toHaveLength(1);
  });
});
