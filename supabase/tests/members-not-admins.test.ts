// Administrators are not members (decisions.md, issue 12; migration 20251102000100): through
// supabase-js with RLS on, an administrator cannot be sent a request, cannot post a job or list a
// service, and is absent from every member list, count and the ticker; a member cannot make
// themselves invisible or an administrator visible. The administrator still reads everything on
// the admin screens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContext, type Client, type Member, type TestContext } from './support/stack.ts';

let t: TestContext;
let hr: Member;
let provider: Member;
let admin: Member;
let categoryId: string;

beforeAll(async () => {
  t = await startContext();
  // The administrator signs up as a member first and has a member's rows (a connection, a job) when
  // promoted: promotion must take them out of the network with everything that showed them.
  admin = await t.member('Ada Admin', { data: { company: 'Control Room' } });
  hr = await t.member('Hana Member', { data: { company: 'Northwind' } });
  provider = await t.member('Pablo Provider', { type: 'Service Provider', plan: 'Premium' });
  await admin.client.from('connections').insert({ requester_id: admin.id, addressee_id: hr.id, status: 'pending' });
  await admin.client.from('jobs').insert({
    title: 'Admin Job',
    company_name: 'Control Room',
    location: 'Remote',
    description: 'x',
    posted_by: admin.id,
  });
  await hr.client.rpc('record_profile_view', { target_id: admin.id });
  await t.promote(admin);
  categoryId = (await t.anon.from('service_categories').select('id').limit(1).single()).data!.id;
  // hr ↔ provider accepted, so the lists below have a member to show next to the missing admin.
  const { data: c } = await hr.client
    .from('connections')
    .insert({ requester_id: hr.id, addressee_id: provider.id, status: 'pending' })
    .select('id')
    .single();
  await provider.client.from('connections').update({ status: 'accepted' }).eq('id', c!.id);
});
afterAll(async () => {
  await t?.stack.stop();
});

const ids = (rows: { id: string | null }[] | null) => (rows ?? []).map((r) => r.id);

describe('an administrator has no member type and none of a member rows', () => {
  it('is promoted with user_type and plan null, and loses the connections, jobs and views it had', async () => {
    const { data: me } = await admin.client.rpc('get_my_profile').single();
    expect(me).toMatchObject({ role: 'admin', user_type: null, subscription_plan: null, is_member: false });
    const { rows } = await t.stack.db.query<{ c: number; j: number; v: number }>(
      `select (select count(*) from public.connections where $1 in (requester_id, addressee_id))::int as c,
              (select count(*) from public.jobs where posted_by = $1)::int as j,
              (select count(*) from public.profile_views where $1 in (viewer_id, viewed_id))::int as v`,
      [admin.id],
    );
    expect(rows[0]).toEqual({ c: 0, j: 0, v: 0 });
  });

  it('keeps type and role together: a member always has a type, an administrator never', async () => {
    const noType = await t.service.from('profiles').update({ user_type: null }).eq('id', hr.id);
    expect(noType.error?.code).toBe('23514');
    const typedAdmin = await t.service.from('profiles').update({ user_type: 'HR Professional' }).eq('id', admin.id);
    expect(typedAdmin.error?.code).toBe('23514');
  });
});

