// The administrator area: admin_exists for everyone, admin RPCs refused to anyone but admins, real
// figures for the dashboard, and the create-initial-admin edge function (first call, second call,
// two concurrent calls on an empty platform).
import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInitialAdmin, fetchAdminExists, fetchIsAdmin } from '@/features/admin/queries';
import { startContext, type Client, type Member, type TestContext } from './support/stack.ts';

let t: TestContext;
let hr: Member;
let provider: Member;

beforeAll(async () => {
  t = await startContext();
  hr = await t.member('Hugo HR');
  provider = await t.member('Priya Provider', { type: 'Service Provider', data: { company: 'Acme Payroll' } });
});
afterAll(async () => {
  await t.stack.stop();
});

async function callSetup(client: Client): Promise<{ status: number; body: Record<string, unknown> }> {
  const { data, error } = await client.functions.invoke('create-initial-admin', { method: 'POST' });
  if (error instanceof FunctionsHttpError) {
    const res = error.context as Response;
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }
  if (error) throw error;
  return { status: 200, body: data as Record<string, unknown> };
}

const adminCount = async (ctx: TestContext) =>
  (await ctx.stack.db.query<{ n: number }>(`select count(*)::int as n from public.profiles where role = 'admin'`))
    .rows[0].n;

describe('admin RPCs refuse non-admins', () => {
  for (const fn of ['admin_dashboard_stats', 'admin_list_users'] as const) {
    it(`${fn}: a member gets 42501 and a visitor is refused`, async () => {
      const asMember = await hr.client.rpc(fn);
      expect(asMember.error?.code).toBe('42501');
      expect(asMember.data).toBeNull();
      const asAnon = await t.anon.rpc(fn);
      expect(asAnon.error).not.toBeNull();
      expect(asAnon.data).toBeNull();
    });
  }

  it('claim_admin is not callable by members or visitors', async () => {
    expect((await hr.client.rpc('claim_admin', { target_user_id: hr.id })).error).not.toBeNull();
    expect((await t.anon.rpc('claim_admin', { target_user_id: hr.id })).error).not.toBeNull();
    expect(await adminCount(t)).toBe(0);
  });
});

describe('create-initial-admin', () => {
  it('creates the first administrator once, then answers 409', async () => {
    expect(await fetchAdminExists(t.anon)).toBe(false);
    const first = await callSetup(t.anon);
    expect(first.status).toBe(200);
    expect(first.body.email).toEqual(expect.stringContaining('@'));
    expect(String(first.body.password)).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{20,}$/);
    expect(await fetchAdminExists(t.anon)).toBe(true);
    expect(await fetchAdminExists(hr.client)).toBe(true);

    const admin = await t.signIn(String(first.body.email), String(first.body.password));
    const { data: me } = await admin.rpc('get_my_profile').single();
    // An administrator is not a member: no member type, no plan (issue 12).
    expect(me).toMatchObject({ role: 'admin', user_type: null, subscription_plan: null, is_member: false });
    expect(await fetchIsAdmin(admin)).toBe(true);

    const second = await callSetup(t.anon);
    expect(second).toEqual({ status: 409, body: { error: 'Admin user already exists' } });
    // The screens read that answer through the app's own call.
    expect(await createInitialAdmin(t.anon)).toEqual({ kind: 'exists' });
    expect(await adminCount(t)).toBe(1);
  });

  it('answers a CORS preflight', async () => {
    const res = await fetch(`${t.stack.url}/functions/v1/create-initial-admin`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(res.status).toBeLessThan(300);
    // The function answers '*'; a gateway in front may echo the origin instead. Either allows it.
    expect(['*', 'http://localhost:5173']).toContain(res.headers.get('access-control-allow-origin'));
    await res.text();
  });

  it('gives the admin real dashboard figures and a searchable user list', async () => {
    const { rows } = await t.stack.db.query<{ email: string }>(
      `select email from public.profiles where role = 'admin'`,
    );
    const {
      rows: [secret],
    } = await t.stack.db.query<{ id: string }>(`select id from public.profiles where role = 'admin'`);
    // Sign the admin in through a fresh password set by the service role (the one-time one was shown once).
    await t.service.auth.admin.updateUserById(secret.id, { password: 'Admin-Password-123!' });
    const admin = await t.signIn(rows[0].email, 'Admin-Password-123!');

    // The HR member asks: a Basic provider may not send HR members requests (plans, issue 20).
    await hr.client.from('connections').insert({ requester_id: hr.id, addressee_id: provider.id, status: 'pending' });
    await provider.client.from('connections').update({ status: 'accepted' }).eq('requester_id', hr.id);
    const { data: cat } = await t.anon.from('service_categories').select('id').limit(1).single();
    await provider.client
      .from('user_services')
      .insert({ user_id: provider.id, service_name: 'Payroll', category_id: cat!.id });
    await t.stack.db.query(`update public.profiles set created_at = now() - interval '40 days' where id = $1`, [hr.id]);

    const stats = await admin.rpc('admin_dashboard_stats').single();
    expect(stats.error).toBeNull();
    expect(stats.data).toEqual({
      total_members: 2,
      total_services: 1,
      accepted_connections: 1,
      active_today: 2,
      new_members_this_month: expect.any(Number),
      members_at_month_start: expect.any(Number),
      member_change_pct: expect.anything(),
    });
    const { total_members, new_members_this_month, members_at_month_start } = stats.data!;
    expect(new_members_this_month! + members_at_month_start!).toBe(total_members);
    expect(members_at_month_start).toBeGreaterThanOrEqual(1);

    const users = await admin.rpc('admin_list_users', { search_text: 'acme', page_limit: 20, page_offset: 0 });
    expect(users.error).toBeNull();
    expect(users.data!.map((u) => u.id)).toEqual([provider.id]);
    expect(users.data![0]).toMatchObject({ email: provider.email, role: 'member' });
    const byEmail = await admin.rpc('admin_list_users', { search_text: hr.email.toUpperCase() });
    expect(byEmail.data!.map((u) => u.id)).toEqual([hr.id]);
    const everyone = await admin.rpc('admin_list_users', {});
    expect(everyone.data).toHaveLength(3);
    const page = await admin.rpc('admin_list_users', { page_limit: 1, page_offset: 2 });
    expect(page.data).toHaveLength(1);
  });
});

describe('create-initial-admin under a race', () => {
  let fresh: TestContext;
  beforeAll(async () => {
    fresh = await startContext();
  });
  afterAll(async () => {
    await fresh.stack.stop();
  });

  it('two simultaneous calls on an empty platform make exactly one administrator', async () => {
    const results = await Promise.all([callSetup(fresh.anon), callSetup(fresh.anon)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body).toEqual({ error: 'Admin user already exists' });
    expect(await adminCount(fresh)).toBe(1);
    // The loser removed the user it created.
    const { rows } = await fresh.stack.db.query<{ n: number }>('select count(*)::int as n from auth.users');
    expect(rows[0].n).toBe(1);
  });
});
