// Every operation of spec point 7's table, made exactly as supabase/API.md tells the app to make it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContext, type Member, type TestContext } from './support/stack.ts';

let t: TestContext;
let olivia: Member; // HR
let marcus: Member; // HR
let sofia: Member; // provider, Premium
let lucas: Member; // provider, Free
let categories: { id: string; name: string }[];

const POSTER = '*, poster:profiles(full_name, company, avatar_url)';

beforeAll(async () => {
  t = await startContext();
  olivia = await t.member('Olivia Hart');
  marcus = await t.member('Marcus Lee');
  sofia = await t.member('Sofia Reyes', { type: 'Service Provider', plan: 'Premium' });
  lucas = await t.member('Lucas Moreau', { type: 'Service Provider', plan: 'Free' });
  categories = (await t.anon.from('service_categories').select('id, name').order('name')).data!;
});
afterAll(async () => {
  await t.stack.stop();
});

describe('profile', () => {
  it('loads the own profile as a single row, and a visitor gets PGRST116', async () => {
    const { data, error } = await olivia.client.rpc('get_my_profile').single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: olivia.id, full_name: 'Olivia Hart', user_type: 'HR Professional' });
    const anon = await t.anon.rpc('get_my_profile').single();
    expect(anon.data).toBeNull();
    expect(anon.error).not.toBeNull();
  });

  it('edits the profile and manages skills', async () => {
    const { error } = await olivia.client
      .from('profiles')
      .update({
        full_name: 'Olivia Hart',
        position: 'Head of People',
        company: 'Northwind',
        description: 'People first.',
      })
      .eq('id', olivia.id);
    expect(error).toBeNull();
    expect((await olivia.client.rpc('get_my_profile').single()).data).toMatchObject({
      position: 'Head of People',
      description: 'People first.',
    });

    await olivia.client.from('skills').insert({ profile_id: olivia.id, skill_name: 'Onboarding' });
    await olivia.client.from('skills').insert({ profile_id: olivia.id, skill_name: 'Coaching' });
    const { data: skills } = await olivia.client
      .from('skills')
      .select('id, skill_name')
      .eq('profile_id', olivia.id)
      .order('created_at');
    expect(skills!.map((s) => s.skill_name)).toEqual(['Onboarding', 'Coaching']);
    await olivia.client.from('skills').delete().eq('id', skills![0].id);
    expect((await marcus.client.from('skills').select('skill_name').eq('profile_id', olivia.id)).data).toEqual([
      { skill_name: 'Coaching' },
    ]);
  });
});

describe('service categories', () => {
  it('lists the eight categories of spec point 9 ordered by name', () => {
    expect(categories.map((c) => c.name)).toEqual([
      'Corporate Catering',
      'Employee Benefits',
      'Leadership Development',
      'Legal Consulting',
      'Payroll Services',
      'Recruitment Agencies',
      'Training & Development',
      'Wellness Programs',
    ]);
  });
});

