// Lint: strict TypeScript rules, React hooks, and the layering of src/ (shared < workers < ui).
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** src/shared is pure: it may not reach into the UI or the workers. */
export const sharedLayerRule = {
  patterns: [
    {
      group: ['**/ui', '**/ui/**', '**/workers', '**/workers/**'],
      message: 'src/shared is pure and DOM-free: it may not import from src/ui or src/workers.',
    },
  ],
};

/** src/ui reaches workers only through their typed comlink APIs: type imports, never code. */
const noWorkerCode = {
  group: ['**/workers/**'],
  allowTypeImports: true,
  message: 'src/ui reaches workers only through their comlink API types (import type) and new Worker(new URL(...)).',
};
/** The map adapter is mounted by MapView alone; everything else uses the map port. */
const noAdapter = {
  group: ['**/map/MapAdapter', '**/map/MapAdapter.ts'],
  message: 'Only MapView mounts the map adapter: use the map port (src/ui/map/port.ts, the mapPort signal).',
};
/** The workers' engines are the controllers' to call; components, stores and the map call controllers. */
const noEngines = {
  group: ['**/app/engines/**'],
  message: 'Workers are reached through controllers (src/ui/app); call a controller instead.',
};

export const uiLayerRule = { patterns: [noWorkerCode, noAdapter, noEngines] };
/** Controllers (src/ui/app) may call the engines; the adapter stays MapView's. */
export const controllerLayerRule = { patterns: [noWorkerCode, noAdapter] };
/** The map and MapView may use the adapter; the engines stay the controllers'. */
export const mapLayerRule = { patterns: [noWorkerCode, noEngines] };

/** Network requests belong to the workers, and to the two fetchers named in the README. */
const noFetch = {
  name: 'fetch',
  message:
    'Requests go through the workers (src/workers); in the page only the place search and the basemap loader fetch.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
      'coverage/**',
      'public/**',
      '.scratch/**',
    ],
  },
  ...tseslint.configs.strict,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-restricted-imports': ['error', uiLayerRule],
    },
  },
  {
    files: ['src/ui/app/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', controllerLayerRule] },
  },
  {
    files: ['src/ui/map/**/*.ts', 'src/ui/components/MapView.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', mapLayerRule] },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}', 'src/shared/**/*.ts'],
    ignores: ['src/ui/app/map/placeSearch.ts', 'src/ui/map/baseStyleLoader.ts'],
    rules: { 'no-restricted-globals': ['error', noFetch] },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', sharedLayerRule] },
  },
  {
    files: ['src/workers/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/ui', '**/ui/**'], message: 'Workers may not import from src/ui.' }] },
      ],
    },
  },
);
