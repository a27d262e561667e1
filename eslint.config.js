import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import noImportCycle from './eslint-rules/no-import-cycle.js';
import oneMutationPath from './eslint-rules/one-mutation-path.js';
import checkedRows from './eslint-rules/checked-rows.js';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
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
    // One way for a mutation to refresh the cache (docs/architecture.md, "Mutations"). Tests may drive
    // the cache directly.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    plugins: { mutations: { rules: { 'one-mutation-path': oneMutationPath } } },
    rules: { 'mutations/one-mutation-path': 'error' },
  },
  {
    // Rows are checked where they enter the app, never cast (docs/architecture.md, "Rows"). Tests may
    // cast their fixtures.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    plugins: { rows: { rules: { 'checked-rows': checkedRows } } },
    rules: { 'rows/checked-rows': 'error' },
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
    // The local stack's floors (stack/README.md, "Layout"): the composition (stack/src/index.ts and its
    // CLI and test entry points) wires the services; each service folder (auth, rest, storage, realtime,
    // functions, inbox) is a leaf that imports only its own folder, the shared modules of stack/src and
    // the database layer; the shared modules import only each other and db/; db/ only itself. Inside the
    // data API the pipe keeps its order (stack/src/rest/README.md): only index.ts calls the stages
    // (request → plan → sql → response); a stage may name the types of the stages before it, never call
    // one; the helper modules call no stage. No import cycles anywhere in stack/.
    files: ['stack/**/*.ts'],
    plugins: { boundaries, architecture: { rules: { 'no-import-cycle': noImportCycle } } },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.node.json' } },
      'boundaries/elements': [
        { type: 'stack-test', pattern: 'stack/test', partialMatch: false },
        // The client libraries' suites (npm run test:clients): tests, as stack/test.
        { type: 'stack-test', pattern: 'stack/clients', partialMatch: false },
        { type: 'stack-db', pattern: 'stack/src/db', partialMatch: false, stopMatching: true },
        { type: 'stack-service', pattern: 'stack/src/*', partialMatch: false, capture: ['service'] },
        { type: 'stack-root', pattern: 'stack/src', partialMatch: false },
      ],
      'boundaries/files': [
        {
          category: 'shared',
          pattern: 'stack/src/{config,gateway,header-value,json-depth,jwt,keys,server,sql-split,types}.ts',
        },
        { category: 'composition', pattern: 'stack/src/{index,cli,testing,test-snapshot,migrations}.ts' },
        { category: 'rest', pattern: 'stack/src/rest/*.ts', capture: ['module'] },
      ],
    },
    rules: {
      'architecture/no-import-cycle': ['error', { tsconfig: 'tsconfig.node.json' }],
      'boundaries/no-unknown-files': 'error',
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          // Files of one service import each other too: the data API's pipe is inside one.
          checkInternals: true,
          message:
            '{{ from.file.path }} must not import {{ to.file.path }} (see stack/README.md, Layout: services are leaves; in rest/ only index.ts calls a stage)',
          policies: [
            { from: { element: { type: 'stack-test' } }, allow: { to: { element: { type: 'stack-*' } } } },
            {
              from: { element: { type: 'stack-root' }, file: { categories: 'composition' } },
              allow: { to: { element: { types: ['stack-root', 'stack-service', 'stack-db'] } } },
            },
            {
              from: { element: { types: ['stack-root', 'stack-service'] } },
              allow: [
                { to: { element: { type: 'stack-root' }, file: { categories: 'shared' } } },
                { to: { element: { type: 'stack-db' } } },
              ],
            },
            {
              from: { element: { type: 'stack-service' } },
              allow: {
                to: {
                  element: { type: 'stack-service', captured: { service: '{{ from.element.captured.service }}' } },
                },
              },
            },
            { from: { element: { type: 'stack-db' } }, allow: { to: { element: { type: 'stack-db' } } } },
            // The data API's pipe (later policies win): no module but index.ts reaches a stage …
            {
              from: { file: { categories: 'rest' } },
              disallow: {
                to: { file: { categories: 'rest', captured: { module: '{request,plan,sql,response,index}' } } },
              },
            },
            {
              from: { file: { categories: 'rest', captured: { module: 'index' } } },
              allow: { to: { file: { categories: 'rest' } } },
            },
            // … and a stage reads the types of the stages before it (the request, the plan), nothing more.
            {
              from: { file: { categories: 'rest', captured: { module: '{plan,sql,response}' } } },
              allow: {
                to: { file: { categories: 'rest', captured: { module: 'request' } } },
                dependency: { kind: 'type' },
              },
            },
            {
              from: { file: { categories: 'rest', captured: { module: '{sql,response}' } } },
              allow: {
                to: { file: { categories: 'rest', captured: { module: 'plan' } } },
                dependency: { kind: 'type' },
              },
            },
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
