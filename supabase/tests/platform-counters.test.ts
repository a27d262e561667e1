// admin_dashboard_stats reads kept counters and index ranges (20250901000600_platform_counters.sql)
// instead of counting the whole network. After every kind of change the app, Auth or a bulk load
// makes, its figures must equal a full count of the tables (the function's former body), and the
// counter tables stay out of reach of API roles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedScale } from '../../scripts/perf/seed.ts';
import { startContext, type Client, type Member, type TestContext } from './support/stack.ts';

let ctx: TestContext;
let admin: Client;
let hr: Member;
let provider: Member;
let categoryId: string;

interface Figures {
  total_members: number;
  total_services: number;
  accepted_connections: number;
  active_today: number;
  new_members_this_month: number;
  members_at_month_start: number;
  member_change_pct: number | null;
}

// The figures counted from the tables, as the function did before the counters.
async function truth(): Promise<Figures> {
  const {
    rows: [t],
  } = await ctx.stack.db.query<Figures>(`
    with m as (
      select count(*)::int as total,
             (count(*) filter (where p.created_at < date_trunc('month', now())))::int as at_start
      from public.profiles p where p.role = 'member')
    select m.total as total_members,
           (select count(*)::int from public.user_services) as total_services,
           (select count(*)::int from public.connections c where c.status = 'accepted') as accepted_connections,
           (select count(*)::int from auth.users u join public.profiles p on p.id = u.id
             where p.role = 'member' and u.last_sign_in_at >= date_trunc('day', now())) as active_today,
           m.total - m.at_start as new_members_this_month,
           m.at_start as members_at_month_start,
           (case when m.at_start = 0 then null
             else round((m.total - m.at_start) * 100.0 / m.at_start, 1) end)::float8 as member_change_pct
    from m`);
  return t;
}

async function stats(): Promise<Figures> {
  const res = await admin.rpc('admin_dashboard_stats').single();
  if (res.error) throw new Error(res.error.message);
  return res.data as Figures;
}

/** The dashboard's figures equal the full count; returns them so a test can check the change too. */
async function exact(): Promise<Figures> {
  const [kept, counted] = [await stats(), await truth()];
  expect(kept).toEqual(counted);
  return kept;
}

const deltaRows = async (): Promise<number> =>
  (await ctx.stack.db.query<{ n: number }>('select count(*)::int as n from private.platform_counter_deltas')).rows[0].n;

let first: Member;

beforeAll(async () => {
  ctx = await startContext();
  first = await ctx.member('Ada Admin');
  hr = await ctx.member('Hana Hr');
  // Professional: a Basic provider may not send HR members requests (plans, issue 20).
  provider = await ctx.member('Pia Provider', { type: 'Service Provider', plan: 'Professional' });
  const { data } = await ctx.anon.from('service_categories').select('id').limit(1).single();
  categoryId = data!.id;
});

afterAll(async () => {
  await ctx?.stack.stop();
});

