// The public provider directory (issue 35) through supabase-js with RLS on, as a visitor (anon), an HR
// member and a provider: who appears (listed providers only: never HR members, administrators or
// providers who left), which columns (public ones only), which reviews (published ones, the author
// shown by position and company type), slugs and their redirects, filters, sorts, bounds, the kept
// counts and the sitemap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fetchDirectoryCategories,
  fetchDirectoryCount,
  fetchDirectoryLocations,
  fetchDirectoryPage,
  fetchDirectoryProfile,
  fetchDirectoryReviews,
} from '@/features/directory/reads';
import { EMPTY_DIRECTORY_QUERY, type DirectoryQuery } from '@/features/directory/search-state';
import { updateDirectorySettings } from '@/features/directory/queries';
import { startContext, type Client, type Member, type TestContext } from './support/stack.ts';

let t: TestContext;
let admin: Client;
let payrollId: string;
let trainingId: string;
beforeAll(async () => {
  t = await startContext();
  const { data } = await t.anon.from('service_categories').select('id, name');
  payrollId = data!.find((c) => c.name === 'Payroll Services')!.id;
  trainingId = data!.find((c) => c.name === 'Training & Development')!.id;
  // The one administrator: a provider with a listing until it was promoted.
  const a = await provider('Admin Payroll Co');
  await t.promote(a);
  admin = await t.signIn(a.email);
});
afterAll(() => t?.stack.stop());

const query = (q: Partial<DirectoryQuery> = {}): DirectoryQuery => ({ ...EMPTY_DIRECTORY_QUERY, ...q });
const slugsOf = async (client: Client, q: Partial<DirectoryQuery> = {}) =>
  (await fetchDirectoryPage(client, query(q))).providers.map((p) => p.slug);

let seq = 0;
/** A provider with a company name of its own (unique per test unless given), a service and a location. */
async function provider(
  company = `Firm ${++seq} ${Date.now() % 1000}`,
  opts: { plan?: 'Free' | 'Professional' | 'Premium' | null; location?: string; categoryId?: string } = {},
) {
  const p = await t.member(`Prov ${company}`, {
    type: 'Service Provider',
    plan: opts.plan === undefined ? 'Professional' : opts.plan,
    data: { company, service_type: 'Payroll Services' },
  });
  const service = await p.client.from('user_services').insert({
    user_id: p.id,
    service_name: `${company} managed payroll`,
    category_id: opts.categoryId ?? payrollId,
    description: 'Monthly payroll for multiple countries.',
  });
  if (service.error) throw service.error;
  if (opts.location) await updateDirectorySettings(p.client, p.id, { location: opts.location });
  return p;
}

async function slugOf(m: Member): Promise<string> {
  const { data, error } = await m.client.rpc('get_my_profile').single();
  if (error) throw error;
  return data.directory_slug!;
}

async function connect(a: Member, b: Member) {
  const { data, error } = await a.client
    .from('connections')
    .insert({ requester_id: a.id, addressee_id: b.id })
    .select('id')
    .single();
  if (error) throw error;
  const accepted = await b.client.from('connections').update({ status: 'accepted' }).eq('id', data.id);
  if (accepted.error) throw accepted.error;
}

async function review(hr: Member, p: Member, rating: number, title = 'Solid partner') {
  await connect(hr, p);
  const { data, error } = await hr.client
    .from('reviews')
    .insert({ provider_id: p.id, rating, title, body: 'Clear, on time and easy to work with every month.' })
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}

const PUBLIC_LIST_COLUMNS = [
  'avatar_url',
  'category_names',
  'category_slugs',
  'company',
  'featured',
  'listed_at',
  'location',
  'rating_average',
  'review_count',
  'slug',
  'summary',
];
const PUBLIC_PROFILE_COLUMNS = [
  'avatar_url',
  'category_names',
  'category_slugs',
  'company',
  'description',
  'featured',
  'id',
  'listed_at',
  'location',
  'rating_average',
  'rating_distribution',
  'review_count',
  'service_type',
  'services',
  'skills',
  'slug',
  'updated_at',
];

