// Test harness of the data API tests: a fresh stack (startTestStack: its own migrated database,
// PGlite or the server of STACK_TEST_DATABASE_URL) with the rest fixture loaded, so tests talk to
// /rest/v1 through supabase-js and fetch exactly as the app does.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../src/db/database.ts';
import { loadConfig } from '../src/config.ts';
import { signJwt } from '../src/jwt.ts';
import { createRestService, type RestService } from '../src/rest/index.ts';
import { startTestStack, type RunningStack } from '../src/testing.ts';
import type { StackKeys } from '../src/types.ts';

const fixture = (name: string): string => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

export interface RestHarness {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  db: Database;
  /** Postgres URL of the database: the server's, or PGlite's wire port with `wire: true`; else null. */
  dbUrl: string | null;
  anon: SupabaseClient;
  client(token: string): SupabaseClient;
  /** fetch against /rest/v1 with the anon apikey (and Authorization unless given). */
  rest(path: string, init?: RequestInit): Promise<Response>;
  userToken(sub: string, extra?: Record<string, unknown>): Promise<string>;
  reloadSchema(): Promise<void>;
  stop(): Promise<void>;
}

export interface HarnessOptions {
  /** Exposed schemas, written to a temporary supabase/config.toml ([api] schemas). */
  schemas?: string[];
  /** Extra SQL run after the fixture. */
  sql?: string;
  /** Serve PGlite on a Postgres wire port too (a server database always has a URL). */
  wire?: boolean;
}

// Node 20 has no global WebSocket; realtime is never used here, so a stand-in transport keeps
// supabase-js from refusing to construct.
class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used in these tests');
  }
}
const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false },
  realtime: { transport: NoWebSocket as unknown as typeof WebSocket },
};

interface Served {
  url: string;
  service: RestService;
  close(): Promise<void>;
}

/** A second rest service with its own config.toml, on the stack's database, behind a minimal
 * apikey check like the gateway's: the stack itself reads the repository's config. */
async function serveRest(db: Database, keys: StackKeys, projectDir: string): Promise<Served> {
  // The data API never builds absolute URLs, so the address is not needed to create it.
  const service = await createRestService(
    { db, keys, apiUrl: 'http://127.0.0.1', projectDir },
    loadConfig(projectDir).api,
  );
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const headers: Record<string, string | undefined> = {};
      for (const [k, v] of Object.entries(req.headers)) headers[k] = Array.isArray(v) ? v.join(', ') : v;
      if (headers.apikey !== keys.anonKey && headers.apikey !== keys.serviceRoleKey) {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'Invalid API key' }));
        return;
      }
      const path = url.pathname.replace(/^\/rest\/v1/, '');
      void service
        .handle({ method: req.method ?? 'GET', url, path, headers, body: Buffer.concat(chunks), ip: '127.0.0.1' })
        .then((out) => {
          res.writeHead(out.status, out.headers ?? {});
          res.end(out.body);
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    service,
    close: async () => {
      await service.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function projectWithSchemas(schemas: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'rest-project-'));
  mkdirSync(join(dir, 'supabase'));
  writeFileSync(
    join(dir, 'supabase', 'config.toml'),
    `[api]\nenabled = true\nschemas = [${schemas.map((s) => `"${s}"`).join(', ')}]\n`,
  );
  return dir;
}

export async function startRestHarness(opts: HarnessOptions = {}): Promise<RestHarness> {
  const stack: RunningStack = await startTestStack({ wire: opts.wire });
  await stack.db.exec(fixture('rest.sql'));
  if (opts.sql) await stack.db.exec(opts.sql);
  await stack.reloadSchema();
  const custom = opts.schemas ? await serveRest(stack.db, stack, projectWithSchemas(opts.schemas)) : undefined;
  const url = custom?.url ?? stack.url;
  const { anonKey, jwtSecret } = stack;
  const client = (token: string): SupabaseClient =>
    createClient(url, anonKey, {
      ...clientOptions,
      global: { headers: { Authorization: `Bearer ${token}` } },
    });
  return {
    url,
    anonKey,
    serviceRoleKey: stack.serviceRoleKey,
    jwtSecret,
    db: stack.db,
    dbUrl: stack.dbUrl,
    anon: createClient(url, anonKey, clientOptions),
    client,
    rest: (path, init = {}) => {
      const headers = new Headers(init.headers);
      headers.set('apikey', anonKey);
      if (!headers.has('authorization')) headers.set('authorization', `Bearer ${anonKey}`);
      return fetch(`${url}/rest/v1${path}`, { ...init, headers });
    },
    userToken: (sub, extra = {}) =>
      signJwt({ sub, role: 'authenticated', exp: Math.floor(Date.now() / 1000) + 3600, ...extra }, jwtSecret),
    reloadSchema: async () => {
      await stack.reloadSchema();
      await custom?.service.reloadSchema();
    },
    stop: async () => {
      await custom?.close();
      await stack.stop();
    },
  };
}