describe('connections', () => {
  it('sends, lists pending, answers, counts and removes', async () => {
    expect(
      (
        await sofia.client
          .from('connections')
          .insert({ requester_id: sofia.id, addressee_id: olivia.id, status: 'pending' })
      ).error,
    ).toBeNull();
    expect(
      (
        await marcus.client
          .from('connections')
          .insert({ requester_id: marcus.id, addressee_id: olivia.id, status: 'pending' })
      ).error,
    ).toBeNull();
    expect(
      (
        await lucas.client
          .from('connections')
          .insert({ requester_id: lucas.id, addressee_id: olivia.id, status: 'pending' })
      ).error,
    ).toBeNull();

    const pending = await olivia.client
      .from('connections')
      .select(
        'id, created_at, requester:profiles!connections_requester_id_fkey(id, full_name, avatar_url, position, company)',
      )
      .eq('addressee_id', olivia.id)
      .eq('status', 'pending')
      .order('created_at', { ascending: false });
    expect(pending.error).toBeNull();
    expect(pending.data!.map((r) => r.requester.full_name).sort()).toEqual([
      'Lucas Moreau',
      'Marcus Lee',
      'Sofia Reyes',
    ]);

    const pendingCount = await olivia.client
      .from('connections')
      .select('id', { count: 'exact', head: true })
      .eq('addressee_id', olivia.id)
      .eq('status', 'pending');
    expect(pendingCount.count).toBe(3);

    const bySofia = pending.data!.find((r) => r.requester.id === sofia.id)!;
    const byMarcus = pending.data!.find((r) => r.requester.id === marcus.id)!;
    const byLucas = pending.data!.find((r) => r.requester.id === lucas.id)!;
    expect(
      (await olivia.client.from('connections').update({ status: 'accepted' }).eq('id', bySofia.id)).error,
    ).toBeNull();
    expect(
      (await olivia.client.from('connections').update({ status: 'accepted' }).eq('id', byMarcus.id)).error,
    ).toBeNull();
    expect(
      (await olivia.client.from('connections').update({ status: 'declined' }).eq('id', byLucas.id)).error,
    ).toBeNull();

    const network = await olivia.client
      .from('connections')
      .select('id', { count: 'exact', head: true })
      .eq('status', 'accepted');
    expect(network.count).toBe(2);
    const sofiaNetwork = await sofia.client
      .from('connections')
      .select('id', { count: 'exact', head: true })
      .eq('status', 'accepted');
    expect(sofiaNetwork.count).toBe(1);

    const stats = await olivia.client.rpc('get_profile_stats', { target_id: olivia.id }).single();
    expect(stats.data!.connections).toBe(2);

    // Other profile page: the pair's status, either direction.
    const status = await marcus.client
      .from('connections')
      .select('id, status, requester_id, addressee_id')
      .or(`requester_id.eq.${olivia.id},addressee_id.eq.${olivia.id}`)
      .maybeSingle();
    expect(status.data).toMatchObject({ status: 'accepted', requester_id: marcus.id });

    const mine = await olivia.client.rpc('list_my_connections', { page_limit: 20, page_offset: 0 });
    expect(mine.error).toBeNull();
    expect(mine.data!.map((c) => c.full_name).sort()).toEqual(['Marcus Lee', 'Sofia Reyes']);
    const firstPage = await olivia.client.rpc('list_my_connections', { page_limit: 1, page_offset: 0 });
    const secondPage = await olivia.client.rpc('list_my_connections', { page_limit: 1, page_offset: 1 });
    expect([...firstPage.data!, ...secondPage.data!].map((c) => c.id).sort()).toEqual([marcus.id, sofia.id].sort());

    const removed = mine.data!.find((c) => c.id === marcus.id)!;
    expect((await olivia.client.from('connections').delete().eq('id', removed.connection_id!)).error).toBeNull();
    expect(
      (await olivia.client.from('connections').select('id', { count: 'exact', head: true }).eq('status', 'accepted'))
        .count,
    ).toBe(1);
  });

  it("lists the network with search, type filter, paging and each card's connection state", async () => {
    const all = await olivia.client.rpc('search_network', {});
    expect(all.error).toBeNull();
    expect(all.data!.map((p) => p.id)).not.toContain(olivia.id);
    expect(all.data!.map((p) => p.full_name)).toEqual(['Lucas Moreau', 'Sofia Reyes', 'Marcus Lee']);
    const lucasCard = all.data!.find((p) => p.id === lucas.id)!;
    expect(lucasCard).toMatchObject({
      connection_status: 'declined',
      is_requester: false,
      user_type: 'Service Provider',
      service_type: 'Payroll Services',
    });
    expect(all.data!.find((p) => p.id === marcus.id)).toMatchObject({ connection_status: null, connection_id: null });

    const providers = await olivia.client.rpc('search_network', { type_filter: 'Service Provider' });
    expect(providers.data!.map((p) => p.full_name)).toEqual(['Lucas Moreau', 'Sofia Reyes']);
    const allFilter = await olivia.client.rpc('search_network', { type_filter: 'all' });
    expect(allFilter.data).toHaveLength(3);
    const byCompany = await olivia.client.rpc('search_network', { search_text: 'REYES ltd' });
    expect(byCompany.data!.map((p) => p.id)).toEqual([sofia.id]);
    const paged = await olivia.client.rpc('search_network', { page_limit: 2, page_offset: 2 });
    expect(paged.data!.map((p) => p.full_name)).toEqual(['Marcus Lee']);
    const wildcard = await olivia.client.rpc('search_network', { search_text: '%' });
    expect(wildcard.data).toEqual([]);
  });

  it('shows the ticker of the newest members', async () => {
    const { data, error } = await lucas.client
      .from('profiles')
      .select('id, full_name, position, company, user_type')
      .order('created_at', { ascending: false })
      .limit(10);
    expect(error).toBeNull();
    expect(data!.map((p) => p.full_name)).toEqual(['Lucas Moreau', 'Sofia Reyes', 'Marcus Lee', 'Olivia Hart']);
  });
});