describe('who appears', () => {
  it('visitors, HR members and providers see listed providers only: never HR members or administrators', async () => {
    const listed = await provider('Listed Payroll Co');
    const hr = await t.member('Hr Harriet', { data: { company: 'Listed Payroll Co HR' } });
    for (const client of [t.anon, hr.client, listed.client]) {
      const slugs = await slugsOf(client, { q: 'Listed Payroll' });
      expect(slugs).toContain(await slugOf(listed));
      expect(slugs.some((s) => s.startsWith('admin-payroll-co'))).toBe(false);
      expect(slugs.some((s) => s.includes('hr'))).toBe(false);
    }
    // An HR member has no slug and no page.
    const { data: hrProfile } = await hr.client.rpc('get_my_profile').single();
    expect(hrProfile!.directory_slug).toBeNull();
    expect(await fetchDirectoryProfile(t.anon, 'admin-payroll-co')).toBeNull();
  });

  it('a provider who opts out disappears from the list, the page and the sitemap, and comes back at the same address', async () => {
    const p = await provider('Optout Bureau');
    const slug = await slugOf(p);
    const categories = await fetchDirectoryCategories(t.anon);
    const before = categories.find((c) => c.id === payrollId)!.provider_count;
    const total = await fetchDirectoryCount(t.anon);
    expect(await slugsOf(t.anon, { q: 'Optout' })).toEqual([slug]);
    expect((await fetchDirectoryProfile(t.anon, slug))?.company).toBe('Optout Bureau');
    expect(await t.anon.rpc('sitemap_part', { p_kind: 'providers' })).toMatchObject({
      data: expect.stringContaining(`/providers/${slug}\t`),
    });

    await updateDirectorySettings(p.client, p.id, { directory_listed: false });
    expect(await slugsOf(t.anon, { q: 'Optout' })).toEqual([]);
    expect(await slugsOf(t.anon, { category: 'payroll-services' })).not.toContain(slug);
    expect(await fetchDirectoryProfile(t.anon, slug)).toBeNull();
    expect((await t.anon.rpc('sitemap_part', { p_kind: 'providers' })).data).not.toContain(`/providers/${slug}\t`);
    expect((await fetchDirectoryCategories(t.anon)).find((c) => c.id === payrollId)!.provider_count).toBe(before - 1);
    expect(await fetchDirectoryCount(t.anon)).toBe(total - 1);
    // Nor do members find it there (they still find the member in the Network, as today).
    const hr = await t.member('Hr Olga');
    expect(await fetchDirectoryProfile(hr.client, slug)).toBeNull();

    await updateDirectorySettings(p.client, p.id, { directory_listed: true });
    expect(await slugsOf(t.anon, { q: 'Optout' })).toEqual([slug]);
    expect(await fetchDirectoryCount(t.anon)).toBe(total);
  });

  it('only the provider changes its own listing; nobody writes a slug', async () => {
    const p = await provider('Guarded Payroll');
    const hr = await t.member('Hr Mallory');
    const other = await t.member('Prov Eve', { type: 'Service Provider' });
    for (const client of [hr.client, other.client]) {
      const { error, count } = await client
        .from('profiles')
        .update({ directory_listed: false }, { count: 'exact' })
        .eq('id', p.id);
      expect(error).toBeNull();
      expect(count).toBe(0);
    }
    const anon = await t.anon.from('profiles').update({ directory_listed: false }).eq('id', p.id);
    expect(anon.error?.code).toBe('42501');
    const slug = await p.client.from('profiles').update({ directory_slug: 'my-own-slug' }).eq('id', p.id);
    expect(slug.error?.code).toBe('42501');
    expect(await slugsOf(t.anon, { q: 'Guarded' })).toEqual([await slugOf(p)]);
  });
});

