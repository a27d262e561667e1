// claim_admin, the database half of the race-safe admin bootstrap: concurrent claims in separate
// transactions (separate connections on a real server) promote exactly one user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedDatabase, type TestDatabase } from './support/database.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await migratedDatabase();
});
afterAll(async () => {
  await db.close();
});

async function user(n: number): Promise<string> {
  const id = `c0000000-0000-4000-8000-00000000000${n}`;
  await db.query(
    `insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, '{"user_type": "Service Provider"}')`,
    [id, `claim${n}@example.com`],
  );
  return id;
}

describe('claim_admin', () => {
  it('promotes exactly one of several concurrent claimants, with no member type', async () => {
    const ids = await Promise.all([1, 2, 3].map(user));
    const results = await Promise.all(
      ids.map((id) =>
        db.transaction(async (tx) => {
          const { rows } = await tx.query<{ won: boolean }>('select public.claim_admin($1) as won', [id]);
          // Hold the transaction open a moment so the claims overlap on a real server.
          await tx.query('select pg_sleep(0.05)');
          return rows[0].won;
        }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const { rows } = await db.query<{ id: string; user_type: string }>(
      `select id, user_type from public.profiles where role = 'admin'`,
    );
    expect(rows).toEqual([{ id: ids[results.indexOf(true)], user_type: null }]);
  });

  it('refuses once an administrator exists, and is not executable by API roles', async () => {
    const late = await user(4);
    expect((await db.query<{ won: boolean }>('select public.claim_admin($1) as won', [late])).rows[0].won).toBe(false);
    const { rows } = await db.query<{ anon: boolean; auth: boolean; service: boolean }>(
      `select has_function_privilege('anon', 'public.claim_admin(uuid)', 'execute') as anon,
              has_function_privilege('authenticated', 'public.claim_admin(uuid)', 'execute') as auth,
              has_function_privilege('service_role', 'public.claim_admin(uuid)', 'execute') as service`,
    );
    expect(rows[0]).toEqual({ anon: false, auth: false, service: true });
  });
});
