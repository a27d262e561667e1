// The client libraries' test suites issue 34 measures the stack with: the supabase-js monorepo at the
// version package-lock.json installs (every @supabase/* package is 2.109.0, released together from
// v2.109.0), and for each package which of its test files need a server (`in`: ported case by case, see
// stack/clients/) and which do not (`out`, with the reason). This file is data; the cases themselves
// are listed in stack/clients/manifest.json.

export const UPSTREAM = {
  repo: 'supabase/supabase-js',
  tag: 'v2.109.0',
  commit: '4d9f9f1c6b3e251a7552392be1fc12cdd4b35c8f',
} as const;

export interface SuiteFile {
  /** Path in the monorepo. */
  path: string;
  scope: 'in' | 'out';
  /** Why an `out` file needs no server (or cannot run against one). */
  reason?: string;
  /** An `in` file whose cases are not ported yet: they are printed as not measured, never as passed or
   * not applicable. */
  notPorted?: string;
}

export interface Suite {
  name: string;
  /** Directory of our ports under stack/clients/. */
  dir: string;
  files: SuiteFile[];
}

const unit = 'unit tests of the client: pure functions or a mocked fetch, no request reaches a server';
const mockSocket = 'runs against mock-socket, an in-process fake server: no request reaches Realtime';

export const SUITES: Suite[] = [
  {
    name: 'auth-js',
    dir: 'auth-js',
    files: [
      { path: 'packages/core/auth-js/test/GoTrueClient.test.ts', scope: 'in' },
      { path: 'packages/core/auth-js/test/GoTrueApi.test.ts', scope: 'in' },
      {
        path: 'packages/core/auth-js/test/GoTrueClient.browser.test.ts',
        scope: 'out',
        reason:
          "runs in jsdom under Jest, where the only fetch is the test's own mock (jsdom has none): no request " +
          'reaches Auth',
      },
      { path: 'packages/core/auth-js/test/passkey.e2e.test.ts', scope: 'in' },
      { path: 'packages/core/auth-js/test/docker-tests/anonymous-disabled.test.ts', scope: 'in' },
      { path: 'packages/core/auth-js/test/docker-tests/asymmetric-jwt.test.ts', scope: 'in' },
      { path: 'packages/core/auth-js/test/docker-tests/phone-otp.test.ts', scope: 'in' },
      { path: 'packages/core/auth-js/test/docker-tests/signup-disabled.test.ts', scope: 'in' },
      { path: 'packages/core/auth-js/test/base64url.test.ts', scope: 'out', reason: unit },
      { path: 'packages/core/auth-js/test/errors.test.ts', scope: 'out', reason: unit },
      { path: 'packages/core/auth-js/test/ethereum.test.ts', scope: 'out', reason: unit },
      { path: 'packages/core/auth-js/test/fetch.test.ts', scope: 'out', reason: unit },
      { path: 'packages/core/auth-js/test/helpers.test.ts', scope: 'out', reason: unit },
      { path: 'packages/core/auth-js/test/passkey.methods.test.ts', scope: 'out', reason: unit },
      { path: 'packages/core/auth-js/test/passkey.test.ts', scope: 'out', reason: unit },
      { path: 'packages/core/auth-js/test/webauthn.errors.test.ts', scope: 'out', reason: unit },
      { path: 'packages/core/auth-js/test/webauthn.helpers.test.ts', scope: 'out', reason: unit },
      { path: 'packages/core/auth-js/test/lib/local-storage.test.ts', scope: 'out', reason: unit },
      { path: 'packages/core/auth-js/test/lib/locks.test.ts', scope: 'out', reason: unit },
      { path: 'packages/core/auth-js/test/lib/polyfills.test.ts', scope: 'out', reason: unit },
      { path: 'packages/core/auth-js/test/lib/utils.test.ts', scope: 'out', reason: unit },
    ],
  },
  {
    name: 'storage-js',
    dir: 'storage-js',
    files: [
      { path: 'packages/core/storage-js/test/storageFileApi.test.ts', scope: 'in' },
      { path: 'packages/core/storage-js/test/storageApi.test.ts', scope: 'in' },
      { path: 'packages/core/storage-js/test/storageFileApiNode.test.ts', scope: 'in' },
      { path: 'packages/core/storage-js/test/storageBucketApi.test.ts', scope: 'in' },
      { path: 'packages/core/storage-js/test/storageFileApiErrorHandling.test.ts', scope: 'out', reason: unit },
      { path: 'packages/core/storage-js/test/downloadBuilders.test.ts', scope: 'out', reason: unit },
      { path: 'packages/core/storage-js/test/exports.test.ts', scope: 'out', reason: unit },
      { path: 'packages/core/storage-js/test/list-sortby-defaults.test.ts', scope: 'out', reason: unit },
      { path: 'packages/core/storage-js/test/analytics-getcatalog.test.ts', scope: 'out', reason: unit },
      { path: 'packages/core/storage-js/test/common/BaseApiClient.test.ts', scope: 'out', reason: unit },
      { path: 'packages/core/storage-js/test/common/errors.test.ts', scope: 'out', reason: unit },
      { path: 'packages/core/storage-js/test/common/fetch.test.ts', scope: 'out', reason: unit },
      { path: 'packages/core/storage-js/test/common/headers.test.ts', scope: 'out', reason: unit },
      { path: 'packages/core/storage-js/test/common/helpers.test.ts', scope: 'out', reason: unit },
      ...['bucket-api.spec.ts', 'index-api.spec.ts', 'vector-data-api.spec.ts', 'e2e-workflow.spec.ts'].map(
        (f): SuiteFile => ({
          path: `packages/core/storage-js/test/${f}`,
          scope: 'out',
          reason:
            "vector buckets: run against the in-process mock server by default, and Supabase's local CLI " +
            "has vector buckets off ([storage.vector] enabled = false in the suite's own config.toml)",
        }),
      ),
    ],
  },
  {
    name: 'postgrest-js',
    dir: 'postgrest-js',
    files: [
      ...[
        'advanced_rpc',
        'basic',
        'embeded_functions_join',
        'filters',
        'max-affected',
        'relationships',
        'relationships-aggregate-operations',
        'relationships-error-handling',
        'relationships-join-operations',
        'relationships-spread-operations',
        'resource-embedding',
        'rpc',
        'transforms',
      ].map((f): SuiteFile => ({ path: `packages/core/postgrest-js/test/${f}.test.ts`, scope: 'in' })),
      ...['fetch-errors', 'retry', 'headers-serialization', 'timeout-and-url-length', 'permission-hints'].map(
        (f): SuiteFile => ({ path: `packages/core/postgrest-js/test/${f}.test.ts`, scope: 'out', reason: unit }),
      ),
      { path: 'packages/core/postgrest-js/test/version-and-constants.test.ts', scope: 'out', reason: unit },
      {
        path: 'packages/core/postgrest-js/test/v12/v12-compat.test.ts',
        scope: 'out',
        reason: 'Docker-only: a PostgREST v12 container (test/v12/docker-compose.yml), not what the CLI runs',
      },
    ],
  },
  {
    name: 'supabase-js',
    dir: 'supabase-js',
    files: [
      { path: 'packages/core/supabase-js/test/integration.test.ts', scope: 'in' },
      ...[
        'deno/integration.test.ts',
        'deno/edge-functions-integration.test.ts',
        'deno/cors-errors.test.ts',
        'deno/cors-http-methods.test.ts',
        'deno/cors-validation.test.ts',
        'integration.browser.test.ts',
        'integration/bun/integration.test.ts',
        'integration/next/tests/home.spec.ts',
        'integration/node-browser/websocket.spec.ts',
      ].map((f): SuiteFile => ({
        path: `packages/core/supabase-js/test/${f}`,
        scope: 'out',
        reason:
          'another runtime (Deno, Bun, a browser or a Next.js app) calling what the Node suite ' +
          'integration.test.ts calls',
      })),
      ...[
        'SupabaseAuthClient',
        'SupabaseClient',
        'constants',
        'cors',
        'deprecation',
        'fetch',
        'helper',
        'helpers',
        'index',
      ].map((f): SuiteFile => ({
        path: `packages/core/supabase-js/test/unit/${f}.test.ts`,
        scope: 'out',
        reason: unit,
      })),
    ],
  },
  {
    name: 'realtime-js',
    dir: 'realtime-js',
    files: [
      ...[
        'RealtimeChannel.errors',
        'RealtimeChannel.integration',
        'RealtimeChannel.lifecycle',
        'RealtimeChannel.messaging',
        'RealtimeChannel.postgres',
        'RealtimeChannel.presence',
        'RealtimeChannel.push',
        'RealtimeClient.auth.resubscribe',
        'RealtimeClient.auth',
        'RealtimeClient.channels',
        'RealtimeClient.config',
        'RealtimeClient.errors',
        'RealtimeClient.lifecycle',
        'RealtimeClient.resilience',
        'RealtimeClient',
        'RealtimeClient.transport',
        'RealtimeClient.worker',
        'RealtimePostgresFilterBuilder',
        'index',
        'normalizeChannelError',
        'serializer',
        'transformers',
        'websocket-factory',
        'phoenix/channelAdapter',
        'phoenix/presenceAdapter',
        'phoenix/socketAdapter',
      ].map((f): SuiteFile => ({
        path: `packages/core/realtime-js/test/${f}.test.ts`,
        scope: 'out',
        reason: mockSocket,
      })),
    ],
  },
];

/** The name a port gives an upstream case: the file's name, then the describe titles and the test's. */
export const portName = (file: string, casePath: string[]) => [file.split('/').pop()!, ...casePath].join(' › ');
