// Plans (issue 20): every line of the pricing page enforced by the database, through supabase-js
// with RLS on. Limits at their boundaries, the month turning, concurrency, downgrades, who may
// change plans, upgrade requests and sales inquiries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContext, type Member, type TestContext } from './support/stack.ts';

let t: TestContext;
let categoryId: string;
let admin: Member;

beforeAll(async () => {
  t = await startContext();
  admin = await t.member('Ada Admin');
  await t.promote(admin);
  const { data } = await t.anon.from('service_categories').select('id').eq('name', 'Payroll Services').single();
  categoryId = data!.id;
});
afterAll(async () => {
  await t.stack.stop();
});

/** Fixes the rules' clock (private.clock) at `iso`, or lets it follow now() again with null. */
async function setClock(iso: string | null) {
  if (iso === null) await t.stack.db.query('delete from private.clock');
  else
    await t.stack.db.query(
      `insert into private.clock (fixed_at) values ($1)
       on conflict (singleton) do update set fixed_at = excluded.fixed_at`,
      [iso],
    );
}

/** Arranges that `provider` has already used `n` contacts in the month of the rules' clock. */
async function setContactsUsed(provider: Member, n: number) {
  await t.stack.db.query(
    `insert into private.contact_months (provider_id, month, used) values ($1, private.current_month(), $2)
     on conflict (provider_id, month) do update set used = excluded.used`,
    [provider.id, n],
  );
}

async function usage(m: Member) {
  const { data, error } = await m.client.rpc('get_my_plan').single();
  expect(error).toBeNull();
  return data!;
}

async function connect(from: Member, to: Member) {
  return from.client.from('connections').insert({ requester_id: from.id, addressee_id: to.id, status: 'pending' });
}

async function hrMembers(n: number, prefix: string): Promise<Member[]> {
  const out: Member[] = [];
  for (let i = 0; i < n; i++) out.push(await t.member(`${prefix} ${i}`));
  return out;
}

