// The administrator boundary seen from outside, complementing admin.test.ts, rls.test.ts and
// signup.test.ts: the refusal is the one the admin screens show (HTTP 403, catalogue message); no
// argument, search pattern, filter, order or embed lets a member reach admin-only data; the Auth
// admin API and the setup function give a member nothing either. An administrator gets the same
// calls through, so every refusal here is about the caller, not a broken call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContext, type Member, type TestContext } from './support/stack.ts';
import { fetchAdminStats, fetchAdminUsersPage } from '@/features/admin/queries';

let ctx: TestContext;
let member: Member;
let provider: Member;
let admin: Member;

const DENIED = 'You do not have administrative privileges.';

beforeAll(async () => {
  ctx = await startContext();
  member = await ctx.member('Maya Member');
  provider = await ctx.member('Paul Provider', { type: 'Service Provider', plan: 'Premium' });
  admin = await ctx.member('Ada Admin');
  await ctx.promote(admin);
});

afterAll(async () => {
  await ctx?.stack.stop();
});

describe('admin RPCs, as the admin screens meet them', () => {
  it('admin_dashboard_stats answers members of either type with 403 and the catalogue message', async () => {
    for (const who of [member, provider]) {
      const res = await who.client.rpc('admin_dashboard_stats');
      expect(res.status).toBe(403);
      expect(res.error).toMatchObject({ code: '42501', message: DENIED });
      expect(res.data).toBeNull();
    }
  });

  it('admin_list_users stays refused whatever the search text or paging', async () => {
    const variants = [
      { search_text: 'Ada' },
      { search_text: '%' },
      { search_text: "' or true --" },
      { page_limit: 100, page_offset: 0 },
      { search_text: '', page_limit: 1000, page_offset: -1 },
    ];
    for (const args of variants) {
      for (const client of [member.client, provider.client]) {
        const res = await client.rpc('admin_list_users', args);
        expect(res.status).toBe(403);
        expect(res.error?.code).toBe('42501');
        expect(res.data).toBeNull();
      }
      const anon = await ctx.anon.rpc('admin_list_users', args);
      expect(anon.error).not.toBeNull();
      expect(anon.data).toBeNull();
    }
  });

  it('an administrator gets the same calls through', async () => {
    // As the admin screens make them (src/features/admin/queries.ts).
    const stats = await fetchAdminStats(admin.client);
    // Administrators are not members, so only Maya and Paul count.
    expect(stats.total_members).toBe(2);
    const users = await fetchAdminUsersPage(admin.client, 'maya member', 0);
    expect(users.rows.map((u) => u.email)).toEqual([member.email]);
    expect(users.nextOffset).toBeUndefined();
  });

  it('is_admin answers only about the caller, and not to visitors', async () => {
    expect((await member.client.rpc('is_admin')).data).toBe(false);
    expect((await provider.client.rpc('is_admin')).data).toBe(false);
    expect((await admin.client.rpc('is_admin')).data).toBe(true);
    const anon = await ctx.anon.rpc('is_admin');
    expect(anon.error).not.toBeNull();
    expect(anon.data).toBeNull();
  });
});

describe('admin-only columns cannot be inferred', () => {
  it('filtering on role or e-mail is refused, so a member cannot find the administrator', async () => {
    const byRole = await member.client.from('profiles').select('id').eq('role', 'admin');
    expect(byRole.error?.code).toBe('42501');
    expect(byRole.data).toBeNull();
    const byEmail = await member.client.from('profiles').select('id').ilike('email', '%ada%');
    expect(byEmail.error?.code).toBe('42501');
    expect(byEmail.data).toBeNull();
  });

  it('ordering by e-mail is refused', async () => {
    const res = await member.client.from('profiles').select('id').order('email');
    expect(res.error).not.toBeNull();
    expect(res.data).toBeNull();
  });

  it('an embed cannot reach e-mail or role through a job poster', async () => {
    const posted = await member.client.from('jobs').insert({
      title: 'People Partner',
      company_name: 'Maya Member Ltd',
      location: 'Remote',
      description: 'A role to read profiles through.',
      posted_by: member.id,
    });
    expect(posted.error).toBeNull();
    for (const client of [provider.client, ctx.anon]) {
      const res = await client.from('jobs').select('id, poster:profiles(email, role)');
      expect(res.error?.code).toBe('42501');
      expect(res.data).toBeNull();
    }
    // The card fields the job pages embed stay readable.
    const ok = await provider.client.from('jobs').select('id, poster:profiles(full_name, company)');
    expect(ok.error).toBeNull();
    expect(ok.data).toHaveLength(1);
  });

  it('the connections the admin dashboard counts are not readable by a third member', async () => {
    const other = await ctx.member('Omar Other');
    const sent = await provider.client
      .from('connections')
      .insert({ requester_id: provider.id, addressee_id: other.id, status: 'pending' });
    expect(sent.error).toBeNull();
    expect((await member.client.from('connections').select('id')).data).toEqual([]);
    expect((await admin.client.from('connections').select('id')).data).toHaveLength(1);
  });
});

describe('other doors to admin data', () => {
  it("the Auth admin API refuses a member's token", async () => {
    const { data } = await member.client.auth.getSession();
    const token = data.session?.access_token;
    expect(token).toBeTruthy();
    for (const path of ['/auth/v1/admin/users', `/auth/v1/admin/users/${admin.id}`]) {
      const res = await fetch(`${ctx.stack.url}${path}`, {
        headers: { apikey: ctx.stack.anonKey, Authorization: `Bearer ${token}` },
      });
      expect([401, 403]).toContain(res.status);
      expect(await res.text()).not.toContain(admin.email);
    }
  });

  it('the setup function, called by a signed-in member once an admin exists, changes nothing', async () => {
    const members = async () => (await admin.client.rpc('admin_dashboard_stats').single()).data?.total_members;
    const before = await members();
    const res = await member.client.functions.invoke('create-initial-admin', { method: 'POST' });
    expect(res.error).not.toBeNull();
    expect(res.response?.status).toBe(409);
    expect((await member.client.rpc('is_admin')).data).toBe(false);
    expect(await members()).toBe(before);
  });
});
