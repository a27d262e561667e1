// Smart matching (issue 21) through supabase-js with RLS on: needs and their rules, the score's order on
// small fixtures (category, text, rating, mutual connections), providers' suggestions within their plan,
// 'People you may know' with its exclusions and dismissals, 'Jobs for you', and relevance order in the
// Network and Services searches. Each test makes its own members and compares only them, since the
// file's tests share one database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dismissSuggestion,
  fetchJobsForYou,
  fetchMyNeeds,
  fetchPeopleYouMayKnow,
  fetchRecommendedHrMembers,
  fetchRecommendedProviders,
  saveMyNeeds,
} from '@/features/matching/queries';
import { providerWhy } from '@/features/matching/why';
import { startContext, type Member, type TestContext } from './support/stack.ts';

let t: TestContext;
let categories: Record<string, string>;
beforeAll(async () => {
  t = await startContext();
  const { data, error } = await t.service.from('service_categories').select('id, name');
  if (error) throw error;
  categories = Object.fromEntries(data.map((c) => [c.name, c.id]));
});
afterAll(() => t?.stack.stop());

async function connect(a: Member, b: Member, status: 'accepted' | 'pending' | 'declined' = 'accepted') {
  const { data, error } = await a.client
    .from('connections')
    .insert({ requester_id: a.id, addressee_id: b.id })
    .select('id')
    .single();
  if (error) throw error;
  if (status === 'pending') return;
  const answered = await b.client.from('connections').update({ status }).eq('id', data.id);
  if (answered.error) throw answered.error;
}

async function provider(
  name: string,
  services: [string, string, string][],
  plan: 'Free' | 'Professional' | 'Premium' = 'Professional',
): Promise<Member> {
  const p = await t.member(name, { type: 'Service Provider', plan });
  // The test members' default service type would be a word of every provider's text.
  const typed = await p.client.from('profiles').update({ service_type: services[0]![0] }).eq('id', p.id);
  if (typed.error) throw typed.error;
  for (const [serviceName, category, description] of services) {
    const { error } = await p.client
      .from('user_services')
      .insert({ user_id: p.id, service_name: serviceName, category_id: categories[category]!, description });
    if (error) throw error;
  }
  return p;
}

const only = <T extends { id: string }>(rows: T[], members: Member[]) =>
  rows.filter((r) => members.some((m) => m.id === r.id)).map((r) => members.findIndex((m) => m.id === r.id));

describe('needs', () => {
  it('an HR Professional keeps their needs; providers, unknown categories and long texts are refused', async () => {
    const hr = await t.member('Needs Nia');
    expect(await fetchMyNeeds(hr.client, hr.id)).toEqual({ category_ids: [], looking_for: '' });
    const payroll = categories['Payroll Services']!;
    await saveMyNeeds(hr.client, hr.id, { category_ids: [payroll, payroll], looking_for: '  Payroll for Germany ' });
    expect(await fetchMyNeeds(hr.client, hr.id)).toEqual({
      category_ids: [payroll],
      looking_for: 'Payroll for Germany',
    });

    const prov = await t.member('Needs Provider', { type: 'Service Provider' });
    await expect(saveMyNeeds(prov.client, prov.id, { category_ids: [payroll], looking_for: '' })).rejects.toThrow(
      'Only HR Professionals say what they are looking for',
    );
    await expect(
      saveMyNeeds(hr.client, hr.id, { category_ids: ['00000000-0000-4000-8000-000000000000'], looking_for: '' }),
    ).rejects.toMatchObject({ code: '23503' });
    await expect(
      saveMyNeeds(hr.client, hr.id, { category_ids: [], looking_for: 'x'.repeat(501) }),
    ).rejects.toMatchObject({ code: '23514' });
    // Nobody else reads them or writes them for someone else.
    const other = await t.member('Needs Other');
    const { data } = await other.client.from('member_needs').select('profile_id').eq('profile_id', hr.id);
    expect(data).toEqual([]);
    const forged = await other.client.from('member_needs').insert({ profile_id: hr.id, looking_for: 'forged' });
    expect(forged.error?.code).toBe('42501');
    expect((await fetchMyNeeds(hr.client, hr.id)).looking_for).toBe('Payroll for Germany');
  });
});

