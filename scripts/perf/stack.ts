// Starts the local stack in-process for the benchmark: embedded PGlite in memory, or a fresh
// database on a Postgres server (created here, migrated by the stack, dropped again afterwards).
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../stack/src/db/database.ts';
import { startStack } from '../../stack/src/index.ts';
import type { Capture } from './capture.ts';
import { SCALE_PASSWORD } from './seed.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

// Node 20 has no global WebSocket; the benchmark never uses realtime.
class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used by the benchmark');
  }
}
export const CLIENT_OPTIONS = {
  auth: { persistSession: false, autoRefreshToken: false },
  realtime: { transport: NoWebSocket as unknown as typeof WebSocket },
};

export interface BenchStack {
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  db: Database;
  /** The database's URL when it runs on a Postgres server. */
  databaseUrl?: string;
  capture: Capture;
  /** Re-reads the data API's schema cache (after extra SQL). */
  reloadSchema(): Promise<void>;
  /** A supabase-js client signed in (password grant) as this generated member. */
  signIn(email: string): Promise<SupabaseClient>;
  stop(): Promise<void>;
}

export interface LaunchOptions {
  /** A Postgres server URL; without it the stack runs on PGlite in memory. */
  databaseUrl?: string;
  /** Name of the database created on that server for this run. */
  databaseName: string;
  keep?: boolean;
  /** Use the database of that name when it already exists (kept by an earlier `--keep` run). */
  reuse?: boolean;
}

async function onServer(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function databaseExists(url: string, name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    return rowCount === 1;
  } finally {
    await client.end();
  }
}

const quote = (name: string): string => `"${name.replace(/"/g, '""')}"`;

export async function launchStack(options: LaunchOptions): Promise<BenchStack> {
  let databaseUrl: string | undefined;
  if (options.databaseUrl) {
    if (!(options.reuse && (await databaseExists(options.databaseUrl, options.databaseName)))) {
      await onServer(options.databaseUrl, `drop database if exists ${quote(options.databaseName)} with (force)`);
      await onServer(options.databaseUrl, `create database ${quote(options.databaseName)}`);
    }
    const url = new URL(options.databaseUrl);
    url.pathname = `/${options.databaseName}`;
    databaseUrl = url.toString();
  }
  const stack = await startInProcess(databaseUrl);
  return {
    ...stack,
    databaseUrl,
    capture: {
      record: async () => {
        throw new Error('capture not installed');
      },
    },
    stop: async () => {
      await stack.stop();
      if (options.databaseUrl && !options.keep && !options.reuse) {
        await onServer(options.databaseUrl, `drop database if exists ${quote(options.databaseName)} with (force)`);
      }
    },
  };
}

// The stack exactly as `npm run stack` runs it (auth, rest, functions behind one gateway), on a free
// port, without the demo seed and without Auth rate limits (the bench signs in a few times per size).
async function startInProcess(databaseUrl: string | undefined): Promise<Omit<BenchStack, 'capture' | 'databaseUrl'>> {
  const stack = await startStack({
    port: 0,
    memory: !databaseUrl,
    databaseUrl,
    projectDir: ROOT,
    applySeed: false,
    rateLimit: false,
  });
  return {
    apiUrl: stack.url,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
    db: stack.db,
    reloadSchema: () => stack.reloadSchema(),
    signIn: async (email: string) => {
      const client = createClient(stack.url, stack.anonKey, CLIENT_OPTIONS);
      const { error } = await client.auth.signInWithPassword({ email, password: SCALE_PASSWORD });
      if (error) throw new Error(`sign-in of ${email} failed: ${error.message}`);
      return client;
    },
    stop: () => stack.stop(),
  };
}
