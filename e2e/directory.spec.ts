// The public provider directory (issue 35) in a real browser, served as production serves it (the
// site's server renders each page: src/app/site-server.tsx through vite preview). Without JavaScript:
// /providers, a category page and a provider page show their content, their JSON-LD parses with the
// expected types and rating values, and their links and the search form work. With JavaScript: filters
// and pages update the address and the list in place, Back returns, nothing mismatches on hydration;
// a member gets Connect; a provider who leaves in Settings is gone ('Provider Not Found').
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Page } from '@playwright/test';
import {
  ANON_KEY,
  API_URL,
  expect,
  memberPage,
  newMember,
  SERVICE_ROLE_KEY,
  test,
  toastWith,
} from './support/fixtures.ts';

// Node 20 has no global WebSocket: realtime-js gets the `ws` package (realtime is not used here).
const options = {
  auth: { persistSession: false, autoRefreshToken: false },
  realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
};
const service = createClient(API_URL, SERVICE_ROLE_KEY, options);

/** The JSON-LD blocks of the page, parsed. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t) as Record<string, unknown>);
}
const types = (blocks: Record<string, unknown>[]) => blocks.flatMap((b) => [b['@type']].flat());

/** Console errors and uncaught errors (React reports hydration mismatches as both). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Providers made through the Auth admin API, listed with a service each (the seed has seven). */
async function makeProviders(tag: string, count: number): Promise<string[]> {
  const { data: category } = await service
    .from('service_categories')
    .select('id')
    .eq('name', 'Payroll Services')
    .single();
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const made = await service.auth.admin.createUser({
      email: `dir-${tag}-${i}@example.com`,
      password: 'Password123!',
      email_confirm: true,
      user_metadata: {
        full_name: `Dir ${tag} ${i}`,
        user_type: 'Service Provider',
        company: `Zeta ${tag} ${String(i).padStart(2, '0')}`,
        service_type: 'Payroll Services',
        description: `Payroll bureau number ${i}.`,
      },
    });
    if (made.error) throw made.error;
    ids.push(made.data.user!.id);
    const svc = await service
      .from('user_services')
      .insert({ user_id: made.data.user!.id, service_name: `${tag} payroll ${i}`, category_id: category!.id });
    if (svc.error) throw svc.error;
  }
  return ids;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/providers lists the providers, with a JSON-LD ItemList, and its links and search work', async ({ page }) => {
    const res = await page.goto('/providers');
    expect(res?.status()).toBe(200);
    await expect(page).toHaveTitle('HR Service Providers | HR Connect');
    await expect(page.getByRole('heading', { level: 1, name: 'Find HR Service Providers' })).toBeVisible();
    const card = page.getByTestId('provider-card').filter({ hasText: 'ClearPay Solutions' });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Berlin, Germany');
    await expect(card.getByTestId('rating-summary')).toHaveAccessibleName('Rated 5.0 out of 5 from 1 review');
    await expect(page.getByTestId('provider-card').filter({ hasText: 'BrightPath Recruiting' })).toContainText(
      'Featured',
    );
    const blocks = await jsonLd(page);
    expect(types(blocks)).toEqual(expect.arrayContaining(['ItemList', 'BreadcrumbList']));
    const list = blocks.find((b) => b['@type'] === 'ItemList') as { itemListElement: { url: string }[] };
    expect(list.itemListElement.map((i) => new URL(i.url).pathname)).toContain('/providers/clearpay-solutions');

    // The search form is a GET form: it works without scripts.
    await page.getByRole('searchbox', { name: 'Search providers' }).fill('payroll');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/providers\?q=payroll/);
    await expect(page.getByTestId('provider-card').first()).toContainText('ClearPay Solutions');
    // A card's link leads to the provider's page.
    await page.getByRole('link', { name: 'ClearPay Solutions', exact: true }).click();
    await expect(page).toHaveURL(/\/providers\/clearpay-solutions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ClearPay Solutions' })).toBeVisible();
  });

  test('a category page has its own heading and description, and lists that category', async ({ page }) => {
    await page.goto('/providers');
    await page
      .getByRole('navigation', { name: 'Browse by category' })
      .getByRole('link', { name: /Payroll Services/ })
      .click();
    await expect(page).toHaveURL(/\/providers\/category\/payroll-services$/);
    await expect(page).toHaveTitle('Payroll Services Providers | HR Connect');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Payroll bureaus/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payroll Services Providers' })).toBeVisible();
    await expect(page.getByTestId('provider-card').filter({ hasText: 'ClearPay Solutions' })).toBeVisible();
    await expect(page.getByTestId('provider-card').filter({ hasText: 'Fresh Table Catering' })).toHaveCount(0);
    expect(types(await jsonLd(page))).toEqual(expect.arrayContaining(['ItemList', 'BreadcrumbList']));
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Providers' }).click();
    await expect(page).toHaveURL(/\/providers$/);
  });

  test('a provider page shows its content, and its JSON-LD the organisation with its rating and reviews', async ({
    page,
  }) => {
    await page.goto('/providers/clearpay-solutions');
    await expect(page).toHaveTitle('ClearPay Solutions — Payroll Services | HR Connect');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/providers\/clearpay-solutions$/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'profile');
    await expect(page.getByText('Managed Payroll', { exact: true })).toBeVisible();
    await expect(page.getByText('Monthly payroll for multiple countries with a dedicated specialist.')).toBeVisible();
    await expect(page.getByText('Payroll Compliance', { exact: true })).toBeVisible();
    await expect(page.getByTestId('directory-review')).toContainText('HR Business Partner · Large enterprise');
    await expect(page.getByTestId('directory-review')).not.toContainText('Priya');
    await expect(page.getByRole('link', { name: 'Sign up to contact' })).toHaveAttribute('href', '/register');

    const blocks = await jsonLd(page);
    expect(types(blocks)).toEqual(expect.arrayContaining(['Organization', 'ProfessionalService', 'BreadcrumbList']));
    const org = blocks.find((b) => types([b]).includes('ProfessionalService'))!;
    expect(org.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 5,
      reviewCount: 1,
      bestRating: 5,
      worstRating: 1,
    });
    expect(org.review).toEqual([
      expect.objectContaining({ '@type': 'Review', reviewRating: expect.objectContaining({ ratingValue: 5 }) }),
    ]);

    // The category link and the breadcrumb lead where they say.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Payroll Services' }).click();
    await expect(page).toHaveURL(/\/providers\/category\/payroll-services$/);
    const missing = await page.goto('/providers/no-such-provider');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Provider Not Found' })).toBeVisible();
  });
});

