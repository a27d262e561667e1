// Every operation of spec point 7's table, made by the app's own fetchers (src/features/*/queries.ts)
// with each member's signed-in client, so what is tested here is exactly what the screens send.
// Calls the app never makes (other page sizes, the functions' defaults) go to the API directly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerRequest,
  fetchConnectionCounts,
  fetchConnectionWith,
  fetchMyConnections,
  fetchNetworkPage,
  fetchPendingRequests,
  fetchSentRequests,
  removeConnection,
  sendRequest,
  undoRequest,
} from '@/features/connections/queries';
import { fetchNewestMembers } from '@/features/dashboard/queries';
import { fetchJob, fetchJobsPage, fetchJobsPostedCount, postJob } from '@/features/jobs/queries';
import { emptyPostJob } from '@/features/jobs/post-job-schema';
import { fetchNews } from '@/features/news/queries';
import { fetchProfileStats, updateProfile } from '@/features/profile/queries';
import { emptyService } from '@/features/services/schemas';
import { fetchCategories } from '@/lib/categories';
import { deleteService, fetchMyServices, fetchServicesPage, saveService } from '@/features/services/queries';
import { addSkill, fetchSkills, removeSkill } from '@/features/skills/queries';
import { fetchOwnProfile } from '@/lib/own-profile';
import { startContext, type Member, type TestContext } from './support/stack.ts';

let t: TestContext;
let olivia: Member; // HR
let marcus: Member; // HR
let sofia: Member; // provider, Premium
let lucas: Member; // provider, Professional (a Basic provider may not contact HR members: plans.test.ts)
let categories: Awaited<ReturnType<typeof fetchCategories>>;

const POSTER = '*, poster:profiles(full_name, company, avatar_url)';

beforeAll(async () => {
  t = await startContext();
  olivia = await t.member('Olivia Hart');
  marcus = await t.member('Marcus Lee');
  sofia = await t.member('Sofia Reyes', { type: 'Service Provider', plan: 'Premium' });
  lucas = await t.member('Lucas Moreau', { type: 'Service Provider', plan: 'Professional' });
  categories = await fetchCategories(t.anon);
});
afterAll(async () => {
  await t.stack.stop();
});

