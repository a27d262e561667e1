// Every acknowledged upload survives the stack stopping, and the stack process being killed (-9)
// with an upload half sent: `npm run stack`'s own entry point runs as a child process on a data
// directory (PGlite), or on a database of the PostgreSQL server when the suite runs against one.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { DEMO_SERVICE_ROLE_KEY } from '../src/keys.ts';
import { PROJECT_DIR, testClientOptions } from '../src/testing.ts';
import { bytes } from './support/storage.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'stack-storage-durability-'));
const server = process.env.STACK_TEST_DATABASE_URL;
const database = `stack_storage_durability_${process.pid}`;
let databaseUrl: string | undefined;
let child: ChildProcess | undefined;

afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  if (server && databaseUrl) {
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`drop database if exists "${database}" with (force)`).finally(() => admin.end());
  }
});

async function prepareDatabase(): Promise<void> {
  if (!server) return;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query(`create database "${database}"`);
  } finally {
    await admin.end();
  }
  const u = new URL(server);
  u.pathname = `/${database}`;
  databaseUrl = u.toString();
}

/** Starts `stack/src/cli.ts` on the data directory; resolves with its API URL once it serves. */
function start(): Promise<{ url: string; process: ChildProcess }> {
  // Every port the OS hands out (no inbox: config.toml's fixed ones are a running `npm start`'s).
  const args = [
    '--import',
    'tsx',
    'stack/src/cli.ts',
    '--port',
    '0',
    '--no-inbox',
    '--data-dir',
    dataDir,
    '--no-seed',
    '--quiet',
  ];
  if (databaseUrl) args.push('--database-url', databaseUrl);
  else args.push('--db-port', '0');
  const proc = spawn(process.execPath, args, { cwd: PROJECT_DIR, stdio: ['ignore', 'pipe', 'pipe'] });
  child = proc;
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /API URL: (http:\/\/\S+)/.exec(out);
      if (m) resolve({ url: m[1]!, process: proc });
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    proc.once('exit', (code) => reject(new Error(`stack exited (${code}) before serving:\n${out}`)));
  });
}

function exited(proc: ChildProcess): Promise<void> {
  return proc.exitCode !== null || proc.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => proc.once('exit', () => resolve()));
}

const sha = (b: Buffer | ArrayBuffer) =>
  createHash('sha256')
    .update(Buffer.from(b as ArrayBuffer))
    .digest('hex');
const client = (url: string): SupabaseClient => createClient(url, DEMO_SERVICE_ROLE_KEY, testClientOptions);

async function uploadAll(storage: SupabaseClient, from: number, count: number, acked: Map<string, string>) {
  for (let i = from; i < from + count; i++) {
    const body = bytes(1000 + i * 97_000, i);
    const key = `files/${i}.bin`;
    const { error } = await storage.storage.from('keep').upload(key, body, { contentType: 'application/octet-stream' });
    expect(error).toBeNull();
    acked.set(key, sha(body));
  }
}

async function expectAll(storage: SupabaseClient, acked: Map<string, string>) {
  for (const [key, digest] of acked) {
    const { data, error } = await storage.storage.from('keep').download(key);
    expect(error, key).toBeNull();
    expect(sha(await data!.arrayBuffer()), key).toBe(digest);
  }
}

describe('Storage across restarts', () => {
  it('keeps every acknowledged file through a stop, and through kill -9 mid-upload', async () => {
    await prepareDatabase();
    const acked = new Map<string, string>();

    // 1. Upload, stop cleanly (SIGTERM, as Ctrl-C), start again: everything is there.
    let running = await start();
    let storage = client(running.url);
    expect((await storage.storage.createBucket('keep', { public: false })).error).toBeNull();
    await uploadAll(storage, 0, 8, acked);
    running.process.kill('SIGTERM');
    await exited(running.process);

    running = await start();
    storage = client(running.url);
    await expectAll(storage, acked);

    // 2. More uploads, then one left half sent when the process is killed outright.
    await uploadAll(storage, 8, 8, acked);
    const tmp = join(dataDir, 'storage', 'tmp');
    let release: () => void = () => {};
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(bytes(1024 * 1024, 99)));
        // Never finishes: the rest of the body is still "on its way" when the process dies.
        release = () => controller.close();
      },
    });
    const pending = fetch(`${running.url}/storage/v1/object/keep/files/half.bin`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}`,
        'content-type': 'application/octet-stream',
        'content-length': String(4 * 1024 * 1024),
      },
      body: stalled,
      duplex: 'half',
    } as RequestInit).catch((error: Error) => error);
    // Wait until the server is writing that body to disk (no timing guess: poll the temp file).
    for (let i = 0; i < 400; i++) {
      const written = readdirSync(tmp).map((f) => statSync(join(tmp, f)).size);
      if (written.some((size) => size > 0)) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(readdirSync(tmp).length).toBe(1);
    running.process.kill('SIGKILL');
    await exited(running.process);
    release();
    expect(await pending).toBeInstanceOf(Error);

    // 3. After kill -9: every acknowledged file intact, no trace of the half one.
    running = await start();
    storage = client(running.url);
    await expectAll(storage, acked);
    expect((await storage.storage.from('keep').exists('files/half.bin')).data).toBe(false);
    expect(readdirSync(tmp)).toEqual([]);
    const listed = await storage.storage.from('keep').list('files', { limit: 100 });
    expect(listed.data!.map((o) => o.name).sort()).toEqual([...acked.keys()].map((k) => k.slice(6)).sort());
    // One file on disk per object: nothing orphaned, nothing missing.
    expect(readdirSync(join(dataDir, 'storage', 'objects')).length).toBe(acked.size);

    running.process.kill('SIGTERM');
    await exited(running.process);
  }, 300_000);
});