describe('recommended providers (the score)', () => {
  it('ranks category and text matches first, counts mutual connections, and says why', async () => {
    const hr = await t.member('Score Hana');
    const europe = await provider('Score Europe', [
      ['European payroll', 'Payroll Services', 'Multi-country payroll in Germany and France with local tax filings.'],
    ]);
    const small = await provider('Score Small', [
      ['Small business payroll', 'Payroll Services', 'Payslips for UK firms.'],
    ]);
    const lawyer = await provider('Score Lawyer', [
      ['Employment law', 'Legal Consulting', 'Labour law advice in Germany.'],
    ]);
    const caterer = await provider('Score Caterer', [['Office lunches', 'Corporate Catering', 'Hot lunches daily.']]);
    const friend = await t.member('Score Friend');
    await connect(hr, friend);
    await connect(friend, small);

    // No needs yet: nothing to rank, the screen asks for them.
    expect(await fetchRecommendedProviders(hr.client)).toEqual([]);
    await saveMyNeeds(hr.client, hr.id, {
      category_ids: [categories['Payroll Services']!],
      looking_for: 'Multi-country payroll for our staff in Germany',
    });
    const rows = await fetchRecommendedProviders(hr.client, 20);
    expect(only(rows, [europe, small, lawyer, caterer])).toEqual([0, 1, 2]);
    const [first, second, third] = rows.filter((r) => [europe.id, small.id, lawyer.id].includes(r.id));
    expect(first!.score).toBeGreaterThan(second!.score!);
    expect(second!.score).toBeGreaterThan(third!.score!);
    expect(first!.matched_categories).toEqual(['Payroll Services']);
    expect(third!.matched_categories).toEqual([]);
    expect(second!.mutual_connections).toBe(1);
    // Why: the category picked and the words that matched, then the network.
    expect(second!.matched_terms).toEqual(['payroll']);
    expect(providerWhy(second!)).toBe('Payroll Services · payroll · 1 mutual connection');
  });

  it('a Bayesian rating: one 5-star review does not beat forty of 4.8; a provider never sees the list', async () => {
    const one = await t.service.rpc('bayesian_rating', { p_sum: 5, p_count: 1 });
    const forty = await t.service.rpc('bayesian_rating', { p_sum: 192, p_count: 40 });
    expect(Number(forty.data)).toBeGreaterThan(Number(one.data));
    const a = await t.service.rpc('match_score', {
      category_share: 1,
      text_share: 0.5,
      rating: Number(forty.data),
      mutual: 0,
      priority: 0,
    });
    const b = await t.service.rpc('match_score', {
      category_share: 1,
      text_share: 0.5,
      rating: Number(one.data),
      mutual: 0,
      priority: 0,
    });
    expect(Number(a.data)).toBeGreaterThan(Number(b.data));
    const prov = await provider('Score Self', [['Payroll', 'Payroll Services', 'Payroll.']]);
    expect(await fetchRecommendedProviders(prov.client)).toEqual([]);
  });

  it('blocked members are not recommended', async () => {
    const hr = await t.member('Block Bea');
    const blocked = await provider('Block Provider', [['Quilted yoga', 'Wellness Programs', 'Quilted yoga classes.']]);
    await saveMyNeeds(hr.client, hr.id, { category_ids: [], looking_for: 'quilted yoga' });
    expect(only(await fetchRecommendedProviders(hr.client, 20), [blocked])).toEqual([0]);
    const { error } = await hr.client.from('member_blocks').insert({ blocked_id: blocked.id });
    expect(error).toBeNull();
    expect(only(await fetchRecommendedProviders(hr.client, 20), [blocked])).toEqual([]);
  });
});

describe('recommended HR members (for providers)', () => {
  it('HR members whose needs match, within what the plan allows', async () => {
    const hr = await t.member('Needs Holly');
    const unrelated = await t.member('Needs Ulla');
    await saveMyNeeds(hr.client, hr.id, {
      category_ids: [categories['Employee Benefits']!],
      looking_for: 'Zephyr pension plans for a startup',
    });
    await saveMyNeeds(unrelated.client, unrelated.id, {
      category_ids: [categories['Corporate Catering']!],
      looking_for: 'Lunches',
    });
    const pro = await provider('Zephyr Pensions', [
      ['Zephyr pension setup', 'Employee Benefits', 'Workplace pensions.'],
    ]);
    const free = await provider(
      'Zephyr Free',
      [['Zephyr pension setup', 'Employee Benefits', 'Workplace pensions.']],
      'Free',
    );
    const rows = await fetchRecommendedHrMembers(pro.client, 20);
    expect(only(rows, [hr, unrelated])).toEqual([0]);
    expect(rows.find((r) => r.id === hr.id)!.matched_categories).toEqual(['Employee Benefits']);
    // Basic includes no contacts: the provider is told to upgrade instead.
    expect(await fetchRecommendedHrMembers(free.client, 20)).toEqual([]);
    // HR members never get this list.
    expect(await fetchRecommendedHrMembers(hr.client, 20)).toEqual([]);
  });
});