describe('admin_dashboard_stats stays exact', () => {
  it('counts sign-ups, and claim_admin turning a member into the administrator', async () => {
    const kept = async () =>
      (await ctx.stack.db.query<{ n: number }>('select sum(members)::int as n from private.platform_counter_deltas'))
        .rows[0].n;
    expect(await kept()).toBe(3);
    await ctx.promote(first); // claim_admin, as the setup edge function calls it
    admin = await ctx.signIn(first.email);
    expect((await exact()).total_members).toBe(2);
    await ctx.member('Sam Signup');
    expect((await exact()).total_members).toBe(3);
  });

  it('follows services added and removed, and connections requested, answered and removed', async () => {
    const before = await exact();
    const { data: svc, error } = await provider.client
      .from('user_services')
      .insert({ user_id: provider.id, service_name: 'Payroll audit', category_id: categoryId })
      .select('id')
      .single();
    expect(error).toBeNull();
    expect((await exact()).total_services).toBe(before.total_services + 1);
    await provider.client.from('user_services').update({ service_name: 'Payroll review' }).eq('id', svc!.id);
    expect((await exact()).total_services).toBe(before.total_services + 1);

    const other = await ctx.member('Olga Other');
    await provider.client
      .from('connections')
      .insert({ requester_id: provider.id, addressee_id: hr.id, status: 'pending' });
    await other.client.from('connections').insert({ requester_id: other.id, addressee_id: hr.id, status: 'pending' });
    expect((await exact()).accepted_connections).toBe(before.accepted_connections);
    const accepted = await hr.client
      .from('connections')
      .update({ status: 'accepted' })
      .eq('requester_id', provider.id)
      .select('id');
    expect(accepted.data).toHaveLength(1);
    expect((await exact()).accepted_connections).toBe(before.accepted_connections + 1);
    const declined = await hr.client
      .from('connections')
      .update({ status: 'declined' })
      .eq('requester_id', other.id)
      .select('id');
    expect(declined.data).toHaveLength(1);
    expect((await exact()).accepted_connections).toBe(before.accepted_connections + 1);
    await provider.client.from('connections').delete().eq('addressee_id', hr.id);
    expect((await exact()).accepted_connections).toBe(before.accepted_connections);

    await provider.client.from('user_services').delete().eq('id', svc!.id);
    expect((await exact()).total_services).toBe(before.total_services);
  });

  it('drops a deleted user with their services and accepted connections (Auth admin delete)', async () => {
    const leaver = await ctx.member('Lea Leaver', { type: 'Service Provider', plan: 'Professional' });
    await leaver.client.from('user_services').insert([
      { user_id: leaver.id, service_name: 'Coaching', category_id: categoryId },
      { user_id: leaver.id, service_name: 'Mentoring', category_id: categoryId },
    ]);
    await leaver.client.from('connections').insert({ requester_id: leaver.id, addressee_id: hr.id, status: 'pending' });
    await hr.client.from('connections').update({ status: 'accepted' }).eq('requester_id', leaver.id);
    const before = await exact();

    const { error } = await ctx.service.auth.admin.deleteUser(leaver.id);
    expect(error).toBeNull();
    const after = await exact();
    expect(after.total_members).toBe(before.total_members - 1);
    expect(after.total_services).toBe(before.total_services - 2);
    expect(after.accepted_connections).toBe(before.accepted_connections - 1);
    expect(after.active_today).toBe(before.active_today - 1);
  });

  it('follows bulk statements: many rows inserted, updated and deleted in one statement each', async () => {
    const before = await exact();
    const db = ctx.stack.db;
    await db.query(
      `
      insert into public.user_services (user_id, service_name, category_id)
      select $1, 'Bulk ' || g, $2 from generate_series(1, 25) g`,
      [provider.id, categoryId],
    );
    const others = await Promise.all(['Bo One', 'Bo Two', 'Bo Three'].map((n) => ctx.member(n)));
    await db.query(
      `
      insert into public.connections (requester_id, addressee_id, status)
      select o, $1, s from unnest($2::uuid[], $3::text[]) as t(o, s)`,
      [provider.id, others.map((o) => o.id), ['accepted', 'pending', 'accepted']],
    );
    let now = await exact();
    expect(now.total_services).toBe(before.total_services + 25);
    expect(now.accepted_connections).toBe(before.accepted_connections + 2);
    expect(now.total_members).toBe(before.total_members + 3);

    await db.query(`update public.connections set status = 'accepted' where addressee_id = $1`, [provider.id]);
    expect((await exact()).accepted_connections).toBe(before.accepted_connections + 3);
    await db.query(`update public.profiles set role = 'admin', user_type = null where id = any($1::uuid[])`, [
      others.slice(0, 2).map((o) => o.id),
    ]);
    expect((await exact()).total_members).toBe(before.total_members + 1);
    await db.query(
      `update public.profiles set role = 'member', user_type = 'HR Professional' where id = any($1::uuid[])`,
      [others.map((o) => o.id)],
    );
    await db.query(`delete from public.user_services where service_name like 'Bulk %'`);
    await db.query(`delete from public.connections where addressee_id = $1`, [provider.id]);
    now = await exact();
    expect(now).toMatchObject({
      total_services: before.total_services,
      accepted_connections: before.accepted_connections,
      total_members: before.total_members + 3,
    });
  });

  it("counts sign-ins of today only, and this month's joiners against the month start", async () => {
    const before = await exact();
    await ctx.stack.db.query(`update auth.users set last_sign_in_at = now() - interval '2 days' where id = $1`, [
      hr.id,
    ]);
    expect((await exact()).active_today).toBe(before.active_today - 1);
    await ctx.signIn(hr.email);
    expect((await exact()).active_today).toBe(before.active_today);

    await ctx.stack.db.query(
      `update public.profiles set created_at = date_trunc('month', now()) - interval '3 days' where id = any($1::uuid[])`,
      [[hr.id, provider.id]],
    );
    const after = await exact();
    expect(after.members_at_month_start).toBe(before.members_at_month_start + 2);
    expect(after.new_members_this_month).toBe(before.new_members_this_month - 2);
    expect(after.member_change_pct).not.toBeNull();
  });

  it("keeps counters right for the scale generator's bulk SQL", async () => {
    await seedScale(ctx.stack.db, { members: 150, log: () => {} });
    const figures = await exact();
    expect(figures.total_members).toBeGreaterThan(150);
    expect(figures.accepted_connections).toBeGreaterThan(900);
    expect(figures.active_today).toBeGreaterThan(3);
  });
});

