// Issue 11, "the stack holds under anything": each way it used to hang, stall or answer 5xx, pinned on
// PGlite and (npm run test:pg) on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { signJwt } from '../src/jwt.ts';
import { startTestStack, type RunningStack } from '../src/testing.ts';
import { LIMITS } from '../src/rest/limits.ts';
import { call } from './support/http.ts';

const onServer = !!process.env.STACK_TEST_DATABASE_URL;
let stack: RunningStack;
let dbUrl: string;

beforeAll(async () => {
  stack = await startTestStack({ wire: true, seed: true });
  dbUrl = stack.dbUrl!;
});
afterAll(() => stack?.stop());

// The reload runs in the background after the NOTIFY: give a busy machine time.
const POLL = { timeout: 20_000, interval: 100 };
const deepArray = (n: number) => '['.repeat(n) + ']'.repeat(n);
const hostileSelect = '*,' + 'poster:profiles(jobs('.repeat(25) + 'id' + '))'.repeat(25);

async function withClient<T>(fn: (c: pg.Client) => Promise<T>, url = dbUrl): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

describe('deep recursion (the cause of the PGlite hang, electric-sql/pglite#1058)', () => {
  it('answers 54001 for a jsonb parameter nested 100,000 deep and keeps answering', async () => {
    await expect(stack.db.query('select $1::jsonb is not null as ok', [deepArray(100_000)])).rejects.toMatchObject({
      code: '54001',
    });
    const { rows } = await stack.db.query<{ ok: boolean }>('select $1::jsonb is not null as ok', [deepArray(1000)]);
    expect(rows).toEqual([{ ok: true }]);
  });

  it('refuses a request body nested 100,000 deep with 400 PGRST102', async () => {
    const res = await call(stack, '/rest/v1/jobs', { method: 'POST', body: deepArray(100_000) });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'PGRST102' });
  });

  it('replays an RPC raising PT402, custom SQLSTATEs and inserts without losing the session', async () => {
    await stack.db.exec(`
      create table public.holds_probe (id serial primary key, note text);
      create function public.holds_pay() returns void language plpgsql as $$
        begin raise sqlstate 'PT402' using message = 'Payment Required', detail = 'd', hint = 'h'; end $$;
      create function public.holds_custom() returns void language plpgsql as $$
        begin raise exception 'custom' using errcode = 'ZZ123'; end $$;`);
    await stack.reloadSchema();
    const service = { apikey: stack.serviceRoleKey, token: stack.serviceRoleKey };
    for (let i = 0; i < 40; i++) {
      const paid = await call(stack, '/rest/v1/rpc/holds_pay', { method: 'POST', body: '{}', ...service });
      expect(paid.status).toBe(402);
      const custom = await call(stack, '/rest/v1/rpc/holds_custom', { method: 'POST', body: '{}', ...service });
      expect(custom.json).toMatchObject({ code: 'ZZ123' });
      const insert = await call(stack, '/rest/v1/holds_probe', {
        method: 'POST',
        body: JSON.stringify({ note: `n${i}` }),
        ...service,
      });
      expect(insert.status).toBe(201);
    }
    const { rows } = await stack.db.query<{ n: number }>('select count(*)::int as n from public.holds_probe');
    expect(rows[0]!.n).toBe(40);
  });
});

describe('COPY through the wire port', () => {
  it('copies in and out with pg, and the session and later connections keep working', async () => {
    await withClient(async (c) => {
      await c.query('create table public.copy_probe (name text, n int)');
      const lines = Array.from({ length: 500 }, (_, i) => `name ${i}\t${i}\n`);
      await pipeline(Readable.from(lines), c.query(copyFrom('copy public.copy_probe (name, n) from stdin')));
      const { rows } = await c.query<{ n: number }>('select count(*)::int as n from public.copy_probe');
      expect(rows[0]!.n).toBe(500);
      const chunks: Buffer[] = [];
      const out = c.query(copyTo('copy (select name, n from public.copy_probe order by n limit 3) to stdout'));
      for await (const chunk of out) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).toString()).toBe('name 0\t0\nname 1\t1\nname 2\t2\n');
    });
    // A failed COPY (bad data) is an error for that client only.
    await withClient(async (c) => {
      await expect(
        pipeline(Readable.from(['x\tnot a number\n']), c.query(copyFrom('copy public.copy_probe from stdin'))),
      ).rejects.toMatchObject({ code: '22P02' });
      expect((await c.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    });
    await withClient(async (c) => {
      const { rows } = await c.query<{ n: number }>('select count(*)::int as n from public.copy_probe');
      expect(rows[0]!.n).toBe(500);
    });
    expect((await call(stack, '/rest/v1/jobs?select=id&limit=1')).status).toBe(200);
  });
});