describe('jobs', () => {
  it('posts, counts, lists with search and paging, and shows a detail with the poster', async () => {
    const base = { location: 'Remote', posted_by: olivia.id };
    for (const j of [
      { title: 'HR Generalist', company_name: 'Northwind', description: 'Support managers', ...base },
      {
        title: 'Payroll Lead',
        company_name: 'Northwind',
        description: 'Own 100% of payroll_runs',
        experience_required: '3-5 years',
        ...base,
      },
      {
        title: 'Recruiter',
        company_name: 'Contoso',
        description: 'Hire engineers',
        compensation_range: '$80k - $100k',
        ...base,
      },
    ]) {
      expect((await olivia.client.from('jobs').insert(j)).error).toBeNull();
    }
    const posted = await olivia.client
      .from('jobs')
      .select('id', { count: 'exact', head: true })
      .eq('posted_by', olivia.id);
    expect(posted.count).toBe(3);

    const list = await t.anon
      .rpc('search_jobs', { search_text: '', page_limit: 20, page_offset: 0 })
      .select(POSTER)
      .order('created_at', { ascending: false });
    expect(list.error).toBeNull();
    expect(list.data!.map((j) => j.title)).toEqual(['Recruiter', 'Payroll Lead', 'HR Generalist']);
    // Olivia's company was edited to 'Northwind' by the profile test above.
    expect(list.data![0].poster).toEqual({
      full_name: 'Olivia Hart',
      company: 'Northwind',
      avatar_url: expect.any(String),
    });

    const search = async (text: string) =>
      (
        await t.anon.rpc('search_jobs', { search_text: text }).select(POSTER).order('created_at', { ascending: false })
      ).data!.map((j) => j.title);
    expect(await search('contoso')).toEqual(['Recruiter']);
    expect(await search('GENERALIST')).toEqual(['HR Generalist']);
    expect(await search('support')).toEqual(['HR Generalist']);
    expect(await search('100%')).toEqual(['Payroll Lead']);
    expect(await search('%')).toEqual(['Payroll Lead']);
    expect(await search('_')).toEqual(['Payroll Lead']);
    expect(await search("'); drop table jobs; --")).toEqual([]);
    expect(await search('\\')).toEqual([]);
    const page = await t.anon.rpc('search_jobs', { page_limit: 1, page_offset: 1 }).select(POSTER);
    expect(page.data!.map((j) => j.title)).toEqual(['Payroll Lead']);

    const id = list.data![0].id;
    const detail = await t.anon.from('jobs').select(POSTER).eq('id', id).maybeSingle();
    expect(detail.data).toMatchObject({
      title: 'Recruiter',
      compensation_range: '$80k - $100k',
      poster: { full_name: 'Olivia Hart' },
    });
    const missing = await t.anon
      .from('jobs')
      .select(POSTER)
      .eq('id', '00000000-0000-4000-8000-000000000000')
      .maybeSingle();
    expect(missing).toMatchObject({ data: null, error: null });

    const stats = await olivia.client.rpc('get_profile_stats', { target_id: olivia.id }).single();
    expect(stats.data!.posts).toBe(3);
  });
});

