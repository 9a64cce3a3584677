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
export const uiLayerRule = {
  patterns: [
    {
      group: ['**/workers/**'],
      allowTypeImports: true,
      message:
        'src/ui reaches workers only through their comlink API types (import type) and new Worker(new URL(...)).',
    },
  ],
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