describe('the hostile embed and the bounds', () => {
  it('refuses the 25-level embed with 400 before it allocates, and a concurrent request is answered', async () => {
    const hostile = call(stack, `/rest/v1/jobs?select=${encodeURIComponent(hostileSelect)}`);
    const trivial = call(stack, '/rest/v1/jobs?select=id&limit=1');
    const [h, t] = await Promise.all([hostile, trivial]);
    expect(h.status).toBe(400);
    expect(h.json).toMatchObject({ code: 'PGRST100' });
    expect(h.json.details).toMatch(/nested deeper than 6 levels/);
    expect(t.status).toBe(200);
    // Afterwards everything answers as before: no lost prepared statement, no PGRST000.
    for (let i = 0; i < 5; i++) {
      const res = await call(stack, '/rest/v1/jobs?select=id,poster:profiles(full_name)&limit=2');
      expect(res.status).toBe(200);
    }
  });

  it('accepts embedding up to the documented depth and refuses beyond it', async () => {
    const nest = (levels: number) =>
      'id,' + 'poster:profiles(jobs('.repeat(levels / 2) + 'id' + '))'.repeat(levels / 2);
    expect((await call(stack, `/rest/v1/jobs?select=${nest(LIMITS.embedDepth)}`)).status).toBe(200);
    const deeper = await call(stack, `/rest/v1/jobs?select=${nest(LIMITS.embedDepth + 2)}`);
    expect(deeper.status).toBe(400);
  });

  it('refuses logic trees nested beyond the bound, before Postgres recurses on them', async () => {
    const nested = (n: number) => 'or(title.eq.a,'.repeat(n) + 'title.eq.b' + ')'.repeat(n);
    const ok = await call(stack, `/rest/v1/jobs?select=id&or=(${nested(LIMITS.logicDepth - 1)})`);
    expect(ok.status, ok.text).toBe(200);
    const deep = await call(stack, `/rest/v1/jobs?select=id&or=(${nested(200)})`);
    expect(deep.status).toBe(400);
    expect(deep.json).toMatchObject({ code: 'PGRST100' });
  });

  it('refuses a select longer than the bound and too many embeds', async () => {
    const long = await call(stack, `/rest/v1/jobs?select=${'id,'.repeat(LIMITS.selectLength / 3 + 1)}id`);
    expect(long.status).toBe(400);
    const many = Array.from({ length: LIMITS.embeds + 1 }, (_, i) => `p${i}:profiles(id)`).join(',');
    const wide = await call(stack, `/rest/v1/jobs?select=id,${many}`);
    expect(wide.status).toBe(400);
    expect(wide.json.details).toMatch(/embedded resources/);
  });
});

describe('statement timeouts of the API roles', () => {
  it('applies anon 3 s and authenticated 8 s, as Supabase sets them on the roles', async () => {
    const { rows } = await stack.db.query<{ rolname: string; rolconfig: string[] }>(
      `select rolname, rolconfig from pg_roles where rolname in ('anon', 'authenticated') order by rolname`,
    );
    expect(rows.map((r) => [r.rolname, r.rolconfig.find((c) => c.startsWith('statement_timeout'))])).toEqual([
      ['anon', 'statement_timeout=3s'],
      ['authenticated', 'statement_timeout=8s'],
    ]);
  });

  it('stops a statement that outlives the role timeout, and the stack answers normally afterwards', async () => {
    await stack.db.exec(`create function public.holds_spin() returns bigint language sql as $$
      select count(*) from generate_series(1, 1000000000000) $$;
      grant execute on function public.holds_spin() to anon;`);
    await stack.reloadSchema();
    const started = Date.now();
    const slow = call(stack, '/rest/v1/rpc/holds_spin', { method: 'POST', body: '{}' }).then((r) => ({
      ...r,
      at: Date.now(),
    }));
    await new Promise((r) => setTimeout(r, 300));
    const trivial = call(stack, '/rest/v1/jobs?select=id&limit=1').then((r) => ({ ...r, at: Date.now() }));
    const [s, t] = await Promise.all([slow, trivial]);
    // PostgREST's answer to a cancelled statement (57014 is a 500 there too).
    expect(s.json).toMatchObject({ code: '57014' });
    expect(s.at - started).toBeGreaterThanOrEqual(2_900);
    expect(t.status, t.text).toBe(200);
    if (onServer) expect(t.at).toBeLessThan(s.at); // a server runs both at once
    console.info(`timeout: slow answered after ${s.at - started} ms, trivial ${t.at - s.at} ms after it`);
    const after = await call(stack, '/rest/v1/jobs?select=id,poster:profiles(full_name)&limit=2');
    expect(after.status).toBe(200);
  }, 60_000);
});

describe('schema reload', () => {
  it("reloads on NOTIFY pgrst, 'reload schema' sent by a client of the database", async () => {
    await withClient(async (c) => {
      // Without the DDL event trigger, only the NOTIFY can tell the stack.
      await c.query('alter event trigger pgrst_ddl_watch disable');
      try {
        await c.query('create table public.reload_probe (id int primary key)');
        await c.query('insert into public.reload_probe values (7)');
        expect((await call(stack, '/rest/v1/reload_probe?select=id')).status).toBe(404);
        await c.query(`notify pgrst, 'reload schema'`);
      } finally {
        await c.query('alter event trigger pgrst_ddl_watch enable');
      }
    });
    await expect
      .poll(async () => (await call(stack, '/rest/v1/reload_probe?select=id')).json, POLL)
      .toEqual([{ id: 7 }]);
  });

  it('reloads by itself after DDL, as Supabase projects do (pgrst_ddl_watch / pgrst_drop_watch)', async () => {
    await withClient((c) =>
      c.query('create table public.ddl_probe (id int primary key); insert into public.ddl_probe values (1)'),
    );
    await expect.poll(async () => (await call(stack, '/rest/v1/ddl_probe?select=id')).json, POLL).toEqual([{ id: 1 }]);
    await withClient((c) => c.query('drop table public.ddl_probe'));
    await expect.poll(async () => (await call(stack, '/rest/v1/ddl_probe?select=id')).status, POLL).toBe(404);
  });
});