describe('what is public', () => {
  it('a visitor gets the public columns only: no e-mail, phone, plan or person', async () => {
    const p = await provider('Columns Co', { plan: 'Premium', location: 'Berlin, Germany' });
    const slug = await slugOf(p);
    const { data, error } = await t.anon.rpc('directory_search', { search_text: 'Columns' });
    expect(error).toBeNull();
    expect(Object.keys(data![0]!).sort()).toEqual(PUBLIC_LIST_COLUMNS);
    const { data: page } = await t.anon.rpc('directory_provider', { p_slug: slug }).single();
    expect(Object.keys(page!).sort()).toEqual(PUBLIC_PROFILE_COLUMNS);
    const text = JSON.stringify([data, page]);
    expect(text).not.toContain(p.email);
    expect(text).not.toContain('Prov Columns Co'); // the person's name
    expect(text).not.toContain('Premium');
    expect(page).toMatchObject({ company: 'Columns Co', location: 'Berlin, Germany', featured: true });

    // The tables behind it are out of reach; the profile's own columns stay as they were.
    const hidden = await t.anon.from('profiles').select('email, location, directory_listed').eq('id', p.id);
    expect(hidden.error?.code).toBe('42501');
    for (const profile of ['private', 'public']) {
      const res = await fetch(`${t.stack.url}/rest/v1/directory_listing?select=*`, {
        headers: { apikey: t.stack.anonKey, 'Accept-Profile': profile },
      });
      // PGRST106 (schema not exposed, 406) for private; PGRST205 (no such table, 404) in public.
      expect(res.status).toBe(profile === 'private' ? 406 : 404);
    }
    // A member reads another's listing switch no more than a visitor does.
    const hr = await t.member('Hr Nosy');
    const nosy = await hr.client.from('profiles').select('directory_listed').eq('id', p.id);
    expect(nosy.error?.code).toBe('42501');
  });

  it('services on the page are the showcased ones, with their descriptions; drafts stay private', async () => {
    // A Basic (Free) provider showcases nothing: listed (by its sign-up category), no services shown.
    const basic = await provider('Basic Bureau', { plan: 'Free' });
    const page = await fetchDirectoryProfile(t.anon, await slugOf(basic));
    expect(page?.services).toEqual([]);
    expect(page?.category_slugs).toEqual(['payroll-services']);
    expect(await slugsOf(t.anon, { q: 'managed', category: 'payroll-services' })).not.toContain(await slugOf(basic));
    const shown = await provider('Showcase Bureau', { categoryId: trainingId });
    await shown.client.from('skills').insert({ profile_id: shown.id, skill_name: 'Gross-to-net' });
    const full = await fetchDirectoryProfile(t.anon, await slugOf(shown));
    expect(full?.services).toEqual([
      {
        name: 'Showcase Bureau managed payroll',
        category: 'Training & Development',
        category_slug: 'training-and-development',
        description: 'Monthly payroll for multiple countries.',
      },
    ]);
    expect(full?.skills).toEqual(['Gross-to-net']);
    expect(full?.category_slugs).toEqual(['payroll-services', 'training-and-development']);
  });

  it('published reviews only, newest first, the author shown by position and company type', async () => {
    const p = await provider('Reviewed Co');
    const a = await t.member('Hr Ann', { data: { position: 'Head of People' } });
    await updateDirectorySettings(a.client, a.id, { company_type: 'Mid-size company' });
    const b = await t.member('Hr Bob');
    const c = await t.member('Hr Cy');
    await review(a, p, 5, 'Excellent payroll');
    const hiddenId = await review(b, p, 1, 'Terrible');
    await review(c, p, 4, 'Good');
    const { error } = await admin.rpc('admin_set_review_hidden', { p_review_id: hiddenId, p_hidden: true });
    expect(error).toBeNull();

    const { reviews, hasNext } = await fetchDirectoryReviews(t.anon, p.id, 1);
    expect(hasNext).toBe(false);
    expect(reviews.map((r) => r.title)).toEqual(['Good', 'Excellent payroll']);
    expect(reviews[1]).toMatchObject({
      reviewer_position: 'Head of People',
      reviewer_company_type: 'Mid-size company',
    });
    const text = JSON.stringify(reviews);
    for (const m of [a, b, c]) expect(text).not.toContain(m.email);
    expect(text).not.toMatch(/Hr (Ann|Bob|Cy)/);
    expect(Object.keys(reviews[0]!).sort()).toEqual([
      'answer',
      'answered_at',
      'body',
      'created_at',
      'edited',
      'id',
      'rating',
      'reviewer_company_type',
      'reviewer_position',
      'title',
    ]);
    // The figures count the published ones: 5 and 4.
    const page = await fetchDirectoryProfile(t.anon, await slugOf(p));
    expect(page).toMatchObject({ review_count: 2, rating_average: 4.5, rating_distribution: [0, 0, 0, 1, 1] });
    // A provider who leaves the directory takes its reviews along.
    await updateDirectorySettings(p.client, p.id, { directory_listed: false });
    expect((await fetchDirectoryReviews(t.anon, p.id, 1)).reviews).toEqual([]);
  });
});

