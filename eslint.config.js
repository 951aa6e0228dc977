import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Import boundaries (../shared/design.md §2): shared ← machines ← (web, worker).
 * shared imports nothing of ours; machines only shared (and no DOM/React/Hono/Supabase);
 * web and worker never import each other (web may import worker *types*);
 * nothing imports tests/ or e2e/; e2e imports no app code.
 */
const never = (dir) => [`**/${dir}`, `**/${dir}/**`, `${dir}/**`];
const boundary = (patterns, message, allowTypeImports = false) => ({
  '@typescript-eslint/no-restricted-imports': [
    'error',
    { patterns: [{ group: patterns, message, allowTypeImports }] },
  ],
});

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      '.wrangler/**',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
      'worker/worker-configuration.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['scripts/**/*.{js,mjs,ts}', '*.config.{js,ts}', 'tests/*.config.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'tests/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: boundary(
      [
        ...never('machines'),
        ...never('web'),
        ...never('worker'),
        ...never('tests'),
        ...never('e2e'),
        'react',
        'hono',
        'hono/*',
        'xstate',
        '@supabase/*',
      ],
      'shared/ is the bottom layer: it imports only valibot and other shared/ files.',
    ),
  },
  {
    files: ['machines/**/*.ts'],
    rules: boundary(
      [
        ...never('web'),
        ...never('worker'),
        ...never('tests'),
        ...never('e2e'),
        'react',
        'react-dom',
        'hono',
        'hono/*',
        '@supabase/*',
        '@xstate/react',
      ],
      'machines/ are pure: they import only xstate and shared/.',
    ),
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: boundary(
      [...never('worker'), ...never('tests'), ...never('e2e')],
      'web/ never imports worker/ code (types only) nor tests.',
      true,
    ),
  },
  {
    files: ['worker/**/*.ts'],
    rules: boundary(
      [...never('web'), ...never('tests'), ...never('e2e'), 'react', 'react-dom'],
      'worker/ never imports web/ nor tests.',
    ),
  },
  {
    files: ['e2e/**/*.ts'],
    rules: boundary(
      [...never('web'), ...never('worker'), ...never('machines'), ...never('shared')],
      'e2e/ drives the running app like a user: it imports no app code.',
    ),
  },
);