describe('people you may know', () => {
  it('most mutual connections first; connected, asked, declined and dismissed members are left out', async () => {
    const me = await t.member('Pymk Me');
    const [a, b, x, y, pending, declined] = await Promise.all(
      ['Pymk A', 'Pymk B', 'Pymk X', 'Pymk Y', 'Pymk Pending', 'Pymk Declined'].map((n) => t.member(n)),
    );
    expect(await fetchPeopleYouMayKnow(me.client)).toEqual([]);
    await connect(me, a!);
    await connect(me, b!);
    await connect(a!, x!);
    await connect(b!, x!);
    await connect(a!, y!);
    for (const other of [pending!, declined!]) {
      await connect(a!, other);
      await connect(b!, other);
    }
    await connect(me, pending!, 'pending');
    await connect(me, declined!, 'declined');

    const rows = await fetchPeopleYouMayKnow(me.client, 20);
    expect(rows.map((r) => [r.full_name, r.mutual_connections])).toEqual([
      ['Pymk X', 2],
      ['Pymk Y', 1],
    ]);
    await dismissSuggestion(me.client, me.id, x!.id);
    await dismissSuggestion(me.client, me.id, x!.id);
    expect((await fetchPeopleYouMayKnow(me.client, 20)).map((r) => r.full_name)).toEqual(['Pymk Y']);
    // Dismissals are one's own.
    const forged = await a!.client.from('suggestion_dismissals').insert({ profile_id: me.id, dismissed_id: y!.id });
    expect(forged.error?.code).toBe('42501');
  });
});

describe('jobs for you', () => {
  it('open jobs matching skills and position, most relevant first; closed and own jobs are left out', async () => {
    const poster = await t.member('Jobs Poster');
    const me = await t.member('Jobs Seeker');
    expect(await fetchJobsForYou(me.client)).toEqual([]);
    await me.client.from('profiles').update({ position: 'Quokka Analyst' }).eq('id', me.id);
    await me.client.from('skills').insert({ profile_id: me.id, skill_name: 'Wombat Modelling' });
    const job = (title: string, description: string) => ({
      title,
      description,
      company_name: 'Acme',
      location: 'Remote',
      posted_by: poster.id,
    });
    const { data: jobs, error } = await poster.client
      .from('jobs')
      .insert([
        job('Quokka Analyst', 'Wombat modelling every day for our quokka analyst team.'),
        job('Office Manager', 'Run the office; some wombat modelling.'),
        job('Closed Quokka Analyst', 'Quokka analyst role, closed.'),
        job('Chef', 'Cook lunches.'),
      ])
      .select('id, title');
    if (error) throw error;
    await poster.client
      .from('jobs')
      .update({ closed_at: new Date().toISOString() })
      .eq('id', jobs.find((j) => j.title.startsWith('Closed'))!.id);
    const mine = await me.client
      .from('jobs')
      .insert({ ...job('Quokka Analyst (mine)', 'Quokka.'), posted_by: me.id })
      .select('id')
      .single();
    expect(mine.error).toBeNull();

    const rows = (await fetchJobsForYou(me.client, 20)).filter((r) => r.company_name === 'Acme');
    expect(rows.map((r) => r.title)).toEqual(['Quokka Analyst', 'Office Manager']);
    expect(rows[0]!.matched_skills).toEqual(['Wombat Modelling']);
    expect(rows[0]!.relevance).toBeGreaterThan(rows[1]!.relevance!);
  });
});

describe('search relevance', () => {
  it('the Network and Services searches match as before and put the best text matches first', async () => {
    const viewer = await t.member('Relevance Viewer');
    const byName = await t.member('Ottoline Fernsby');
    const byCompany = await t.member('Someone Else');
    await byCompany.client.from('profiles').update({ company: 'Fernsby Holdings' }).eq('id', byCompany.id);
    const newest = await t.member('Third Person');
    await newest.client.from('profiles').update({ position: 'Fernsbyish Advisor' }).eq('id', newest.id);
    const { data, error } = await viewer.client.rpc('search_network', {
      search_text: 'fernsby',
      type_filter: 'all',
      page_limit: 20,
      page_offset: 0,
    });
    if (error) throw error;
    const rows = (data ?? []).filter((r) => r.id !== null) as { id: string }[];
    // Listing order alone would be newest first (2, 1, 0); relevance ranks name, position, company.
    expect(only(rows, [byName, byCompany, newest])).toEqual([0, 2, 1]);

    const p1 = await provider(
      'Rel Provider One',
      [['Glimmer coaching', 'Leadership Development', 'Coaching.']],
      'Premium',
    );
    const p2 = await provider(
      'Rel Provider Two',
      [['Team offsites', 'Leadership Development', 'Offsites with some glimmer coaching.']],
      'Premium',
    );
    const services = await viewer.client.rpc('search_services', { search_text: 'glimmer', page_limit: 20 });
    if (services.error) throw services.error;
    const order = (services.data ?? []).map((s) => s.provider_id).filter((id) => id === p1.id || id === p2.id);
    expect(order).toEqual([p1.id, p2.id]);
  });
});