describe('contacts', () => {
  it('a Basic provider may not contact an HR Professional: 402 Upgrade required, nothing written', async () => {
    const basic = await t.member('Bea Basic', { type: 'Service Provider', plan: null });
    const hr = await t.member('Hal HR');
    expect((await basic.client.rpc('can_contact', { hr: hr.id })).data).toBe(false);
    const res = await connect(basic, hr);
    expect(res.status).toBe(402);
    expect(res.error).toMatchObject({ code: 'PT402', message: 'Upgrade required', hint: 'contacts' });
    expect(res.error!.details).toMatch(/Basic plan/);
    const { count } = await t.service
      .from('connections')
      .select('id', { count: 'exact', head: true })
      .eq('requester_id', basic.id);
    expect(count).toBe(0);
  });

  it('what is free on every plan: providers among themselves, HR requests and accepting them', async () => {
    const basic = await t.member('Bo Basic', { type: 'Service Provider', plan: 'Free' });
    const other = await t.member('Otto Other', { type: 'Service Provider', plan: null });
    const hr = await t.member('Hope HR');
    expect((await connect(basic, other)).error).toBeNull();
    expect((await connect(hr, basic)).error).toBeNull();
    const { data: req } = await basic.client
      .from('connections')
      .select('id')
      .eq('requester_id', hr.id)
      .eq('addressee_id', basic.id)
      .single();
    expect((await basic.client.from('connections').update({ status: 'accepted' }).eq('id', req!.id)).error).toBeNull();
    expect((await usage(basic)).contacts_used).toBe(0);
  });

  it('Professional: the 50th contact is allowed, the 51st refused; the counter says n of 50', async () => {
    const pro = await t.member('Pam Pro', { type: 'Service Provider', plan: 'Professional' });
    const [a, b, c] = await hrMembers(3, 'Boundary HR');
    await setContactsUsed(pro, 48);
    expect(await usage(pro)).toMatchObject({ contacts_per_month: 50, contacts_used: 48, plan_name: 'Professional' });
    expect((await connect(pro, a!)).error).toBeNull(); // 49th
    expect((await connect(pro, b!)).error).toBeNull(); // 50th
    expect((await usage(pro)).contacts_used).toBe(50);
    expect((await pro.client.rpc('can_contact', { hr: c!.id })).data).toBe(false);
    const refused = await connect(pro, c!); // 51st
    expect(refused.status).toBe(402);
    expect(refused.error!.details).toBe(
      'Your Professional plan includes 50 contacts per month; you have used them all.',
    );
    expect((await usage(pro)).contacts_used).toBe(50);
  });

  it('counted once per HR member and month, not refunded on withdrawal; the month turning starts again', async () => {
    await setClock('2031-03-31T23:59:00Z');
    try {
      const pro = await t.member('Pete Pro', { type: 'Service Provider', plan: 'Professional' });
      const hr = await t.member('Hank HR');
      const other = await t.member('Hilda HR');
      expect((await connect(pro, hr)).error).toBeNull();
      expect((await usage(pro)).contacts_used).toBe(1);
      // Withdrawn and sent again in the same month: still one contact, and no refund.
      expect((await pro.client.from('connections').delete().eq('requester_id', pro.id)).error).toBeNull();
      expect((await usage(pro)).contacts_used).toBe(1);
      await setContactsUsed(pro, 50);
      expect((await pro.client.rpc('can_contact', { hr: hr.id })).data).toBe(true);
      expect((await connect(pro, hr)).error).toBeNull();
      expect((await connect(pro, other)).status).toBe(402);
      // 1 April, UTC: a new month, nothing used.
      await setClock('2031-04-01T00:00:00Z');
      const april = await usage(pro);
      expect(april).toMatchObject({ contacts_used: 0, month: '2031-04-01' });
      expect((await connect(pro, other)).error).toBeNull();
      expect((await usage(pro)).contacts_used).toBe(1);
    } finally {
      await setClock(null);
    }
  });

  it('Premium and Enterprise have no limit', async () => {
    const premium = await t.member('Pia Premium', { type: 'Service Provider', plan: 'Premium' });
    const hr = await t.member('Harold HR');
    await setContactsUsed(premium, 5000);
    expect(await usage(premium)).toMatchObject({ contacts_per_month: null, contacts_used: 5000 });
    expect((await connect(premium, hr)).error).toBeNull();
    expect((await usage(premium)).contacts_used).toBe(5001);
  });

  it('20 parallel contacts at 45 used: exactly 5 succeed', async () => {
    const pro = await t.member('Para Pro', { type: 'Service Provider', plan: 'Professional' });
    const targets = await hrMembers(20, 'Parallel HR');
    await setContactsUsed(pro, 45);
    const results = await Promise.all(targets.map((hr) => connect(pro, hr)));
    expect(results.filter((r) => r.error === null)).toHaveLength(5);
    expect(results.filter((r) => r.error?.code === 'PT402')).toHaveLength(15);
    expect((await usage(pro)).contacts_used).toBe(50);
    const { count } = await t.service
      .from('connections')
      .select('id', { count: 'exact', head: true })
      .eq('requester_id', pro.id);
    expect(count).toBe(5);
  });

  it('HR Professionals have no plan limits', async () => {
    const hr = await t.member('Hetty HR', { plan: null });
    const provider = await t.member('Percy Provider', { type: 'Service Provider', plan: null });
    expect((await hr.client.rpc('can_contact', { hr: provider.id })).data).toBe(true);
    expect((await connect(hr, provider)).error).toBeNull();
    expect((await hr.client.rpc('get_my_plan')).data).toEqual([]);
  });
});

describe('contact info', () => {
  it('the e-mail of a connected HR member: Professional gets it, Basic is refused, strangers get null', async () => {
    const pro = await t.member('Cleo Pro', { type: 'Service Provider', plan: 'Professional' });
    const basic = await t.member('Cal Basic', { type: 'Service Provider', plan: null });
    const hr = await t.member('Cora HR');
    const stranger = await t.member('Stan HR');
    // The HR member asks both providers, and they accept: free for them.
    for (const p of [pro, basic]) {
      await connect(hr, p);
      await p.client.from('connections').update({ status: 'accepted' }).eq('requester_id', hr.id);
    }
    expect((await pro.client.rpc('get_contact_email', { target_id: hr.id })).data).toBe(hr.email);
    const refused = await basic.client.rpc('get_contact_email', { target_id: hr.id });
    expect(refused.error).toMatchObject({ code: 'PT402', hint: 'contact_info' });
    expect((await pro.client.rpc('get_contact_email', { target_id: stranger.id })).data).toBeNull();
    // HR members see their connections' e-mail; the e-mail column stays unreadable.
    expect((await hr.client.rpc('get_contact_email', { target_id: basic.id })).data).toBe(basic.email);
    expect((await pro.client.from('profiles').select('email').eq('id', hr.id)).error).not.toBeNull();
    expect((await t.anon.rpc('get_contact_email', { target_id: hr.id })).error).not.toBeNull();
  });
});