describe('slugs', () => {
  it('come from the company name, deduplicated, and old ones keep finding the provider after a rename', async () => {
    const first = await provider('Ünïque Façade & Co');
    const second = await provider('Unique Facade and Co');
    expect(await slugOf(first)).toBe('unique-facade-and-co');
    expect(await slugOf(second)).toBe('unique-facade-and-co-2');

    const { error } = await first.client.from('profiles').update({ company: 'Renamed Facade' }).eq('id', first.id);
    expect(error).toBeNull();
    expect(await slugOf(first)).toBe('renamed-facade');
    // The old address finds the provider and names the current slug (the page redirects there).
    expect(await fetchDirectoryProfile(t.anon, 'unique-facade-and-co')).toMatchObject({
      slug: 'renamed-facade',
      company: 'Renamed Facade',
    });
    // A third 'Unique Facade' never takes the first one's old address.
    const third = await provider('Unique Facade & Co');
    expect(await slugOf(third)).toBe('unique-facade-and-co-3');
    // Renamed back: the provider's own old slug, not a new number.
    await first.client.from('profiles').update({ company: 'Ünïque Façade & Co' }).eq('id', first.id);
    expect(await slugOf(first)).toBe('unique-facade-and-co');
    // A change of case or punctuation keeps the address.
    await first.client.from('profiles').update({ company: 'UNIQUE FACADE & CO.' }).eq('id', first.id);
    expect(await slugOf(first)).toBe('unique-facade-and-co');
  });
});

