import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import noImportCycle from './eslint-rules/no-import-cycle.js';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      '.data',
      '.tmp',
      'supabase/functions',
      'test-results',
      'playwright-report',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Prettier formats at 120 columns but leaves long strings whole; this catches what it cannot fix.
    rules: {
      'max-len': [
        'error',
        { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreUrls: true, ignoreRegExpLiterals: true },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The app's floors (docs: README, Layout): app composes features; every feature is a leaf that may
    // import only its own folder and the shared floors below; components, lib and config never reach up.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries, architecture: { rules: { 'no-import-cycle': noImportCycle } } },
    settings: {
      // main.tsx only mounts the app; every other file must sit on one of the floors below.
      'boundaries/ignore': ['src/main.tsx'],
      'import/resolver': { typescript: { project: './tsconfig.app.json' } },
      'boundaries/elements': [
        { type: 'app', pattern: 'src/app' },
        { type: 'feature', pattern: 'src/features/*', capture: ['domain'] },
        { type: 'components', pattern: 'src/components' },
        { type: 'lib', pattern: 'src/lib' },
        { type: 'config', pattern: 'src/config' },
        { type: 'test', pattern: 'src/test' },
      ],
    },
    rules: {
      'architecture/no-import-cycle': ['error', { tsconfig: 'tsconfig.app.json' }],
      'boundaries/no-unknown-files': 'error',
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            '{{ from.element.type }} must not import {{ to.element.type }} (arrows only go down: see README, Layout)',
          policies: [
            {
              from: { element: { type: 'app' } },
              allow: { to: { element: { types: ['app', 'feature', 'components', 'lib', 'config'] } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { types: ['components', 'lib', 'config'] } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: {
                to: { element: { type: 'feature', captured: { domain: '{{ from.element.captured.domain }}' } } },
              },
            },
            {
              from: { element: { type: 'components' } },
              allow: { to: { element: { types: ['components', 'lib', 'config'] } } },
            },
            { from: { element: { type: 'lib' } }, allow: { to: { element: { types: ['lib', 'config'] } } } },
            { from: { element: { type: 'config' } }, allow: { to: { element: { type: 'config' } } } },
          ],
        },
      ],
    },
  },
  {
    files: [
      'stack/**/*.ts',
      'scripts/**/*.ts',
      'e2e/**/*.ts',
      'supabase/tests/**/*.ts',
      'eslint-rules/**/*.js',
      '*.config.{ts,js}',
    ],
    languageOptions: { globals: globals.node },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
