// The site's server (src/app/site-server.tsx) against the real stack: the HTML a visitor and a search
// engine get for /providers, a category page and a provider's page (content, head, JSON-LD, links),
// 404 'Provider Not Found' for a provider who left, redirects from old slugs, sitemap.xml (paged above
// its part size) and robots.txt.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteHandler, type SiteTemplate } from '@/app/site-server';
import { updateDirectorySettings } from '@/features/directory/queries';
import { startContext, type Member, type TestContext } from './support/stack.ts';

const TEMPLATE: SiteTemplate = {
  html: `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="HR Connect" /><title>HR Connect</title></head><body><div id="root"></div><script type="module" src="/assets/main.js"></script></body></html>`,
  preloads: {
    directory: '<link rel="modulepreload" crossorigin href="/assets/directory.js">',
    provider: '<link rel="modulepreload" crossorigin href="/assets/provider.js">',
  },
};
const ORIGIN = 'https://hr.example';

let t: TestContext;
let handle: (request: Request) => Promise<Response | null>;
let provider: Member;
let payrollId: string;

beforeAll(async () => {
  t = await startContext();
  handle = createSiteHandler({
    template: TEMPLATE,
    supabaseUrl: t.stack.url,
    anonKey: t.stack.anonKey,
    siteUrl: ORIGIN,
  });
  const { data } = await t.anon.from('service_categories').select('id').eq('name', 'Payroll Services').single();
  payrollId = data!.id;
  provider = await t.member('Pia Pages', {
    type: 'Service Provider',
    plan: 'Premium',
    data: {
      company: 'Pages & Payroll',
      service_type: 'Payroll Services',
      description: 'Payroll for retailers.\nMore.',
    },
  });
  await provider.client.from('user_services').insert({
    user_id: provider.id,
    service_name: 'Store payroll',
    category_id: payrollId,
    description: 'Weekly runs for shift workers.',
  });
  await updateDirectorySettings(provider.client, provider.id, { location: 'Leeds, UK' });
  const hr = await t.member('Hr Hal', { data: { position: 'Head of HR' } });
  await updateDirectorySettings(hr.client, hr.id, { company_type: 'Startup' });
  const { data: c } = await hr.client
    .from('connections')
    .insert({ requester_id: hr.id, addressee_id: provider.id })
    .select('id')
    .single();
  await provider.client.from('connections').update({ status: 'accepted' }).eq('id', c!.id);
  const review = await hr.client
    .from('reviews')
    .insert({
      provider_id: provider.id,
      rating: 4,
      title: 'Reliable',
      body: 'Every weekly run was right the first time.',
    });
  if (review.error) throw review.error;
});
afterAll(() => t?.stack.stop());

const get = async (path: string) => {
  const res = await handle(new Request(`http://internal${path}`));
  if (!res) throw new Error(`${path} was not handled`);
  return { res, body: await res.text() };
};