describe('search, filters, sorts and pages', () => {
  it('filters by category, location and minimum rating; sorts by relevance, rating and newest', async () => {
    const tag = `zq${Date.now() % 100000}`;
    const low = await provider(`${tag} Low`, { location: 'Lisbon, Portugal' });
    const high = await provider(`${tag} High`, { location: 'lisbon,  portugal', categoryId: trainingId });
    const featured = await provider(`${tag} Featured`, { plan: 'Premium', location: 'Remote' });
    const hrs = await Promise.all(['Hr R1', 'Hr R2', 'Hr R3'].map((n) => t.member(n)));
    await review(hrs[0]!, low, 2);
    await review(hrs[1]!, high, 5);
    await review(hrs[2]!, high, 5);
    const [lowSlug, highSlug, featuredSlug] = await Promise.all([low, high, featured].map(slugOf));

    // Relevance: featured among equals first; rating: best rated first; newest: the latest first.
    expect(await slugsOf(t.anon, { q: tag })).toEqual([featuredSlug, highSlug, lowSlug]);
    expect(await slugsOf(t.anon, { q: tag, sort: 'rating' })).toEqual([highSlug, featuredSlug, lowSlug]);
    expect(await slugsOf(t.anon, { q: tag, sort: 'newest' })).toEqual([featuredSlug, highSlug, lowSlug]);
    // Filters, with and without a search text.
    expect(await slugsOf(t.anon, { q: tag, location: 'LISBON, Portugal' })).toEqual([highSlug, lowSlug]);
    expect(await slugsOf(t.anon, { q: tag, minRating: 4 })).toEqual([highSlug]);
    expect(await slugsOf(t.anon, { category: 'training-and-development' })).toContain(highSlug);
    expect(await slugsOf(t.anon, { category: 'training-and-development' })).not.toContain(lowSlug);
    expect(await slugsOf(t.anon, { location: 'Lisbon, Portugal', sort: 'rating' })).toEqual([highSlug, lowSlug]);
    expect(
      await slugsOf(t.anon, { category: 'payroll-services', location: 'lisbon, portugal', minRating: 4.5 }),
    ).toEqual([highSlug]);
    // Browsing without a text: featured providers first.
    expect((await slugsOf(t.anon))[0]).toBe((await fetchDirectoryPage(t.anon, query())).providers[0]!.slug);
    const firstPage = await fetchDirectoryPage(t.anon, query());
    const firstNonFeatured = firstPage.providers.findIndex((p) => !p.featured);
    expect(firstPage.providers.slice(firstNonFeatured).every((p) => !p.featured)).toBe(true);
    // The locations the filter offers, with their counts (one label per location, any spelling).
    const locations = await fetchDirectoryLocations(t.anon);
    expect(locations.filter((l) => l.location.toLowerCase().replace(/\s+/g, ' ') === 'lisbon, portugal')).toEqual([
      expect.objectContaining({ provider_count: 2 }),
    ]);
  });

  it("search is matching's relevance model: an abbreviation finds the spelled-out service, a misspelling its word", async () => {
    // Words a text index alone would not match: 'HRBP' is in no provider's text (the HR vocabulary
    // spells it out), and 'vexilography' misses a letter of the only provider that uses the word.
    const tag = `rv${Date.now() % 100000}`;
    const partner = await provider(`${tag} People Partners`);
    const added = await partner.client.from('user_services').insert({
      user_id: partner.id,
      service_name: 'Interim HR business partner',
      category_id: payrollId,
      description: 'An HR business partner for scale-ups, three days a week.',
    });
    expect(added.error).toBeNull();
    const flags = await provider(`${tag} Flag Studio`);
    const flagService = await flags.client.from('user_services').insert({
      user_id: flags.id,
      service_name: 'Vexillography for employer branding',
      category_id: payrollId,
      description: 'Company flags designed with your people.',
    });
    expect(flagService.error).toBeNull();
    const [partnerSlug, flagsSlug] = await Promise.all([partner, flags].map(slugOf));

    expect((await slugsOf(t.anon, { q: 'HRBP' }))[0]).toBe(partnerSlug);
    const misspelt = await slugsOf(t.anon, { q: 'vexilography' });
    expect(misspelt).toContain(flagsSlug);
    expect(misspelt).not.toContain(partnerSlug);
  });

  it('a word only in a draft service neither finds its provider nor changes the order of the others', async () => {
    // Two providers alike but for one word each, so that the order of a search for both words turns on
    // those words' rarity (IDF) alone: equal scores, and the featured one first among equals.
    const tag = `dw${Date.now() % 100000}`;
    const [wordA, wordB] = [`${tag}x`, `${tag}y`];
    const a = await provider(`Alpha ${wordA}`, { plan: 'Premium' });
    const b = await provider(`Bravo ${wordB}`);
    const c = await provider(`Charlie ${tag}z`);
    const [aSlug, bSlug, cSlug] = await Promise.all([a, b, c].map(slugOf));
    const both = `${wordA} ${wordB}`;
    expect(await slugsOf(t.anon, { q: both })).toEqual([aSlug, bSlug]);

    // The third provider writes wordA, three times, in a draft: public nowhere.
    const draft = await c.client
      .from('user_services')
      .insert({
        user_id: c.id,
        service_name: `${wordA} ${wordA} audits`,
        category_id: payrollId,
        description: `Quarterly ${wordA} reviews.`,
        showcased: false,
      })
      .select('showcased')
      .single();
    expect(draft.error).toBeNull();
    expect(draft.data?.showcased).toBe(false);
    expect((await fetchDirectoryProfile(t.anon, cSlug))?.services.map((s) => s.name)).toEqual([
      `Charlie ${tag}z managed payroll`,
    ]);

    // Were the draft counted, wordA (then in two documents) would weigh less than wordB (in one: IDF),
    // Bravo would pass Alpha, and the draft's author would be found.
    expect(await slugsOf(t.anon, { q: wordA })).toEqual([aSlug]);
    expect(await slugsOf(t.anon, { q: both })).toEqual([aSlug, bSlug]);
    // Published, the same words find it.
    const shown = await c.client
      .from('user_services')
      .update({ showcased: true })
      .eq('user_id', c.id)
      .eq('showcased', false);
    expect(shown.error).toBeNull();
    expect(await slugsOf(t.anon, { q: wordA })).toContain(cSlug);
  });

  it('the published corpus follows every change the directory shows, as a rebuild from the listing leaves it', async () => {
    const tag = `kc${Date.now() % 100000}`;
    const kept = await provider(`Kept ${tag}`);
    const leaving = await provider(`Leaving ${tag}`);
    const steps = [
      kept.client.from('skills').insert({ profile_id: kept.id, skill_name: `${tag}skill` }),
      kept.client
        .from('profiles')
        .update({ description: `Now with ${tag}about.` })
        .eq('id', kept.id),
      kept.client.from('user_services').insert({
        user_id: kept.id,
        service_name: `${tag}draft`,
        category_id: payrollId,
        description: 'Never published.',
        showcased: false,
      }),
    ];
    for (const step of steps) expect((await step).error).toBeNull();
    await updateDirectorySettings(kept.client, kept.id, { location: `${tag}ville` });
    await updateDirectorySettings(leaving.client, leaving.id, { directory_listed: false });

    const sql = (text: string) => t.stack.db.query<{ what: string }>(text).then((r) => r.rows.map((x) => x.what));
    const snapshot = () =>
      sql(
        `select format('d %s %s %s', d.doc_id, d.fields, d.words) as what from private.match_documents d
           where d.corpus = 'directory'
         union all select format('t %s %s', t.term, t.df) from private.match_terms t where t.corpus = 'directory'
         union all select format('w %s %s', w.word, w.df) from private.match_words w where w.corpus = 'directory'
         union all select format('c %s %s', c.docs, c.total_lengths) from private.match_corpus c
           where c.corpus = 'directory'
         union all select format('p %s %s', p.term, p.doc_id) from private.match_postings p where p.corpus = 'directory'
         order by 1`,
      );
    const before = await snapshot();
    const terms = before.filter((r) => r.startsWith('t ')).map((r) => r.split(' ')[1]);
    expect(terms).toEqual(expect.arrayContaining([`${tag}skill`, `${tag}about`, `${tag}ville`, 'kept']));
    expect(terms).not.toContain(`${tag}draft`);
    expect(terms).not.toContain('leav');
    expect((await sql(`select private.rebuild_directory_documents()::text as what`))[0]).toMatch(/^[0-9]+$/);
    expect(await snapshot()).toEqual(before);
  });

  it('pages by offset with a next-page flag, up to offset 1,000', async () => {
    const tag = `pg${Date.now() % 100000}`;
    for (let i = 0; i < 3; i++) await provider(`${tag} Page ${i}`);
    const { data } = await t.anon.rpc('directory_search', { search_text: tag, page_limit: 2, page_offset: 0 });
    const { data: rest } = await t.anon.rpc('directory_search', { search_text: tag, page_limit: 2, page_offset: 2 });
    expect(data).toHaveLength(2);
    expect(rest).toHaveLength(1);
    expect(new Set([...data!, ...rest!].map((r) => r.slug)).size).toBe(3);
  });

  it('bad input is a 400 with a reason, never a 500', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ sort_by: 'price' }, 'sort_by is relevance, rating or newest'],
      [{ page_offset: 1001 }, 'page_offset is between 0 and 1000'],
      [{ page_limit: 0 }, 'page_limit is between 1 and 50'],
      [{ min_rating: 6 }, 'min_rating is between 1 and 5'],
      [{ category_slug: 'astrology' }, 'No such category'],
      [{ search_text: 'x'.repeat(201) }, 'search_text is at most 200 characters'],
    ];
    for (const [args, message] of cases) {
      const { error, status } = await t.anon.rpc('directory_search', args);
      expect(status).toBe(400);
      expect(error?.message).toContain(message);
    }
    // Search syntax is text, not tsquery: operators and quotes are words or nothing.
    for (const search_text of ["payroll & !(x | y) <-> 'z':*", '!!!', '   ', ':*']) {
      const { error } = await t.anon.rpc('directory_search', { search_text });
      expect(error).toBeNull();
    }
    const reviews = await t.anon.rpc('directory_reviews', {
      p_provider: '00000000-0000-4000-8000-000000000000',
      page_offset: 5000,
    });
    expect(reviews.status).toBe(400);
    const part = await t.anon.rpc('sitemap_part', { p_kind: 'members' });
    expect(part.status).toBe(400);
  });
});