describe('the counters themselves', () => {
  it('are folded: a one-statement write leaves a single delta row, a transaction only its own few', async () => {
    await ctx.stack.db.query(
      `insert into public.user_services (user_id, service_name, category_id) values ($1, 'Fold', $2)`,
      [provider.id, categoryId],
    );
    expect(await deltaRows()).toBe(1);
    await ctx.stack.db.transaction(async (tx) => {
      for (const name of ['Fold 1', 'Fold 2', 'Fold 3']) {
        await tx.query(`insert into public.user_services (user_id, service_name, category_id) values ($1, $2, $3)`, [
          provider.id,
          name,
          categoryId,
        ]);
      }
    });
    expect(await deltaRows()).toBe(3);
    await ctx.stack.db.query(`delete from public.user_services where service_name like 'Fold%'`);
    expect(await deltaRows()).toBe(1);
    await exact();
  });

  it('cannot be read or written by visitors or members, and the data API does not expose them', async () => {
    const {
      rows: [p],
    } = await ctx.stack.db.query<Record<string, boolean>>(`
      select has_schema_privilege('anon', 'private', 'usage') as anon_schema,
             has_schema_privilege('authenticated', 'private', 'usage') as auth_schema,
             has_table_privilege('authenticated', 'private.platform_counter_deltas', 'select,insert,update,delete') as auth_deltas,
             has_table_privilege('authenticated', 'private.user_sign_ins', 'select,insert,update,delete') as auth_sign_ins,
             has_function_privilege('authenticated', 'private.add_counter_delta(bigint, bigint, bigint)', 'execute') as auth_add,
             has_function_privilege('authenticated', 'private.recount_platform_counters()', 'execute') as auth_recount`);
    expect(p).toEqual({
      anon_schema: false,
      auth_schema: false,
      auth_deltas: false,
      auth_sign_ins: false,
      auth_add: false,
      auth_recount: false,
    });

    for (const client of [hr.client, ctx.anon]) {
      const read = await client
        .schema('private' as 'public')
        .from('platform_counter_deltas' as 'profiles')
        .select('*');
      expect(read.error).not.toBeNull();
      expect(read.data).toBeNull();
    }
    const denied = await hr.client.rpc('admin_dashboard_stats');
    expect(denied.error?.code).toBe('42501');
    expect(denied.data).toBeNull();
  });
});