test.describe('with JavaScript', () => {
  test('filters and pages update the address and the list in place; Back returns; no hydration errors', async ({
    page,
  }) => {
    test.slow();
    const tag = `p${Date.now().toString(36)}`;
    await makeProviders(tag, 22);
    const errors = collectErrors(page);
    await page.goto(`/providers?q=${tag}`);
    // Hydrated: the site entry's React owns the root.
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer$')),
    );
    await expect(page.getByTestId('provider-card')).toHaveCount(20);
    // A marker on the window survives in-place updates, not page loads.
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));

    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(new RegExp(`/providers\\?q=${tag}&page=2$`));
    await expect(page.getByTestId('provider-card')).toHaveCount(2);
    await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('Page 2');

    await page.getByLabel('Sort by').selectOption('newest');
    await expect(page).toHaveURL(new RegExp(`/providers\\?q=${tag}&sort=newest$`));
    await expect(page.getByTestId('provider-card').first()).toContainText(`Zeta ${tag} 21`);

    await page.getByLabel('Category', { exact: true }).selectOption('corporate-catering');
    await expect(page).toHaveURL(new RegExp(`category=corporate-catering`));
    await expect(page.getByText('No Providers Found')).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/providers\\?q=${tag}&sort=newest$`));
    await expect(page.getByTestId('provider-card').first()).toContainText(`Zeta ${tag} 21`);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page');

    // On a category page another category is that category's page.
    await page.goto('/providers/category/payroll-services');
    // A choice made before the page has hydrated is the browser's alone (no script has its change
    // event yet; without JavaScript the form's Apply button sends it): choose until the page follows.
    await expect(async () => {
      await page.getByLabel('Category', { exact: true }).selectOption('legal-consulting');
      await expect(page).toHaveURL(/\/providers\/category\/legal-consulting$/, { timeout: 2_000 });
    }).toPass();
    await expect(page.getByRole('heading', { level: 1, name: 'Legal Consulting Providers' })).toBeVisible();
    await expect(page.getByTestId('provider-card').filter({ hasText: 'Brooks & Vale Legal' })).toBeVisible();
    await expect(page).toHaveTitle('Legal Consulting Providers | HR Connect');
    expect(errors).toEqual([]);
  });

  test('a member connects from a provider page; a provider who leaves the directory in Settings is gone', async ({
    browser,
    page,
  }) => {
    test.slow();
    const provider = newMember('Service Provider', { company: `Leaving Co ${Date.now().toString(36)}` });
    const providerPage = await memberPage(browser, provider);
    const errors = collectErrors(providerPage);
    await providerPage.goto('/profile?tab=settings');
    await expect(providerPage.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true', {
      timeout: 30_000,
    });
    expect(errors).toEqual([]);
    const card = providerPage.getByTestId('directory-settings');
    const listed = card.getByRole('checkbox', { name: 'Show my profile in the public directory' });
    await expect(listed).toBeChecked();
    const link = card.getByRole('link', { name: /Your public page/ });
    const path = (await link.getAttribute('href'))!;
    expect(path).toMatch(/^\/providers\/leaving-co-[a-z0-9]+$/);
    await card.getByLabel('Location').fill('Lisbon, Portugal');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(toastWith(providerPage, 'Settings saved')).toBeVisible();

    // A visitor sees the page; a member connects from it.
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: provider.company })).toBeVisible();
    await expect(page.getByText('Lisbon, Portugal')).toBeVisible();
    const hr = await memberPage(browser, newMember());
    await hr.goto(path);
    await hr.getByRole('button', { name: `Connect ${provider.company}` }).click();
    await expect(hr.getByRole('button', { name: `Request Sent ${provider.company}` })).toBeVisible();
    await expect(hr.getByRole('link', { name: 'View full profile' })).toHaveAttribute('href', /^\/profile\//);

    // The provider leaves: the page is 'Provider Not Found', and the list no longer has it.
    await listed.uncheck();
    await expect(toastWith(providerPage, 'Left the directory')).toBeVisible();
    await expect(card.getByRole('link', { name: /Your public page/ })).toHaveCount(0);
    const gone = await page.goto(path);
    expect(gone?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Provider Not Found' })).toBeVisible();
    await page.goto(`/providers?q=${encodeURIComponent(provider.company)}`);
    await expect(page.getByTestId('provider-card').filter({ hasText: provider.company })).toHaveCount(0);
    const sitemap = await page.request.get('/sitemap.xml');
    expect(await sitemap.text()).not.toContain(path);
  });

  test('the directory reads through the anon key only: no supabase-js, no app entry for a visitor', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/providers/clearpay-solutions');
    await page.waitForLoadState('networkidle');
    expect(scripts.some((s) => /\/(supabase|entry-app)-/.test(s))).toBe(false);
    // Anonymous reads are all the page needs: the RPCs answer the anon key.
    const anon = createClient(API_URL, ANON_KEY, options);
    const { data } = await anon.rpc('directory_provider', { p_slug: 'clearpay-solutions' });
    expect(data).toEqual([expect.objectContaining({ company: 'ClearPay Solutions' })]);
  });
});