describe('services', () => {
  it('manages my services and browses services by category and text', async () => {
    const payroll = categories.find((c) => c.name === 'Payroll Services')!;
    const catering = categories.find((c) => c.name === 'Corporate Catering')!;
    expect(
      (
        await sofia.client.from('user_services').insert({
          service_name: 'Managed Payroll',
          category_id: payroll.id,
          description: 'Monthly runs',
          user_id: sofia.id,
        })
      ).error,
    ).toBeNull();
    expect(
      (
        await lucas.client
          .from('user_services')
          .insert({ service_name: 'Office Lunches', category_id: catering.id, description: null, user_id: lucas.id })
      ).error,
    ).toBeNull();
    expect(
      (
        await sofia.client.from('user_services').insert({
          service_name: 'Payroll Audit',
          category_id: payroll.id,
          description: 'Yearly check',
          user_id: sofia.id,
        })
      ).error,
    ).toBeNull();

    const mine = await sofia.client
      .from('user_services')
      .select('id, service_name, description, category_id, created_at, category:service_categories(name)')
      .eq('user_id', sofia.id)
      .order('created_at', { ascending: false });
    expect(mine.data!.map((s) => [s.service_name, s.category.name])).toEqual([
      ['Payroll Audit', 'Payroll Services'],
      ['Managed Payroll', 'Payroll Services'],
    ]);

    const audit = mine.data![0];
    expect(
      (
        await sofia.client
          .from('user_services')
          .update({ service_name: 'Payroll Health Check', category_id: payroll.id, description: 'Yearly' })
          .eq('id', audit.id)
      ).error,
    ).toBeNull();

    const all = await olivia.client.rpc('search_services', { page_limit: 20, page_offset: 0 });
    expect(all.error).toBeNull();
    expect(all.data!.map((s) => s.service_name)).toEqual(['Payroll Health Check', 'Office Lunches', 'Managed Payroll']);
    expect(all.data![0]).toMatchObject({
      category_name: 'Payroll Services',
      provider_full_name: 'Sofia Reyes',
      provider_subscription_plan: 'Premium',
      can_view_provider: true,
    });
    const byCategory = await olivia.client.rpc('search_services', { category_filter: catering.id });
    expect(byCategory.data!.map((s) => s.service_name)).toEqual(['Office Lunches']);
    const byText = await olivia.client.rpc('search_services', { search_text: 'monthly' });
    expect(byText.data!.map((s) => s.service_name)).toEqual(['Managed Payroll']);
    const both = await olivia.client.rpc('search_services', { search_text: 'payroll', category_filter: catering.id });
    expect(both.data).toEqual([]);
    const paged = await olivia.client.rpc('search_services', { page_limit: 1, page_offset: 1 });
    expect(paged.data!.map((s) => s.service_name)).toEqual(['Office Lunches']);

    expect((await sofia.client.from('user_services').delete().eq('id', audit.id)).error).toBeNull();
    expect((await olivia.client.rpc('search_services', {})).data).toHaveLength(2);
  });
});

describe('news', () => {
  it('lists news newest first for visitors', async () => {
    await t.stack.db.query(`insert into public.news_articles (title, content, image_url, published_at) values
      ('Older', 'a', '/images/news/onboarding.svg', now() - interval '2 days'), ('Newer', 'b', null, now())`);
    const { data, error } = await t.anon
      .from('news_articles')
      .select('id, title, content, image_url, published_at')
      .order('published_at', { ascending: false });
    expect(error).toBeNull();
    expect(data!.map((n) => n.title)).toEqual(['Newer', 'Older']);
  });
});
