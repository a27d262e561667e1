import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO_HR, expect, signInViaUi, test } from './support/fixtures.ts';

// The public pages are written to HTML at build time (scripts/prerender.ts): readable and styled
// before any script runs, then hydrated without mismatches. /jobs/{id} is a shell (no job in it).
const PAGES = [
  { path: '/', heading: 'Connect. Network. Grow.' },
  { path: '/pricing', heading: 'Plans for Service Providers' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/terms-of-use', heading: 'Terms of Use' },
  { path: '/news', heading: 'Industry News' },
  { path: '/jobs', heading: 'Job Opportunities' },
  { path: '/login', heading: 'Welcome Back' },
  { path: '/register', heading: 'Join HR Connect' },
  // A referral sign-up is the same page (the code is read from the address, not shown).
  { path: '/register/ABCD1234', heading: 'Join HR Connect' },
];
const SOME_JOB = '/jobs/00000000-0000-4000-8000-000000000000';

/** React's hydrateRoot marks the container it owns; the landing page's entry and the app's both do. */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });
}

/** Console errors and uncaught errors (React reports hydration mismatches as both). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('prerendered public pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of PAGES) {
    test(`${path} is readable and styled`, async ({ page }) => {
      await page.goto(path);
      const h1 = page.getByRole('heading', { level: 1, name: heading });
      await expect(h1).toBeVisible();
      // Tailwind's stylesheet applied: headings are bold (the browser default h1 is 32px bold too,
      // so look at the footer's links, which Tailwind makes small and not underlined).
      const legal = page.getByRole('link', { name: 'Privacy Policy' }).last();
      await expect(legal).toHaveCSS('text-decoration-line', 'none');
    });
  }

  test('/jobs/{id} is the job shell: the site around a loading job, never another page', async ({ page }) => {
    await page.goto(SOME_JOB);
    await expect(page.getByRole('status')).toHaveText('Loading job details...');
    await expect(page.getByRole('link', { name: 'Terms of Use' })).toBeVisible();
  });

  test('other addresses get the app shell with nothing prerendered', async ({ page }) => {
    for (const path of ['/dashboard', '/register/ABCD1234/more', '/no-such-page']) {
      await page.goto(path);
      await expect(page.locator('#root')).toBeEmpty();
    }
  });
});

test.describe('prerendered public pages hydrate', () => {
  for (const { path, heading } of PAGES) {
    test(`${path} hydrates without errors`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });
  }

  test('a job loads into the shell from the API', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/jobs');
    await waitForHydration(page);
    const first = page.getByRole('link', { name: /view details/i }).first();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/jobs\/[0-9a-f-]{36}$/);
    await page.goto(href!);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Job Not Found');
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test("a visitor's job pages hydrate without supabase-js, the app's job screens or the apply form", async ({
    page,
  }) => {
    // The build's own record of which file holds which source (the e2e run builds it just before).
    const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
    const appOnly = [
      'src/lib/supabase.ts',
      'src/app/entry-app.tsx',
      'src/app/routes/jobs/JobsPage.tsx',
      'src/app/routes/jobs/JobDetailPage.tsx',
    ].map((source) => `/${manifest[source]!.file}`);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const errors = collectErrors(page);
    await page.goto('/jobs');
    await waitForHydration(page);
    // Links are plain page loads of the prerendered job shell, hydrated by the same entry.
    await page
      .getByRole('link', { name: /view details/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Apply Now' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requested.filter((path) => appOnly.includes(path))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the landing page is interactive after hydration and its links navigate', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Join the Network' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Join HR Connect' })).toBeVisible();
  });

  test('sign-up from the pricing page opens the Service Provider tab without a hydration mismatch', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto('/register?type=provider');
    await waitForHydration(page);
    await expect(page.getByRole('tab', { name: 'Service Provider' })).toHaveAttribute('aria-selected', 'true');
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('pricing reacts to clicks once hydrated', async ({ page }) => {
    await page.goto('/pricing');
    await waitForHydration(page);
    await page.getByRole('radio', { name: /Yearly/ }).click();
    await expect(page.getByRole('radio', { name: /Yearly/ })).toHaveAttribute('aria-checked', 'true');
  });

  test('a signed-in member opening a prerendered page gets the app, without hydration errors', async ({ page }) => {
    await signInViaUi(page, DEMO_HR.email, DEMO_HR.password);
    const errors = collectErrors(page);
    for (const path of ['/', '/pricing', '/jobs']) {
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
    }
    expect(errors).toEqual([]);
  });
});