/** Every JSON-LD block of a page, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}
const byType = (blocks: Record<string, unknown>[], type: string) =>
  blocks.find((b) => b['@type'] === type || (Array.isArray(b['@type']) && b['@type'].includes(type)));
const tag = (html: string, re: RegExp) => re.exec(html)?.[1];

describe('the directory pages as a visitor and a search engine get them', () => {
  it('/providers: the list in the HTML, its head, ItemList and BreadcrumbList, hydrated by the site entry', async () => {
    const { res, body } = await get('/providers');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toContain('s-maxage=300');
    expect(tag(body, /<title>([^<]*)<\/title>/)).toBe('HR Service Providers | HR Connect');
    expect(body).toContain(`<link rel="canonical" href="${ORIGIN}/providers">`);
    expect(body).toContain('<meta property="og:title" content="HR Service Providers | HR Connect">');
    expect(body).toContain('<meta name="description" content="Browse HR service providers');
    expect(body).toContain('<div id="root" data-island="site">');
    expect(body).toContain('href="/assets/directory.js"');
    expect(body).toContain('>Pages &amp; Payroll</a>');
    expect(body).toContain('href="/providers/pages-and-payroll"');
    const blocks = jsonLd(body);
    const list = byType(blocks, 'ItemList') as { itemListElement: { url: string; position: number }[] };
    expect(list.itemListElement).toContainEqual(
      expect.objectContaining({ url: `${ORIGIN}/providers/pages-and-payroll`, name: 'Pages & Payroll' }),
    );
    expect(byType(blocks, 'BreadcrumbList')).toBeDefined();
    // The data it was rendered with, for hydration: the same address.
    expect(body).toMatch(/<script type="application\/json" id="hrc-page-data">\{"url":"\/providers",/);
  });

  it('a category page: its own title and description; a filtered list is not indexed', async () => {
    const { res, body } = await get('/providers/category/payroll-services');
    expect(res.status).toBe(200);
    expect(tag(body, /<title>([^<]*)<\/title>/)).toBe('Payroll Services Providers | HR Connect');
    expect(body).toContain('<meta name="description" content="Payroll bureaus and managed payroll');
    expect(body).toContain(`<link rel="canonical" href="${ORIGIN}/providers/category/payroll-services">`);
    expect(body).toContain('<meta name="robots" content="index, follow">');
    expect(body).toContain('Pages &amp; Payroll');
    const filtered = await get('/providers?category=payroll-services&q=store&page=1');
    expect(filtered.body).toContain('<meta name="robots" content="noindex, follow">');
    expect(filtered.body).toContain(`<link rel="canonical" href="${ORIGIN}/providers/category/payroll-services">`);
    expect(filtered.body).toContain('Pages &amp; Payroll');
    const unknown = await get('/providers/category/astrology');
    expect(unknown.res.status).toBe(404);
    expect(unknown.body).toContain('Category Not Found');
  });

  it('a provider page: content, rating, reviews by position and company type, Organization JSON-LD', async () => {
    const { res, body } = await get('/providers/pages-and-payroll');
    expect(res.status).toBe(200);
    expect(tag(body, /<title>([^<]*)<\/title>/)).toBe('Pages &amp; Payroll — Payroll Services | HR Connect');
    expect(body).toContain('Store payroll');
    expect(body).toContain('Weekly runs for shift workers.');
    expect(body).toContain('Leeds, UK');
    expect(body).toContain('Head of HR · Startup');
    expect(body).not.toContain('Hr Hal');
    expect(body).not.toContain(provider.email);
    expect(body).toContain('Sign up to contact');
    const org = byType(jsonLd(body), 'ProfessionalService') as Record<string, unknown>;
    expect(org['@type']).toEqual(['Organization', 'ProfessionalService']);
    expect(org).toMatchObject({
      name: 'Pages & Payroll',
      url: `${ORIGIN}/providers/pages-and-payroll`,
      address: { '@type': 'PostalAddress', addressLocality: 'Leeds, UK' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1, bestRating: 5, worstRating: 1 },
      review: [
        expect.objectContaining({
          '@type': 'Review',
          name: 'Reliable',
          reviewRating: expect.objectContaining({ ratingValue: 4 }),
          author: { '@type': 'Person', name: 'Head of HR · Startup' },
        }),
      ],
    });
    const crumbs = byType(jsonLd(body), 'BreadcrumbList') as { itemListElement: { name: string }[] };
    expect(crumbs.itemListElement.map((c) => c.name)).toEqual([
      'Home',
      'Providers',
      'Payroll Services',
      'Pages & Payroll',
    ]);
  });

  it('an old slug redirects to the current one; a provider who leaves is 404 Provider Not Found and out of the sitemap', async () => {
    await provider.client.from('profiles').update({ company: 'Pages Payroll Group' }).eq('id', provider.id);
    const moved = await get('/providers/pages-and-payroll?reviews=1');
    expect(moved.res.status).toBe(301);
    expect(moved.res.headers.get('location')).toBe('/providers/pages-payroll-group?reviews=1');
    expect((await get('/providers/Pages-Payroll-Group')).res.headers.get('location')).toBe(
      '/providers/pages-payroll-group',
    );
    expect((await get('/sitemap.xml')).body).toContain(`<loc>${ORIGIN}/providers/pages-payroll-group</loc>`);

    await updateDirectorySettings(provider.client, provider.id, { directory_listed: false });
    const gone = await get('/providers/pages-payroll-group');
    expect(gone.res.status).toBe(404);
    expect(gone.body).toContain('Provider Not Found');
    expect(gone.body).toContain('<meta name="robots" content="noindex, follow">');
    expect((await get('/providers')).body).not.toContain('Pages Payroll Group');
    expect((await get('/sitemap.xml')).body).not.toContain('pages-payroll-group');
    await updateDirectorySettings(provider.client, provider.id, { directory_listed: true });
    expect((await get('/providers/pages-payroll-group')).res.status).toBe(200);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('one urlset while it fits, an index of parts above the part size', async () => {
    const one = await get('/sitemap.xml');
    expect(one.res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(one.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(one.body).toContain(`<url><loc>${ORIGIN}/providers</loc></url>`);
    expect(one.body).toContain(`<url><loc>${ORIGIN}/providers/category/payroll-services</loc></url>`);
    expect(one.body).toMatch(/<url><loc>https:\/\/hr\.example\/providers\/[a-z0-9-]+<\/loc><lastmod>\d{4}-/);

    // Three more providers and a part size of 2: the providers take several parts.
    for (const n of [1, 2, 3])
      await t.member(`Prov Part ${n}`, { type: 'Service Provider', data: { company: `Part Co ${n}` } });
    const small = createSiteHandler({
      template: TEMPLATE,
      supabaseUrl: t.stack.url,
      siteUrl: ORIGIN,
      sitemapPartSize: 2,
    });
    const index = await (await small(new Request('http://internal/sitemap.xml')))!.text();
    expect(index).toContain('<sitemapindex');
    const files = [...index.matchAll(/<loc>https:\/\/hr\.example\/([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(files[0]).toBe('sitemap-pages.xml');
    const providerFiles = files.filter((f) => f.startsWith('sitemap-providers-'));
    expect(providerFiles.length).toBeGreaterThanOrEqual(2);
    const listed = new Set<string>();
    for (const f of providerFiles) {
      const part = await (await small(new Request(`http://internal/${f}`)))!.text();
      const locs = [...part.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      expect(locs.length).toBeLessThanOrEqual(2);
      locs.forEach((l) => listed.add(l));
    }
    expect(listed.has(`${ORIGIN}/providers/part-co-2`)).toBe(true);
    const { data: sizes } = await t.anon.rpc('sitemap_sizes').single();
    expect(listed.size).toBe(sizes!.providers);
    expect((await small(new Request('http://internal/sitemap-providers-999.xml')))!.status).toBe(404);
  });

  it('robots.txt points at the sitemap; other addresses are not the server’s', async () => {
    const { body } = await get('/robots.txt');
    expect(body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(await handle(new Request('http://internal/jobs'))).toBeNull();
    expect(await handle(new Request('http://internal/providers', { method: 'POST' }))).toBeNull();
  });
});
