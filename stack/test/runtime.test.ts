// The runtime: test stacks from the snapshot, platform layer, migrations bookkeeping, supabase-js.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestClient, startTestStack, type RunningStack } from '../src/testing.ts';
import { listMigrations } from '../src/migrations.ts';
import { PROJECT_DIR } from '../src/testing.ts';

let stack: RunningStack;
beforeAll(async () => {
  const t = Date.now();
  stack = await startTestStack();
  console.log(`startTestStack: ${Date.now() - t} ms`);
});
afterAll(() => stack?.stop());

describe('runtime', () => {
  it('records every migration as the Supabase CLI does', async () => {
    const { rows } = await stack.db.query<{ version: string; name: string; n: number }>(
      'select version, name, cardinality(statements) as n from supabase_migrations.schema_migrations order by version',
    );
    expect(rows.map((r) => r.version)).toEqual(listMigrations(PROJECT_DIR).map((m) => m.version));
    for (const r of rows) expect(r.n).toBeGreaterThan(0);
  });

  it('has the platform roles and service_role bypasses RLS', async () => {
    const { rows } = await stack.db.query<{ rolname: string; rolbypassrls: boolean }>(
      `select rolname, rolbypassrls from pg_roles where rolname in ('anon', 'authenticated', 'service_role') order by rolname`,
    );
    expect(rows).toEqual([
      { rolname: 'anon', rolbypassrls: false },
      { rolname: 'authenticated', rolbypassrls: false },
      { rolname: 'service_role', rolbypassrls: true },
    ]);
  });

  it('auth.uid(), auth.role(), auth.jwt() and auth.email() read the request claims', async () => {
    const claims = { sub: '00000000-0000-4000-8000-000000000001', role: 'authenticated', email: 'a@example.com' };
    const row = await stack.db.transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
      const { rows } = await tx.query<{ uid: string; role: string; email: string; jwt: unknown }>(
        'select auth.uid() as uid, auth.role() as role, auth.email() as email, auth.jwt() as jwt',
      );
      return rows[0];
    });
    expect(row).toEqual({ uid: claims.sub, role: 'authenticated', email: 'a@example.com', jwt: claims });
    const none = await stack.db.query<{ uid: string | null }>('select auth.uid() as uid');
    expect(none.rows[0]!.uid).toBeNull();
  });

  it('pgcrypto and pg_trgm live in schema extensions', async () => {
    const { rows } = await stack.db.query<{ extname: string; nspname: string }>(
      `select e.extname, n.nspname from pg_extension e join pg_namespace n on n.oid = e.extnamespace
       where e.extname in ('pgcrypto', 'pg_trgm') order by 1`,
    );
    expect(rows).toEqual([
      { extname: 'pg_trgm', nspname: 'extensions' },
      { extname: 'pgcrypto', nspname: 'extensions' },
    ]);
  });

  it('starts empty without the seed', async () => {
    const { rows } = await stack.db.query<{ n: number }>('select count(*)::int as n from auth.users');
    expect(rows[0]!.n).toBe(0);
  });

  it('supabase-js signs up, signs in and reads its session', async () => {
    const client = createTestClient(stack);
    const { data, error } = await client.auth.signUp({
      email: 'runtime@example.com',
      password: 'Password123!',
      options: { data: { full_name: 'Run Time' } },
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    const signIn = await client.auth.signInWithPassword({ email: 'runtime@example.com', password: 'Password123!' });
    expect(signIn.error).toBeNull();
    const user = await client.auth.getUser();
    expect(user.data.user?.email).toBe('runtime@example.com');
    expect(user.data.user?.user_metadata.full_name).toBe('Run Time');
  });
});

describe('seeded test stack', () => {
  it('includes supabase/seed.sql when asked', async () => {
    const seeded = await startTestStack({ seed: true });
    try {
      const { rows } = await seeded.db.query<{ n: number }>('select count(*)::int as n from auth.users');
      expect(rows[0]!.n).toBeGreaterThan(0);
      const client = createTestClient(seeded);
      const { error } = await client.auth.signInWithPassword({
        email: 'olivia.hart@example.com',
        password: 'Password123!',
      });
      expect(error).toBeNull();
    } finally {
      await seeded.stop();
    }
  });
});

const onExternalPostgres = !!process.env.STACK_TEST_DATABASE_URL;
if (onExternalPostgres) {
  console.info(
    'skipped: "Postgres wire port (embedded database)": the wire port exists only over PGlite; this run uses STACK_TEST_DATABASE_URL',
  );
}

describe.skipIf(onExternalPostgres)('Postgres wire port (embedded database)', () => {
  it('lets a pg client connect, and its open transaction never captures API statements', async () => {
    const wired = await startTestStack({ wire: true });
    const client = new pg.Client({ connectionString: wired.dbUrl! });
    try {
      expect(wired.dbUrl).toMatch(/^postgresql:\/\/postgres:postgres@127\.0\.0\.1:\d+\/postgres$/);
      await client.connect();
      await client.query('begin');
      await client.query('create table public.wire_probe (id int)');
      const signup = createTestClient(wired).auth.signUp({ email: 'wire@example.com', password: 'Password123!' });
      await new Promise((r) => setTimeout(r, 200));
      await client.query('rollback');
      expect((await signup).error).toBeNull();
      const users = await client.query<{ n: number }>(
        `select count(*)::int as n from auth.users where email = 'wire@example.com'`,
      );
      expect(users.rows[0]!.n).toBe(1);
      const probe = await client.query<{ t: string | null }>(`select to_regclass('public.wire_probe')::text as t`);
      expect(probe.rows[0]!.t).toBeNull();
    } finally {
      await client.end().catch(() => {});
      await wired.stop();
    }
  });
});