describe('profile', () => {
  it('loads the own profile as a single row, and a visitor gets PGRST116', async () => {
    expect(await fetchOwnProfile(olivia.client)).toMatchObject({
      id: olivia.id,
      full_name: 'Olivia Hart',
      user_type: 'HR Professional',
    });
    const anon = await t.anon.rpc('get_my_profile').single();
    expect(anon.data).toBeNull();
    expect(anon.error).not.toBeNull();
  });

  it('edits the profile and manages skills', async () => {
    await updateProfile(olivia.client, olivia.id, {
      full_name: 'Olivia Hart',
      position: 'Head of People',
      company: 'Northwind',
      description: 'People first.',
    });
    expect(await fetchOwnProfile(olivia.client)).toMatchObject({
      position: 'Head of People',
      description: 'People first.',
    });

    await addSkill(olivia.client, olivia.id, 'Onboarding');
    await addSkill(olivia.client, olivia.id, 'Coaching');
    const skills = await fetchSkills(olivia.client, olivia.id);
    expect(skills.map((s) => s.skill_name)).toEqual(['Onboarding', 'Coaching']);
    await removeSkill(olivia.client, skills[0].id);
    expect((await fetchSkills(marcus.client, olivia.id)).map((s) => s.skill_name)).toEqual(['Coaching']);
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
    await sendRequest(sofia.client, sofia.id, olivia.id);
    await sendRequest(marcus.client, marcus.id, olivia.id);
    await sendRequest(lucas.client, lucas.id, olivia.id);

    const pending = await fetchPendingRequests(olivia.client, olivia.id);
    expect(pending.map((r) => r.requester.full_name).sort()).toEqual(['Lucas Moreau', 'Marcus Lee', 'Sofia Reyes']);
    expect((await fetchConnectionCounts(olivia.client, olivia.id)).pending).toBe(3);

    const bySofia = pending.find((r) => r.requester.id === sofia.id)!;
    const byMarcus = pending.find((r) => r.requester.id === marcus.id)!;
    const byLucas = pending.find((r) => r.requester.id === lucas.id)!;
    await answerRequest(olivia.client, { id: bySofia.id, status: 'accepted' });
    await answerRequest(olivia.client, { id: byMarcus.id, status: 'accepted' });
    await answerRequest(olivia.client, { id: byLucas.id, status: 'declined' });

    expect(await fetchConnectionCounts(olivia.client, olivia.id)).toEqual({ network: 2, pending: 0 });
    expect((await fetchConnectionCounts(sofia.client, sofia.id)).network).toBe(1);
    expect((await fetchProfileStats(olivia.client, olivia.id))!.connections).toBe(2);

    // Other profile page: the pair's status, either direction.
    expect(await fetchConnectionWith(marcus.client, marcus.id, olivia.id)).toMatchObject({
      status: 'accepted',
      requester_id: marcus.id,
    });
    expect(await fetchConnectionWith(olivia.client, olivia.id, marcus.id)).toMatchObject({ requester_id: marcus.id });

    const mine = await fetchMyConnections(olivia.client, 0);
    expect(mine.map((c) => c.full_name).sort()).toEqual(['Marcus Lee', 'Sofia Reyes']);
    const firstPage = await olivia.client.rpc('list_my_connections', { page_limit: 1, page_offset: 0 });
    const secondPage = await olivia.client.rpc('list_my_connections', { page_limit: 1, page_offset: 1 });
    expect([...firstPage.data!, ...secondPage.data!].map((c) => c.id).sort()).toEqual([marcus.id, sofia.id].sort());

    const removed = mine.find((c) => c.id === marcus.id)!;
    await removeConnection(olivia.client, removed.connection_id);
    expect((await fetchConnectionCounts(olivia.client, olivia.id)).network).toBe(1);
  });

  it("lists the network with search, type filter, paging and each card's connection state", async () => {
    const all = await fetchNetworkPage(olivia.client, '', 'all', 0);
    expect(all.map((p) => p.id)).not.toContain(olivia.id);
    // Priority in listings: the Premium provider first, then the newest members.
    expect(all.map((p) => p.full_name)).toEqual(['Sofia Reyes', 'Lucas Moreau', 'Marcus Lee']);
    const lucasCard = all.find((p) => p.id === lucas.id)!;
    expect(lucasCard).toMatchObject({
      connection_status: 'declined',
      is_requester: false,
      user_type: 'Service Provider',
      service_type: 'Payroll Services',
    });
    expect(all.find((p) => p.id === marcus.id)).toMatchObject({ connection_status: null, connection_id: null });

    const providers = await fetchNetworkPage(olivia.client, '', 'Service Provider', 0);
    expect(providers.map((p) => p.full_name)).toEqual(['Sofia Reyes', 'Lucas Moreau']);
    // The function's own defaults (no arguments) mean the same as the app's 'all'.
    expect((await olivia.client.rpc('search_network', {})).data).toHaveLength(3);
    const byCompany = await fetchNetworkPage(olivia.client, 'REYES ltd', 'all', 0);
    expect(byCompany.map((p) => p.id)).toEqual([sofia.id]);
    const paged = await olivia.client.rpc('search_network', { page_limit: 2, page_offset: 2 });
    expect(paged.data!.map((p) => p.full_name)).toEqual(['Marcus Lee']);
    expect(await fetchNetworkPage(olivia.client, '%', 'all', 0)).toEqual([]);
  });

  it('shows the ticker of the newest members', async () => {
    const newest = await fetchNewestMembers(lucas.client);
    expect(newest.map((p) => p.full_name)).toEqual(['Lucas Moreau', 'Sofia Reyes', 'Marcus Lee', 'Olivia Hart']);
  });
});