describe('the sitemap', () => {
  it('lists listed providers, open jobs and categories with providers, as path and last-modified lines', async () => {
    const p = await provider('Sitemap Co');
    const hr = await t.member('Hr Poster');
    const { data: job } = await hr.client
      .from('jobs')
      .insert({
        title: 'Payroll lead',
        company_name: 'X',
        location: 'Remote',
        description: 'Run payroll',
        posted_by: hr.id,
      })
      .select('id')
      .single();
    const { data: sizes } = await t.anon.rpc('sitemap_sizes').single();
    expect(sizes!.providers).toBe(await fetchDirectoryCount(t.anon));
    expect(sizes!.jobs).toBeGreaterThanOrEqual(1);
    const providers = (await t.anon.rpc('sitemap_part', { p_kind: 'providers' })).data!;
    expect(providers.split('\n')).toContainEqual(
      expect.stringMatching(new RegExp(`^/providers/${await slugOf(p)}\\t\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ$`)),
    );
    expect(providers.split('\n')).toHaveLength(sizes!.providers ?? -1);
    const jobs = (await t.anon.rpc('sitemap_part', { p_kind: 'jobs' })).data!;
    expect(jobs).toContain(`/jobs/${job!.id}\t`);
    const categories = (await t.anon.rpc('sitemap_part', { p_kind: 'categories' })).data!;
    expect(categories).toContain('/providers/category/payroll-services\t');
    // The second part of a list that fits in one is empty.
    expect((await t.anon.rpc('sitemap_part', { p_kind: 'providers', p_part: 2 })).data).toBe('');
  });
});
