// PostgreSQL mode survives its database: a server of the test's own is killed during writes and
// started again; the stack keeps running, answers 503 in PostgREST's shape while the server is away,
// and answers normally once it is back, without being restarted. Runs under npm run test:pg, which
// names the PostgreSQL binaries (STACK_TEST_PG_BIN); as root the server runs as user postgres.
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { freePort } from '../src/free-port.ts';
import { startStack, type RunningStack } from '../src/index.ts';
import { PROJECT_DIR } from '../src/testing.ts';
import { call } from './support/http.ts';

const PG_BIN = process.env.STACK_TEST_PG_BIN;
if (!PG_BIN) console.info('skipped: "PostgreSQL outage": needs STACK_TEST_PG_BIN (npm run test:pg sets it)');

const asRoot = process.getuid?.() === 0;
function pgCommand(bin: string, args: string[]): void {
  const command = [join(PG_BIN!, bin), ...args.map((a) => `'${a.replace(/'/g, `'\\''`)}'`)].join(' ');
  if (asRoot) execFileSync('su', ['postgres', '-s', '/bin/bash', '-c', command], { stdio: 'pipe' });
  else execFileSync('bash', ['-c', command], { stdio: 'pipe' });
}

describe.skipIf(!PG_BIN)('PostgreSQL outage', () => {
  let dir: string;
  let port: number;
  let stack: RunningStack;
  const start = () =>
    pgCommand('pg_ctl', [
      '-D',
      join(dir, 'data'),
      '-l',
      join(dir, 'log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      '-w',
      'start',
    ]);
  const kill = () => pgCommand('pg_ctl', ['-D', join(dir, 'data'), '-m', 'immediate', '-w', 'stop']);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'stack-outage-'));
    chmodSync(dir, 0o755);
    if (asRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
      const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
      chownSync(dir, uid, gid);
    }
    port = await freePort();
    pgCommand('initdb', ['-D', join(dir, 'data'), '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    start();
    stack = await startStack({
      port: 0,
      dbPort: null,
      projectDir: PROJECT_DIR,
      databaseUrl: `postgresql://postgres@127.0.0.1:${port}/postgres`,
      applySeed: false,
      rateLimit: false,
      bcryptCost: 4,
    });
    await stack.db.exec(`create table public.outage_probe (id bigserial primary key, note text);
      grant all on public.outage_probe to service_role; grant usage on sequence public.outage_probe_id_seq to service_role;`);
    await stack.reloadSchema();
  }, 180_000);

  afterAll(async () => {
    await stack?.stop().catch(() => {});
    try {
      kill();
    } catch {
      // already stopped
    }
    rmSync(dir, { recursive: true, force: true });
  });

  const write = (note: string) =>
    call(stack, '/rest/v1/outage_probe', {
      method: 'POST',
      token: stack.serviceRoleKey,
      apikey: stack.serviceRoleKey,
      body: JSON.stringify({ note }),
    });

  it('answers 503 while the server is away and normally after it is back, without a restart', async () => {
    // Writes in flight while the server is killed.
    let stop = false;
    const statuses: number[] = [];
    const writer = (async () => {
      for (let i = 0; !stop; i++) statuses.push((await write(`w${i}`)).status);
    })();
    await new Promise((r) => setTimeout(r, 300));
    kill();
    await new Promise((r) => setTimeout(r, 300));
    stop = true;
    await writer;
    expect(statuses.every((s) => s === 201 || s === 503)).toBe(true);

    const away = await write('while away');
    expect(away.status).toBe(503);
    expect(away.json).toMatchObject({ code: expect.stringMatching(/^(PGRST000|PGRST001|57P01)$/), hint: null });
    const read = await call(stack, '/rest/v1/outage_probe?select=id');
    expect(read.status).toBe(503);
    // Storage too (issue 30): 503 as the data API, not a 500.
    const listed = await call(stack, '/storage/v1/bucket', { token: stack.serviceRoleKey, apikey: null });
    expect(listed.status).toBe(503);
    expect(listed.json).toMatchObject({ statusCode: '503', error: 'DatabaseError' });
    const object = await call(stack, '/storage/v1/object/public/photos/x/y.png', { apikey: null });
    expect(object.status).toBe(503);

    start();
    await expect.poll(async () => (await write('after')).status, { timeout: 20_000, interval: 200 }).toBe(201);
    const rows = await call(stack, '/rest/v1/outage_probe?select=note&note=eq.after');
    expect(rows.status).toBe(200);
    expect(rows.json.length).toBeGreaterThanOrEqual(1);
    const auth = await call(stack, '/auth/v1/signup', {
      method: 'POST',
      body: JSON.stringify({ email: 'after-outage@example.com', password: 'Password123!' }),
    });
    expect(auth.status).toBe(200);
    expect((await call(stack, '/storage/v1/bucket', { token: stack.serviceRoleKey, apikey: null })).status).toBe(200);
  }, 120_000);

  it('listens again after the outage: NOTIFY pgrst reaches the stack', async () => {
    const client = new pg.Client({ connectionString: `postgresql://postgres@127.0.0.1:${port}/postgres` });
    await client.connect();
    try {
      await client.query('alter event trigger pgrst_ddl_watch disable');
      await client.query('create table public.after_outage (id int)');
      await client.query('alter event trigger pgrst_ddl_watch enable');
      await client.query('grant select on public.after_outage to anon');
      expect((await call(stack, '/rest/v1/after_outage')).status).toBe(404);
      await expect
        .poll(
          async () => {
            await client.query(`notify pgrst, 'reload schema'`);
            return (await call(stack, '/rest/v1/after_outage')).status;
          },
          { timeout: 20_000, interval: 500 },
        )
        .toBe(200);
    } finally {
      await client.end();
    }
  }, 60_000);
});
