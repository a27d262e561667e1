// Provider analytics (issue 20): events recorded by the server from what members do, deduplicated
// per viewer and day, kept as daily rollups, read only by the provider and only as the plan allows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContext, type Member, type TestContext } from './support/stack.ts';

let t: TestContext;
let premium: Member;
let pro: Member;
let basic: Member;
let hr: Member;
let otherProvider: Member;
let serviceId: string;

async function setClock(iso: string | null) {
  if (iso === null) await t.stack.db.query('delete from private.clock');
  else
    await t.stack.db.query(
      `insert into private.clock (fixed_at) values ($1)
       on conflict (singleton) do update set fixed_at = excluded.fixed_at`,
      [iso],
    );
}

beforeAll(async () => {
  t = await startContext();
  premium = await t.member('Iris Insights', { type: 'Service Provider', plan: 'Premium' });
  pro = await t.member('Basil Basics', { type: 'Service Provider', plan: 'Professional' });
  basic = await t.member('Nell Nothing', { type: 'Service Provider', plan: null });
  hr = await t.member('Viola Viewer', { data: { company: 'Initech' } });
  otherProvider = await t.member('Pax Peer', { type: 'Service Provider', plan: null, data: { company: 'Peerco' } });
  const { data: cat } = await t.anon.from('service_categories').select('id').eq('name', 'Wellness Programs').single();
  const { data } = await premium.client
    .from('user_services')
    .insert({ user_id: premium.id, service_name: 'Insightful yoga', category_id: cat!.id })
    .select('id')
    .single();
  serviceId = data!.id;
});
afterAll(async () => {
  await t.stack.stop();
});

async function series(m: Member, days = 90) {
  const { data, error } = await m.client.rpc('get_provider_analytics', { days });
  expect(error).toBeNull();
  return data!;
}

describe('recording', () => {
  it('profile views, service views, search appearances and contact requests, once per viewer and day', async () => {
    await setClock('2031-05-10T12:00:00Z');
    try {
      for (let i = 0; i < 3; i++) {
        await hr.client.rpc('record_profile_view', { target_id: premium.id });
        await hr.client.rpc('view_service', { service_id: serviceId });
        await hr.client.rpc('search_services', { search_text: 'Insightful' });
      }
      await otherProvider.client.rpc('record_profile_view', { target_id: premium.id });
      await otherProvider.client.rpc('search_network', { search_text: 'Iris' });
      await hr.client.from('connections').insert({ requester_id: hr.id, addressee_id: premium.id, status: 'pending' });
      // The provider's own actions are not events.
      await premium.client.rpc('view_service', { service_id: serviceId });
      await premium.client.rpc('search_services', { search_text: 'Insightful' });

      expect(await series(premium)).toEqual([
        {
          day: '2031-05-10',
          profile_views: 2,
          service_views: 1,
          search_appearances: 2,
          contact_requests: 1,
          profile_views_hr: 1,
          service_views_hr: 1,
          search_appearances_hr: 1,
          contact_requests_hr: 1,
        },
      ]);

      // The next day (UTC) the same viewer counts again.
      await setClock('2031-05-11T00:00:01Z');
      await hr.client.rpc('record_profile_view', { target_id: premium.id });
      const days = await series(premium);
      expect(days.map((d) => [d.day, d.profile_views])).toEqual([
        ['2031-05-10', 2],
        ['2031-05-11', 1],
      ]);

      const companies = (await premium.client.rpc('get_provider_top_companies')).data!;
      expect(companies).toEqual([
        expect.objectContaining({ month: '2031-05-01', company: 'Initech', profile_views: 2, service_views: 1 }),
        expect.objectContaining({ month: '2031-05-01', company: 'Peerco', profile_views: 1, interactions: 1 }),
      ]);
      expect(companies[0]).toMatchObject({ contact_requests: 1, interactions: 4 });
    } finally {
      await setClock(null);
    }
  });

  it('a client cannot write events or read rollups directly, and reads only its own analytics', async () => {
    expect((await hr.client.from('provider_analytics_daily').select('*')).error).not.toBeNull();
    expect(
      (await hr.client.from('provider_analytics_daily').insert({ provider_id: pro.id, day: '2031-01-01' })).error,
    ).not.toBeNull();
    expect((await hr.client.rpc('record_events' as never, {} as never)).error).not.toBeNull();
    // Another provider's figures never come back: the functions read the caller's rows only.
    expect(await series(pro, 30)).toEqual([]);
    expect((await t.anon.rpc('get_provider_analytics', { days: 30 })).error).not.toBeNull();
  });
});

describe('what each plan reads', () => {
  it('Basic: refused with the upgrade message; HR members: not theirs', async () => {
    const res = await basic.client.rpc('get_provider_analytics', { days: 30 });
    expect(res.status).toBe(402);
    expect(res.error).toMatchObject({ message: 'Upgrade required', hint: 'analytics' });
    expect((await hr.client.rpc('get_provider_analytics', { days: 30 })).status).toBe(403);
  });

  it('Professional: 30 days of totals, no breakdown, no company insights', async () => {
    await setClock('2031-06-30T10:00:00Z');
    try {
      // Rollups as 90 days of traffic left them (arranged directly: the reads are what is tested).
      await t.stack.db.query(
        `insert into public.provider_analytics_daily (provider_id, day, profile_views_hr, profile_views_sp)
         select $1, d::date, 2, 1 from generate_series('2031-04-02'::date, '2031-06-30'::date, interval '1 day') d`,
        [pro.id],
      );
      const rows = await series(pro, 90);
      expect(rows).toHaveLength(30);
      expect(rows[0]!.day).toBe('2031-06-01');
      expect(rows[29]!.day).toBe('2031-06-30');
      expect(rows[0]).toMatchObject({ profile_views: 3, profile_views_hr: null });
      const insights = await pro.client.rpc('get_provider_top_companies');
      expect(insights.error).toMatchObject({ code: 'PT402', hint: 'insights' });

      // The same provider on Premium reads all 90 days with the split by viewer type.
      await t.service.from('profiles').update({ subscription_plan: 'Premium' }).eq('id', pro.id);
      const detailed = await series(pro, 365);
      expect(detailed).toHaveLength(90);
      expect(detailed[0]).toMatchObject({ day: '2031-04-02', profile_views: 3, profile_views_hr: 2 });
    } finally {
      await setClock(null);
    }
  });
});