describe('an administrator cannot be requested or post', () => {
  it('refuses a request to an administrator, and from one', async () => {
    const to = await hr.client
      .from('connections')
      .insert({ requester_id: hr.id, addressee_id: admin.id, status: 'pending' });
    expect(to.error?.code).toBe('42501');
    const from = await admin.client
      .from('connections')
      .insert({ requester_id: admin.id, addressee_id: provider.id, status: 'pending' });
    expect(from.error?.code).toBe('42501');
    const { rows } = await t.stack.db.query(
      'select 1 from public.connections where $1 in (requester_id, addressee_id)',
      [admin.id],
    );
    expect(rows).toHaveLength(0);
  });

  it('refuses a job and a service from an administrator', async () => {
    const job = await admin.client.from('jobs').insert({
      title: 'Nope',
      company_name: 'Control Room',
      location: 'Remote',
      description: 'x',
      posted_by: admin.id,
    });
    expect(job.error?.code).toBe('42501');
    const service = await admin.client
      .from('user_services')
      .insert({ user_id: admin.id, service_name: 'Nope', category_id: categoryId });
    expect(service.error?.code).toBe('42501');
    // The members still can.
    const ok = await hr.client.from('jobs').insert({
      title: 'People Partner',
      company_name: 'Northwind',
      location: 'Remote',
      description: 'x',
      posted_by: hr.id,
    });
    expect(ok.error).toBeNull();
  });
});

describe('an administrator is absent from every member list, count and the ticker', () => {
  async function everyList(client: Client) {
    const ticker = await client
      .from('profiles')
      .select('id, full_name, position, company, user_type')
      .order('created_at', { ascending: false })
      .limit(10);
    const byId = await client.from('profiles').select('id, full_name').eq('id', admin.id);
    const network = await Promise.all(
      ['', 'Ada', 'Admin', 'Control Room'].map((search_text) =>
        client.rpc('search_network', { search_text, type_filter: 'all' }),
      ),
    );
    const byType = await Promise.all(
      ['HR Professional', 'Service Provider'].map((type_filter) => client.rpc('search_network', { type_filter })),
    );
    const profile = await client.rpc('get_profile', { target_id: admin.id });
    const mine = await client.rpc('list_my_connections', {});
    return { ticker, byId, network, byType, profile, mine };
  }

  for (const who of ['HR member', 'provider'] as const) {
    it(`is not in what a ${who} reads`, async () => {
      const m = who === 'provider' ? provider : hr;
      const { ticker, byId, network, byType, profile, mine } = await everyList(m.client);
      expect(ticker.error).toBeNull();
      expect(ids(ticker.data)).not.toContain(admin.id);
      expect(ids(ticker.data)).toContain(who === 'provider' ? hr.id : provider.id);
      expect(byId.data).toEqual([]);
      for (const res of [...network, ...byType]) {
        expect(res.error).toBeNull();
        expect(ids(res.data)).not.toContain(admin.id);
      }
      expect(ids(network[0].data)).toEqual(expect.arrayContaining([who === 'provider' ? hr.id : provider.id]));
      expect(profile.data).toEqual([]);
      expect(ids(mine.data)).not.toContain(admin.id);
      expect((await m.client.rpc('can_view_profile', { viewer: m.id, target: admin.id })).data).toBe(false);
      expect((await m.client.rpc('get_profile_stats', { target_id: admin.id })).data).toEqual([]);
      expect((await m.client.rpc('is_member', { uid: admin.id })).data).toBe(false);
      expect((await m.client.rpc('is_member', { uid: m.id })).data).toBe(true);
    });
  }

  it('is not in embeds of connections, services or jobs', async () => {
    const pending = await hr.client
      .from('connections')
      .select(
        'id, requester:profiles!connections_requester_id_fkey(id), addressee:profiles!connections_addressee_id_fkey(id)',
      );
    expect(pending.error).toBeNull();
    expect(JSON.stringify(pending.data)).not.toContain(admin.id);
    const services = await hr.client.rpc('search_services', {});
    expect(services.data!.map((s) => s.provider_id)).not.toContain(admin.id);
    const jobs = await t.anon.from('jobs').select('id, poster:profiles(full_name)');
    expect(JSON.stringify(jobs.data)).not.toContain('Ada Admin');
  });

  it('is not counted: member totals, referrals and profile views leave it out', async () => {
    const { data: stats } = await admin.client.rpc('admin_dashboard_stats').single();
    const { rows } = await t.stack.db.query<{ n: number }>(
      `select count(*)::int as n from public.profiles where user_type is not null`,
    );
    expect(stats!.total_members).toBe(rows[0].n);
    expect(stats!.total_members).toBe(2);
    // A profile view by or of the administrator is not recorded.
    await admin.client.rpc('record_profile_view', { target_id: hr.id });
    await hr.client.rpc('record_profile_view', { target_id: admin.id });
    const { rows: views } = await t.stack.db.query(
      'select 1 from public.profile_views where $1 in (viewer_id, viewed_id)',
      [admin.id],
    );
    expect(views).toHaveLength(0);
    // Someone who joined through the administrator's link is counted only if a member: the count
    // of the administrator's own referrals is of members.
    const { data: adminProfile } = await admin.client.rpc('get_my_profile').single();
    const invited = await t.member('Ivo Invited', { data: { referred_by_code: adminProfile!.referral_code } });
    expect((await admin.client.rpc('get_my_referral_count')).data).toBe(1);
    await t.stack.db.query(`update public.profiles set role = 'admin', user_type = null where id = $1`, [invited.id]);
    expect((await admin.client.rpc('get_my_referral_count')).data).toBe(0);
    await t.stack.db.query(`update public.profiles set role = 'member', user_type = 'HR Professional' where id = $1`, [
      invited.id,
    ]);
  });

  it('still lets the administrator read every row on the admin screens', async () => {
    const { data, error } = await admin.client.rpc('admin_list_users', {});
    expect(error).toBeNull();
    expect(ids(data)).toEqual(expect.arrayContaining([admin.id, hr.id, provider.id]));
    expect(data!.find((u) => u.id === admin.id)).toMatchObject({ role: 'admin', user_type: null });
    const cards = await admin.client.from('profiles').select('id').in('id', [admin.id, hr.id, provider.id]);
    expect(ids(cards.data).sort()).toEqual([admin.id, hr.id, provider.id].sort());
  });
});