describe('jobs', () => {
  it('posts, counts, lists with search and paging, and shows a detail with the poster', async () => {
    const base = { ...emptyPostJob, location: 'Remote' };
    for (const j of [
      { ...base, title: 'HR Generalist', company_name: 'Northwind', description: 'Support managers' },
      {
        ...base,
        title: 'Payroll Lead',
        company_name: 'Northwind',
        description: 'Own 100% of payroll_runs',
        experience_required: '3-5 years',
      },
      {
        ...base,
        title: 'Recruiter',
        company_name: 'Contoso',
        description: 'Hire engineers',
        compensation_range: '$80k - $100k',
      },
    ]) {
      await postJob(olivia.client, olivia.id, j);
    }
    expect(await fetchJobsPostedCount(olivia.client, olivia.id)).toBe(3);

    const list = await fetchJobsPage(t.anon, '', 0);
    expect(list.map((j) => j.title)).toEqual(['Recruiter', 'Payroll Lead', 'HR Generalist']);
    // Olivia's company was edited to 'Northwind' by the profile test above.
    expect(list[0].poster).toEqual({
      full_name: 'Olivia Hart',
      company: 'Northwind',
      avatar_url: null,
    });

    const search = async (text: string) => (await fetchJobsPage(t.anon, text, 0)).map((j) => j.title);
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

    const detail = await fetchJob(t.anon, list[0].id);
    expect(detail).toMatchObject({
      title: 'Recruiter',
      compensation_range: '$80k - $100k',
      poster: { full_name: 'Olivia Hart' },
    });
    expect(await fetchJob(t.anon, '00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await fetchJob(t.anon, 'not-a-job')).toBeNull();

    expect((await fetchProfileStats(olivia.client, olivia.id))!.posts).toBe(3);
  });
});

describe('services', () => {
  it('manages my services and browses services by category and text', async () => {
    const payroll = categories.find((c) => c.name === 'Payroll Services')!;
    const catering = categories.find((c) => c.name === 'Corporate Catering')!;
    const add = (m: Member, values: Partial<typeof emptyService>) =>
      saveService(m.client, m.id, { id: null, values: { ...emptyService, ...values } });
    await add(sofia, { service_name: 'Managed Payroll', category_id: payroll.id, description: 'Monthly runs' });
    await add(lucas, { service_name: 'Office Lunches', category_id: catering.id });
    await add(sofia, { service_name: 'Payroll Audit', category_id: payroll.id, description: 'Yearly check' });

    const mine = await fetchMyServices(sofia.client, sofia.id);
    expect(mine.map((s) => [s.service_name, s.category.name])).toEqual([
      ['Payroll Audit', 'Payroll Services'],
      ['Managed Payroll', 'Payroll Services'],
    ]);
    // An empty description is stored as null.
    expect((await fetchMyServices(lucas.client, lucas.id))[0].description).toBeNull();

    const audit = mine[0];
    await saveService(sofia.client, sofia.id, {
      id: audit.id,
      values: { service_name: 'Payroll Health Check', category_id: payroll.id, description: 'Yearly' },
    });

    const all = await fetchServicesPage(olivia.client, '', 'all', 0);
    // Priority in listings: the Premium provider's services first, then the newest.
    expect(all.map((s) => s.service_name)).toEqual(['Payroll Health Check', 'Managed Payroll', 'Office Lunches']);
    expect(all[0]).toMatchObject({
      category_name: 'Payroll Services',
      provider_full_name: 'Sofia Reyes',
      provider_subscription_plan: 'Premium',
      can_view_provider: true,
    });
    const names = async (text: string, category: string) =>
      (await fetchServicesPage(olivia.client, text, category, 0)).map((s) => s.service_name);
    expect(await names('', catering.id)).toEqual(['Office Lunches']);
    expect(await names('monthly', 'all')).toEqual(['Managed Payroll']);
    expect(await names('payroll', catering.id)).toEqual([]);
    const paged = await olivia.client.rpc('search_services', { page_limit: 1, page_offset: 1 });
    expect(paged.data!.map((s) => s.service_name)).toEqual(['Managed Payroll']);

    await deleteService(sofia.client, audit.id);
    expect(await fetchServicesPage(olivia.client, '', 'all', 0)).toHaveLength(2);
  });
});

describe('news', () => {
  it('lists news newest first for visitors', async () => {
    await t.stack.db.query(`insert into public.news_articles (title, content, image_url, published_at) values
      ('Older', 'a', '/images/news/onboarding.svg', now() - interval '2 days'), ('Newer', 'b', null, now())`);
    expect((await fetchNews(t.anon)).map((n) => n.title)).toEqual(['Newer', 'Older']);
  });
});

// Last, so the members it adds change no list the tests above count.
describe('withdrawing and clearing connection requests (issue 12)', () => {
  it('lists sent requests; withdraws one, clears a declined one; then a new request is possible', async () => {
    const ana = await t.member('Ana Withdraw');
    const ben = await t.member('Ben Clear');
    const cy = await t.member('Cy Addressee');
    await sendRequest(ana.client, ana.id, cy.id);
    await sendRequest(ben.client, ben.id, cy.id);

    const [toCy] = await fetchSentRequests(ana.client, ana.id, 0);
    expect(toCy).toMatchObject({ addressee: { id: cy.id, full_name: 'Cy Addressee' } });
    expect(await undoRequest(ana.client, { id: toCy.id, event: 'withdraw' })).toBe(true);
    expect(await fetchSentRequests(ana.client, ana.id, 0)).toEqual([]);
    expect(await fetchConnectionWith(cy.client, cy.id, ana.id)).toBeNull();
    await sendRequest(ana.client, ana.id, cy.id);

    const byBen = (await fetchPendingRequests(cy.client, cy.id)).find((r) => r.requester.id === ben.id)!;
    await answerRequest(cy.client, { id: byBen.id, status: 'declined' });
    // The requester is not told of the decline: the request still reads as sent.
    expect((await fetchSentRequests(ben.client, ben.id, 0)).map((r) => r.id)).toEqual([byBen.id]);

    // A screen out of date asks to clear a request that is pending: nothing is removed.
    const again = (await fetchConnectionWith(cy.client, cy.id, ana.id))!;
    expect(await undoRequest(cy.client, { id: again.id, event: 'clear' })).toBe(false);
    expect(await fetchConnectionWith(cy.client, cy.id, ana.id)).toMatchObject({ status: 'pending' });

    expect(await undoRequest(cy.client, { id: byBen.id, event: 'clear' })).toBe(true);
    expect(await fetchConnectionWith(ben.client, ben.id, cy.id)).toBeNull();
    await sendRequest(ben.client, ben.id, cy.id);
    expect(await fetchConnectionWith(ben.client, ben.id, cy.id)).toMatchObject({
      status: 'pending',
      requester_id: ben.id,
    });
  });
});