describe('max_rows, the wire password and CORS', () => {
  it('answers at most [api] max_rows = 1000 rows, with the total still counted', async () => {
    await stack.db.exec(`create table public.many_rows as select g as id from generate_series(1, 1050) g;
      grant select on public.many_rows to anon;`);
    await stack.reloadSchema();
    const res = await call(stack, '/rest/v1/many_rows?select=id', { headers: { prefer: 'count=exact' } });
    expect(res.json).toHaveLength(1000);
    expect(res.headers.get('content-range')).toBe('0-999/1050');
    const page = await call(stack, '/rest/v1/many_rows?select=id&offset=1000');
    expect(page.json).toHaveLength(50);
  });

  it.skipIf(onServer)('refuses a wrong password on the wire port (postgres/postgres is right)', async () => {
    const wrong = new URL(dbUrl);
    wrong.password = 'not-the-password';
    await expect(withClient(async () => undefined, wrong.toString())).rejects.toMatchObject({ code: '28P01' });
    await expect(withClient((c) => c.query('select 1'))).resolves.toBeTruthy();
  });
});

describe('auth refuses bad metadata with 422 validation_failed before storing anything', () => {
  const cases: Array<[string, Record<string, unknown>]> = [
    ['company over 120', { company: 'x'.repeat(121) }],
    ['position over 120', { position: 'x'.repeat(121) }],
    ['service_type over 120', { service_type: 'x'.repeat(121) }],
    ['description over 4000', { description: 'x'.repeat(4001) }],
    ['NUL in a value', { full_name: 'a\u0000b' }],
    ['NUL nested', { extra: { deeper: ['ok', 'n\u0000'] } }],
    ['unpaired surrogate', { full_name: 'a\ud800b' }],
    ['user_type 5', { user_type: 5 }],
    ["user_type 'admin'", { user_type: 'admin' }],
  ];
  it.each(cases)('/signup: %s', async (_, data) => {
    const email = `meta-${Math.random().toString(36).slice(2)}@example.com`;
    const res = await call(stack, '/auth/v1/signup', {
      method: 'POST',
      body: JSON.stringify({ email, password: 'Password123!', data }),
      headers: { 'x-supabase-api-version': '2024-01-01' },
    });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ code: 'validation_failed' });
    expect(res.headers.get('x-sb-error-code')).toBe('validation_failed');
    const { rows } = await stack.db.query('select 1 from auth.users where email = $1', [email]);
    expect(rows).toHaveLength(0);
  });

  it('/signup: metadata nested 100,000 deep', async () => {
    const body = `{"email":"deep@example.com","password":"Password123!","data":{"x":${deepArray(100_000)}}}`;
    const res = await call(stack, '/auth/v1/signup', { method: 'POST', body });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ error_code: 'validation_failed' });
  });

  it('PUT /user with a NUL in data', async () => {
    const signup = await call(stack, '/auth/v1/signup', {
      method: 'POST',
      body: JSON.stringify({ email: 'nul-update@example.com', password: 'Password123!', data: { full_name: 'Ok' } }),
    });
    const token = signup.json.access_token as string;
    const res = await call(stack, '/auth/v1/user', {
      method: 'PUT',
      token,
      body: JSON.stringify({ data: { company: 'bad\u0000' } }),
    });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ error_code: 'validation_failed' });
    const user = await call(stack, '/auth/v1/user', { token });
    expect(user.json.user_metadata.company).toBeUndefined();
  });

  it('still signs up valid members', async () => {
    const res = await call(stack, '/auth/v1/signup', {
      method: 'POST',
      body: JSON.stringify({
        email: 'valid-meta@example.com',
        password: 'Password123!',
        data: { full_name: 'Val Id', user_type: 'Service Provider', service_type: 'x'.repeat(120) },
      }),
    });
    expect(res.status).toBe(200);
  });
});

describe('signed tokens of every API role reach the bounds the same way', () => {
  it('refuses the hostile embed for authenticated and service_role too', async () => {
    const token = await signJwt(
      { role: 'authenticated', sub: '00000000-0000-4000-8000-000000000009' },
      stack.jwtSecret,
    );
    for (const t of [token, stack.serviceRoleKey]) {
      const res = await call(stack, `/rest/v1/jobs?select=${encodeURIComponent(hostileSelect)}`, { token: t });
      expect(res.status).toBe(400);
    }
  });
});