describe('showcased services', () => {
  const add = (m: Member, name: string) =>
    m.client
      .from('user_services')
      .insert({ user_id: m.id, service_name: name, category_id: categoryId })
      .select('id, showcased')
      .single();
  const showcase = (m: Member, id: string, on = true) =>
    m.client.from('user_services').update({ showcased: on }).eq('id', id).select('id, showcased');

  it('Basic: services are drafts that only their provider sees; showcasing one is refused', async () => {
    const basic = await t.member('Dora Draft', { type: 'Service Provider', plan: null });
    const hr = await t.member('Dan HR');
    const { data, error } = await add(basic, 'Draft payroll audit');
    expect(error).toBeNull();
    expect(data!.showcased).toBe(false);
    const refused = await showcase(basic, data!.id);
    expect(refused.status).toBe(402);
    expect(refused.error).toMatchObject({ message: 'Upgrade required', hint: 'showcase' });
    expect((await hr.client.from('user_services').select('id').eq('id', data!.id)).data).toEqual([]);
    expect((await hr.client.rpc('search_services', { search_text: 'Draft payroll audit' })).data).toEqual([]);
    expect((await hr.client.rpc('view_service', { service_id: data!.id })).data).toEqual([]);
    expect((await basic.client.from('user_services').select('id').eq('id', data!.id)).data).toHaveLength(1);
  });

  it('Professional: 5 showcased; the 6th is added as a draft and showcasing it is refused', async () => {
    const pro = await t.member('Sam Showcase', { type: 'Service Provider', plan: 'Professional' });
    const ids: string[] = [];
    for (let i = 1; i <= 6; i++) {
      const { data } = await add(pro, `Showcase ${i}`);
      ids.push(data!.id);
      expect(data!.showcased).toBe(i <= 5);
    }
    const refused = await showcase(pro, ids[5]!);
    expect(refused.error!.details).toBe('Your Professional plan showcases up to 5 services.');
    // The provider chooses: one off, the 6th on.
    expect((await showcase(pro, ids[0]!, false)).error).toBeNull();
    expect((await showcase(pro, ids[5]!)).error).toBeNull();
    expect(await usage(pro)).toMatchObject({ showcased_services: 5, services_showcased: 5, services_total: 6 });
  });

  it('20 parallel showcases at 3 showcased: exactly 2 succeed', async () => {
    const pro = await t.member('Polly Parallel', { type: 'Service Provider', plan: 'Professional' });
    const ids: string[] = [];
    for (let i = 0; i < 23; i++) ids.push((await add(pro, `Parallel ${i}`)).data!.id);
    // 5 showcased on insert; two taken off leaves 3 showcased and 20 drafts.
    const showcased = (await pro.client.from('user_services').select('id').eq('user_id', pro.id).eq('showcased', true))
      .data!;
    for (const s of showcased.slice(0, 2)) await showcase(pro, s.id, false);
    const drafts = (await pro.client.from('user_services').select('id').eq('user_id', pro.id).eq('showcased', false))
      .data!;
    expect(drafts).toHaveLength(20);
    const results = await Promise.all(drafts.map((d) => showcase(pro, d.id)));
    expect(results.filter((r) => r.error === null)).toHaveLength(2);
    expect(results.filter((r) => r.error?.code === 'PT402')).toHaveLength(18);
    expect((await usage(pro)).services_showcased).toBe(5);
  });

  it('a downgrade deletes nothing: those showcased longest stay, in order; Premium lists first', async () => {
    const premium = await t.member('Gus Goingdown', { type: 'Service Provider', plan: 'Premium' });
    const pro = await t.member('Ola Older', { type: 'Service Provider', plan: 'Professional' });
    const hr = await t.member('Lena Lister');
    await add(pro, 'Ranking older pro service');
    const names = Array.from({ length: 8 }, (_, i) => `Ranking premium ${i}`);
    for (const n of names) expect((await add(premium, n)).data!.showcased).toBe(true);
    // Priority in listings: the Premium provider's services come before the other's, older and newer.
    await add(pro, 'Ranking newest pro service');
    const listed = (await hr.client.rpc('search_services', { search_text: 'Ranking' })).data!;
    expect(listed.map((s) => s.service_name)).toEqual([
      ...[...names].reverse(),
      'Ranking newest pro service',
      'Ranking older pro service',
    ]);

    expect(
      (await admin.client.rpc('admin_set_plan', { member_id: premium.id, plan: 'Professional', reason: 'Downgrade' }))
        .error,
    ).toBeNull();
    const mine = (
      await premium.client
        .from('user_services')
        .select('service_name, showcased')
        .eq('user_id', premium.id)
        .order('service_name')
    ).data!;
    expect(mine).toHaveLength(8);
    expect(mine.filter((s) => s.showcased).map((s) => s.service_name)).toEqual(names.slice(0, 5));
    const after = (await hr.client.rpc('search_services', { search_text: 'Ranking' })).data!;
    expect(after.map((s) => s.service_name)).toEqual([
      'Ranking newest pro service',
      ...names.slice(0, 5).reverse(),
      'Ranking older pro service',
    ]);

    await admin.client.rpc('admin_set_plan', { member_id: premium.id, plan: 'Free', reason: 'Lapsed' });
    const basic = (await premium.client.from('user_services').select('showcased').eq('user_id', premium.id)).data!;
    expect(basic).toHaveLength(8);
    expect(basic.every((s) => !s.showcased)).toBe(true);
  });
});

