// Test stacks for vitest: `const stack = await startTestStack()` gives a RunningStack on a free port
// with its own fresh database, cloned from a migrated snapshot made once per vitest run by
// stack/test/global-setup.ts (listed as globalSetup of the `stack` and `db` projects) or found in
// node_modules/.cache from an earlier run with the same migrations (test-snapshot.ts).
//
//   import { startTestStack } from '../../stack/src/testing.ts';
//   let stack: RunningStack;
//   beforeAll(async () => { stack = await startTestStack(); });        // migrations only
//   afterAll(() => stack.stop());
//   const client = createTestClient(stack);              // supabase-js, anon key, no persisted session
//   const admin = createTestClient(stack, stack.serviceRoleKey);
//
// Options: seed (default false: migrations only; true: plus supabase/seed.sql), autoConfirm (default
// true), rateLimit (default false: off), email (max_frequency 0 unless given), minPasswordLength,
// functionsDir. Each test stack has its own inbox (stack.inboxUrl, Mailpit's API). `stack.db` queries as the
// superuser (bypasses RLS) for arranging data; stack.serviceRoleKey for supabase-js admin calls.
// Embedded PGlite by default; with STACK_TEST_DATABASE_URL set (npm run test:pg) every test stack
// gets its own database on that PostgreSQL server, created from a migrated template database.
// Without the global setup (another vitest project) the snapshot is built lazily per worker.
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import WebSocket from 'ws';
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import type { Database } from './db/database.ts';
import { openPglite } from './db/pglite.ts';
import { openPostgres } from './db/postgres.ts';
import { startStack, type RunningStack, type StackOptions } from './index.ts';
import { buildPostgresTemplate, cachedPgliteSnapshot, SNAPSHOT_ENV, type SnapshotInfo } from './test-snapshot.ts';

export type { RunningStack } from './index.ts';

export interface TestStackOptions {
  seed?: boolean;
  autoConfirm?: boolean;
  enableSignup?: boolean;
  enableAnonymousSignIns?: boolean;
  /** Over config.toml [auth.sms]: phone sign-ups, auto-confirmation, test_otp codes. */
  sms?: StackOptions['sms'];
  mfa?: StackOptions['mfa'];
  rateLimit?: false | number;
  minPasswordLength?: number;
  functionsDir?: string;
  functionsVerifyJwt?: Record<string, boolean>;
  /** Serve the Postgres wire protocol on a free port (embedded database only); see stack.dbUrl. */
  wire?: boolean;
  /** Largest Storage object in bytes (default: config.toml [storage] file_size_limit). */
  storageFileSizeLimit?: number;
  /** Overrides of [auth.email] (default here: max_frequency 0 so tests resend at once) and the
   * e-mail rate limit (default: off, as rateLimit). */
  email?: StackOptions['email'];
  /** API port (default: a free one), e.g. to start a stack again where clients expect it. */
  port?: number;
  /** Runs on the database before the stack serves anything (what must exist when clients connect). */
  prepare?: (db: Database) => Promise<void>;
  /** Runs once the API port is bound, before the services are ready (StackOptions.onListening). */
  onListening?: StackOptions['onListening'];
  log?: StackOptions['log'];
}

// Node 20 has no global WebSocket: realtime-js gets the `ws` package as its transport.
export const testClientOptions: SupabaseClientOptions<'public'> = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
};

/** supabase-js against a test stack (anon key unless given), without persisted sessions. */
export function createTestClient(stack: Pick<RunningStack, 'url' | 'anonKey'>, key = stack.anonKey): SupabaseClient {
  return createClient(stack.url, key, testClientOptions);
}

export const PROJECT_DIR = fileURLToPath(new URL('../../', import.meta.url));

let lazy: Promise<SnapshotInfo> | undefined;
function snapshotInfo(): Promise<SnapshotInfo> {
  const raw = process.env[SNAPSHOT_ENV];
  if (raw) return Promise.resolve(JSON.parse(raw) as SnapshotInfo);
  lazy ??= (
    process.env.STACK_TEST_DATABASE_URL
      ? buildPostgresTemplate(process.env.STACK_TEST_DATABASE_URL, PROJECT_DIR)
      : cachedPgliteSnapshot(PROJECT_DIR)
  ).then((info) => {
    // Built by this worker alone: remove it when the worker ends.
    if (info.kind === 'pglite' && !info.cached)
      process.once('exit', () => rmSync(info.dir, { recursive: true, force: true }));
    return info;
  });
  return lazy;
}

// Read once per worker; each stack's backend gets its own copy (pglite.ts transfers one to its thread).
const snapshots = new Map<string, Uint8Array>();
function snapshotBytes(path: string): Uint8Array {
  let bytes = snapshots.get(path);
  if (!bytes) {
    bytes = new Uint8Array(readFileSync(path));
    snapshots.set(path, bytes);
  }
  return bytes;
}

function withDatabase(server: string, database: string): string {
  const u = new URL(server);
  u.pathname = `/${database}`;
  return u.toString();
}

async function clonePostgres(
  server: string,
  template: string,
): Promise<{ db: Database; url: string; drop: () => Promise<void> }> {
  const name = `stack_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${template}"`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(server, name);
  const db = await openPostgres(url, { max: 5 });
  return {
    db,
    url,
    drop: async () => {
      const c = new pg.Client({ connectionString: server });
      await c.connect();
      try {
        await c.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

export async function startTestStack(opts: TestStackOptions = {}): Promise<RunningStack> {
  const info = await snapshotInfo();
  const common: StackOptions = {
    port: opts.port ?? 0,
    dbPort: null,
    projectDir: PROJECT_DIR,
    migrate: false,
    autoConfirm: opts.autoConfirm ?? true,
    enableSignup: opts.enableSignup,
    enableAnonymousSignIns: opts.enableAnonymousSignIns,
    sms: opts.sms,
    mfa: opts.mfa,
    rateLimit: opts.rateLimit ?? false,
    minPasswordLength: opts.minPasswordLength,
    functionsDir: opts.functionsDir,
    functionsVerifyJwt: opts.functionsVerifyJwt,
    // Low bcrypt cost keeps sign-up fast in tests; verification accepts any cost.
    bcryptCost: 4,
    storageFileSizeLimit: opts.storageFileSizeLimit,
    // Every test stack has its own inbox on free ports: stack.inboxUrl.
    inbox: { port: 0, smtpPort: 0 },
    email: { maxFrequency: 0, ...opts.email },
    onListening: opts.onListening,
    // Tests run scheduled jobs themselves (stack.scheduler.runJob / runDue): no clock-driven runs.
    schedulerTimer: false,
    log: opts.log,
  };
  if (info.kind === 'pglite') {
    const db = await openPglite({ loadDataDir: snapshotBytes(opts.seed ? info.seeded : info.migrated) });
    await opts.prepare?.(db);
    return startStack({ ...common, db, dbPort: opts.wire ? 0 : null });
  }
  const clone = await clonePostgres(info.server, opts.seed ? info.seeded : info.migrated);
  await opts.prepare?.(clone.db);
  const stack = await startStack({ ...common, db: clone.db, databaseUrl: clone.url });
  return {
    ...stack,
    async stop() {
      await stack.stop();
      await clone.drop().catch(() => {});
    },
  };
}