describe('members cannot change who is visible', () => {
  it('a member cannot make themselves invisible', async () => {
    // role and user_type are not granted for update; is_member is generated from role.
    for (const [patch, code] of [
      [{ role: 'admin' }, '42501'],
      [{ user_type: null }, '42501'],
      [{ is_member: false }, '428C9'],
    ] as const) {
      const res = await hr.client
        .from('profiles')
        .update(patch as never)
        .eq('id', hr.id);
      expect(res.error?.code, JSON.stringify(patch)).toBe(code);
    }
    const seen = await provider.client.rpc('search_network', { search_text: 'Hana' });
    expect(ids(seen.data)).toEqual([hr.id]);
    const ticker = await provider.client
      .from('profiles')
      .select('id')
      .order('created_at', { ascending: false })
      .limit(10);
    expect(ids(ticker.data)).toContain(hr.id);
  });

  it('a member cannot make an administrator visible', async () => {
    // Neither by changing the administrator's row (invisible to their UPDATE)...
    await hr.client.from('profiles').update({ full_name: 'Visible Now' }).eq('id', admin.id);
    const { rows } = await t.stack.db.query<{ full_name: string; role: string }>(
      'select full_name, role::text from public.profiles where id = $1',
      [admin.id],
    );
    expect(rows[0]).toEqual({ full_name: 'Ada Admin', role: 'admin' });
    // ...nor by filtering on columns the policy consults, nor through a connection or a view.
    for (const res of [
      await hr.client.from('profiles').select('id').eq('is_member', false),
      await hr.client.from('profiles').select('id').eq('id', admin.id),
      await hr.client.from('profiles').select('id').eq('company', 'Control Room'),
    ]) {
      expect(res.error).toBeNull();
      expect(res.data).toEqual([]);
    }
    expect((await hr.client.from('profiles').select('role').eq('id', admin.id)).error?.code).toBe('42501');
    const sneaky = await hr.client
      .from('connections')
      .insert({ requester_id: hr.id, addressee_id: admin.id, status: 'accepted' });
    expect(sneaky.error?.code).toBe('42501');
  });
});