describe('priority in the Network', () => {
  it('Premium and Enterprise providers rank ahead of equally relevant members', async () => {
    const viewer = await t.member('Nia Viewer');
    const premium = await t.member('Rank Premium', { type: 'Service Provider', plan: 'Premium' });
    const hr = await t.member('Rank Newer HR');
    const pro = await t.member('Rank Newest Pro', { type: 'Service Provider', plan: 'Professional' });
    const { data } = await viewer.client.rpc('search_network', { search_text: 'Rank ' });
    expect(data!.map((m) => m.id)).toEqual([premium.id, pro.id, hr.id]);
  });
});

describe('who changes plans', () => {
  it('a member cannot change their own plan; an administrator can, with a reason, kept in the history', async () => {
    const p = await t.member('Hugo History', { type: 'Service Provider', plan: null });
    const hr = await t.member('Heidi HR');
    const own = await p.client
      .from('profiles')
      .update({ subscription_plan: 'Premium' } as never)
      .eq('id', p.id);
    expect(own.error).not.toBeNull();
    const byMember = await p.client.rpc('admin_set_plan', { member_id: p.id, plan: 'Premium', reason: 'Because' });
    expect(byMember.error).toMatchObject({ code: '42501' });
    expect(byMember.status).toBe(403);
    const noReason = await admin.client.rpc('admin_set_plan', { member_id: p.id, plan: 'Premium', reason: '  ' });
    expect(noReason.status).toBe(400);
    const hrPlan = await admin.client.rpc('admin_set_plan', { member_id: hr.id, plan: 'Premium', reason: 'No' });
    expect(hrPlan.error!.message).toBe('Plans apply to Service Providers only.');

    expect(
      (await admin.client.rpc('admin_set_plan', { member_id: p.id, plan: 'Professional', reason: 'Invoice 17 paid' }))
        .error,
    ).toBeNull();
    expect(
      (await admin.client.rpc('admin_set_plan', { member_id: p.id, plan: 'Enterprise', reason: 'Signed contract' }))
        .error,
    ).toBeNull();
    expect(await usage(p)).toMatchObject({ subscription_plan: 'Enterprise', plan_name: 'Enterprise' });
    const mine = (await p.client.rpc('get_my_plan_history')).data!;
    expect(mine.map((h) => [h.from_plan, h.to_plan, h.reason])).toEqual([
      ['Professional', 'Enterprise', 'Signed contract'],
      [null, 'Professional', 'Invoice 17 paid'],
    ]);
    expect(Object.keys(mine[0]!)).not.toContain('changed_by');
    const audit = (await admin.client.rpc('admin_plan_history', { member_id: p.id })).data!;
    expect(audit[0]).toMatchObject({ changed_by: admin.id, changed_by_name: 'Ada Admin', to_plan: 'Enterprise' });
    expect((await p.client.rpc('admin_plan_history', { member_id: p.id })).status).toBe(403);
    expect((await p.client.from('plan_changes').select('*')).error).not.toBeNull();
    // The platform's own changes are kept too, with no administrator.
    await t.service.from('profiles').update({ subscription_plan: 'Premium' }).eq('id', p.id);
    expect((await admin.client.rpc('admin_plan_history', { member_id: p.id })).data![0]).toMatchObject({
      changed_by: null,
      reason: 'Changed by the platform',
    });
  });
});

