// The layering rule of src/: shared imports nothing from ui or workers; ui reaches workers by type only.
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The snippets are linted as files that are not on disk, so no tsconfig holds them: the layering rule needs no
// types, and the type-aware rules are left out here.
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: tseslint.configs.disableTypeChecked });

async function ruleMessages(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((m) => m.message);
}

describe('layering lint rule', () => {
  it('forbids src/shared from importing ui or workers', async () => {
    expect(
      await ruleMessages(
        "import { theme } from '../../ui/store/theme';\nexport const t = theme;\n",
        'src/shared/app/bad.ts',
      ),
    ).toHaveLength(1);
    expect(
      await ruleMessages(
        "import { createGeographyApi } from '../../workers/geography/api';\nexport const a = createGeographyApi;\n",
        'src/shared/app/bad.ts',
      ),
    ).toHaveLength(1);
    expect(
      await ruleMessages(
        "import { PRODUCT_NAME } from './constants';\nexport const n = PRODUCT_NAME;\n",
        'src/shared/app/good.ts',
      ),
    ).toHaveLength(0);
  });

  it('lets src/ui import worker API types but not worker code', async () => {
    expect(
      await ruleMessages(
        "import type { GeographyApi } from '../../workers/geography/api';\nexport type A = GeographyApi;\n",
        'src/ui/app/good.ts',
      ),
    ).toHaveLength(0);
    expect(
      await ruleMessages(
        "import { createGeographyApi } from '../../workers/geography/api';\nexport const a = createGeographyApi;\n",
        'src/ui/app/bad.ts',
      ),
    ).toHaveLength(1);
  });

  it('forbids workers from importing ui', async () => {
    expect(
      await ruleMessages("import { theme } from '../ui/store/theme';\nexport const t = theme;\n", 'src/workers/bad.ts'),
    ).toHaveLength(1);
  });

  it('keeps maplibre-gl and terra-draw in src/ui/map: elsewhere even a type import is refused', async () => {
    const maplibreType = "import type { Map } from 'maplibre-gl';\nexport type M = Map;\n";
    const terraDraw = "import { TerraDraw } from 'terra-draw';\nexport const T = TerraDraw;\n";
    const adapter =
      "import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';\nexport const A = TerraDrawMapLibreGLAdapter;\n";
    expect(await ruleMessages(maplibreType, 'src/ui/app/draw/bad.ts')).toEqual([
      expect.stringContaining('maplibre-gl and terra-draw are imported only in src/ui/map'),
    ]);
    expect(await ruleMessages(terraDraw, 'src/ui/store/bad.ts')).toHaveLength(1);
    expect(await ruleMessages(adapter, 'src/ui/components/Bad.tsx')).toHaveLength(1);
    expect(await ruleMessages(maplibreType, 'src/shared/map/bad.ts')).toHaveLength(1);
    expect(await ruleMessages(terraDraw, 'src/workers/bad.ts')).toHaveLength(1);
    // The map's own parts and MapView may.
    expect(await ruleMessages(maplibreType, 'src/ui/map/good.ts')).toHaveLength(0);
    expect(await ruleMessages(adapter, 'src/ui/map/good.ts')).toHaveLength(0);
  });

  it("reaches the export's offscreen map only through the port: a controller may name its types, not call it", async () => {
    const call = "import { captureForExport } from '../../map/offscreenCapture';\nexport const c = captureForExport;\n";
    const types = "import type { Capture } from '../../map/offscreenCapture';\nexport type C = Capture;\n";
    expect(await ruleMessages(call, 'src/ui/app/export/bad.ts')).toEqual([
      expect.stringContaining('through the map port'),
    ]);
    expect(await ruleMessages(types, 'src/ui/app/export/good.ts')).toHaveLength(0);
    expect(
      await ruleMessages(
        "import { captureForExport } from './offscreenCapture';\nexport const c = captureForExport;\n",
        'src/ui/map/good.ts',
      ),
    ).toHaveLength(0);
  });
});