describe('upgrade requests and sales inquiries', () => {
  it('a provider asks for a plan; an administrator sees it, grants the plan and the request closes', async () => {
    const p = await t.member('Uma Upgrade', { type: 'Service Provider', plan: null });
    const hr = await t.member('Ulla HR');
    expect((await p.client.rpc('request_plan_upgrade', { plan: 'Professional' })).error).toBeNull();
    const again = await p.client.rpc('request_plan_upgrade', { plan: 'Premium', billing_interval: 'yearly' });
    expect(again.data).toMatchObject({ plan: 'Premium', billing_interval: 'yearly', status: 'open' });
    expect(await usage(p)).toMatchObject({ requested_plan: 'Premium' });
    expect((await hr.client.rpc('request_plan_upgrade', { plan: 'Premium' })).status).toBe(403);
    expect((await p.client.rpc('request_plan_upgrade', { plan: 'Enterprise' })).status).toBe(400);
    expect((await p.client.rpc('admin_list_upgrade_requests')).status).toBe(403);

    const open = (await admin.client.rpc('admin_list_upgrade_requests')).data!;
    expect(open.filter((r) => r.member_id === p.id)).toEqual([
      expect.objectContaining({ plan: 'Premium', billing_interval: 'yearly', email: p.email, current_plan: null }),
    ]);
    await admin.client.rpc('admin_set_plan', { member_id: p.id, plan: 'Premium', reason: 'Upgrade request' });
    expect((await usage(p)).requested_plan).toBeNull();
    const closed = (await admin.client.rpc('admin_list_upgrade_requests', { request_status: 'closed' })).data!;
    expect(closed.some((r) => r.member_id === p.id)).toBe(true);
    expect((await p.client.rpc('request_plan_upgrade', { plan: 'Professional' })).error!.message).toBe(
      'Your current plan already includes this.',
    );
  });

  it('Contact Sales: visitors send, only administrators read and close', async () => {
    const sent = await t.anon.rpc('submit_sales_inquiry', {
      name: 'Vera Visitor',
      company: 'Globex',
      email: 'vera@globex.example',
      message: 'We have 40 offices.',
    });
    expect(sent.error).toBeNull();
    const bad = await t.anon.rpc('submit_sales_inquiry', { name: 'V', company: 'G', email: 'nope', message: 'Hi' });
    expect(bad.status).toBe(400);
    expect(bad.error!.message).toBe('Please enter a valid e-mail address.');
    expect((await t.anon.from('sales_inquiries').select('*')).error).not.toBeNull();
    const list = (await admin.client.rpc('admin_list_sales_inquiries')).data!;
    const row = list.find((r) => r.id === sent.data)!;
    expect(row).toMatchObject({ name: 'Vera Visitor', company: 'Globex', status: 'open' });
    expect((await admin.client.rpc('admin_close_sales_inquiry', { inquiry_id: row.id! })).data).toBe(true);
    expect((await admin.client.rpc('admin_close_sales_inquiry', { inquiry_id: row.id! })).data).toBe(false);
    expect((await admin.client.rpc('admin_list_sales_inquiries')).data!.some((r) => r.id === row.id)).toBe(false);
  });
});
