// Every screen fits a 375 px phone (issue 24): no route may make the document wider than the viewport.
// A fresh member with long unbroken words in every field they write (name, company, skill, job, message)
// walks the member screens, a visitor the public ones, an administrator the admin ones.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Page } from '@playwright/test';
import ws from 'ws';
import { keysFromEnv } from '../stack/src/keys.ts';
import { ANON_KEY, API_URL, DEMO_HR, expect, signInViaUi, test } from './support/fixtures.ts';
import { resolveRoute, ROUTES, routerPaths, type RouteAudience } from './support/routes.ts';

// A walk visits dozens of screens, each until the network is idle: a bound for hangs, not a speed
// check (a loaded 2-core machine took over 3 minutes for the member's walk).
const WALK_TIMEOUT = 10 * 60_000;

const PHONE = { width: 375, height: 800 };
const PASSWORD = 'e2e-Password-1';
// Long words with no place to break: what a real member may type, and what used to widen screens.
const long = (stem: string, length = 60) => stem.repeat(Math.ceil(length / stem.length)).slice(0, length);

const service = createClient(API_URL, keysFromEnv().serviceRoleKey, {
  auth: { persistSession: false, autoRefreshToken: false },
  realtime: { transport: ws as unknown as typeof WebSocket },
});

function must<T>(res: { data: T; error: unknown }): NonNullable<T> {
  if (res.error) throw res.error;
  if (res.data == null) throw new Error('no data');
  return res.data as NonNullable<T>;
}

async function createAccount(email: string, metadata: Record<string, string>): Promise<string> {
  const created = await service.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: metadata,
  });
  if (created.error) throw created.error;
  return created.data.user.id;
}

async function signedInClient(email: string, password = PASSWORD): Promise<SupabaseClient> {
  const client = createClient(API_URL, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

const tag = `${Date.now().toString(36)}${process.pid.toString(36)}`;
const member = { email: `e2e-phone-${tag}@example.com`, id: '' };
const admin = { email: `e2e-phone-admin-${tag}@example.com` };
const params: Record<string, string> = {
  referralCode: 'olivia2025',
  providerSlug: 'clearpay-solutions',
  categorySlug: 'payroll-services',
};

test.beforeAll(async () => {
  member.id = await createAccount(member.email, {
    full_name: `Phone ${long('Longname', 40)}`,
    user_type: 'HR Professional',
    company: long('Megacorporation'),
    position: long('Superintendent'),
  });
  const olivia = must(await service.from('profiles').select('id').eq('email', DEMO_HR.email).single());
  must(
    await service
      .from('skills')
      .insert({ profile_id: member.id, skill_name: long('Compensation') })
      .select(),
  );
  must(
    await service
      .from('connections')
      .insert({ requester_id: member.id, addressee_id: olivia.id, status: 'accepted' })
      .select(),
  );
  const job = must(
    await service
      .from('jobs')
      .insert({
        title: long('Internationalisation'),
        company_name: long('Megacorporation'),
        location: long('Llanfairpwllgwyngyll'),
        experience_required: long('Experienced', 40),
        compensation_range: long('1234567890', 40),
        description: long('Responsibilities', 200),
        other_criteria: long('Qualifications', 100),
        posted_by: member.id,
      })
      .select('id')
      .single(),
  );
  const mine = await signedInClient(member.email);
  must(
    await mine
      .from('messages')
      .insert({ recipient_id: olivia.id, body: long('Hello', 300) })
      .select(),
  );
  // An answer: the member's conversation list and notifications show a long preview too.
  const oliviaClient = await signedInClient(DEMO_HR.email, DEMO_HR.password);
  must(
    await oliviaClient
      .from('messages')
      .insert({ recipient_id: member.id, body: long('Thanks', 300) })
      .select(),
  );
  const article = must(await service.from('news_articles').select('id').limit(1).single());
  Object.assign(params, { jobId: job.id, articleId: article.id, userId: olivia.id, memberId: olivia.id });

  // An administrator of its own (admin.spec.ts creates the platform's first one through the screens).
  const adminId = await createAccount(admin.email, { full_name: 'Phone Width Admin' });
  must(
    await service
      .from('profiles')
      .update({ role: 'admin', user_type: null, subscription_plan: null })
      .eq('id', adminId)
      .select(),
  );
});

/** Waits until the screen has its data: no request in flight, no spinner or skeleton left. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.animate-spin, .animate-pulse')).toHaveCount(0);
}

/** The document's width and, when too wide, the widest elements that stick out (for the report). */
async function measure(page: Page) {
  return page.evaluate((limit) => {
    const width = document.documentElement.scrollWidth;
    if (width <= limit) return { width, culprits: [] as string[] };
    // What sticks out of a scroll or clip box (the ticker) does not widen the document: left out.
    const clipped = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible') return true;
      }
      return false;
    };
    const culprits = [...document.querySelectorAll('body *')]
      .map((el) => ({ el, right: Math.round(el.getBoundingClientRect().right) }))
      .filter(({ el, right }) => right > limit && !clipped(el))
      .sort((a, b) => b.right - a.right)
      .slice(0, 5)
      .map(({ el, right }) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 4).join('.')} → ${right}px`);
    return { width, culprits };
  }, PHONE.width);
}

async function walk(page: Page, audiences: RouteAudience[], skip: string[] = []) {
  const wide: string[] = [];
  let visited = 0;
  for (const route of ROUTES.filter((r) => audiences.includes(r.who) && !skip.includes(r.path))) {
    const path = resolveRoute(route.path, params);
    await page.goto(path);
    await settle(page);
    // A member or admin screen that sent the walker to a sign-in screen was not measured at all.
    if (route.who !== 'public') expect(new URL(page.url()).pathname, path).not.toMatch(/\/login$/);
    // Each tab of the screen too (dashboard sections, profile settings, admin users' requests).
    const tabs = page.getByRole('tab');
    const views = ['first view', ...(await tabs.allTextContents())];
    for (const [i, view] of views.entries()) {
      // The own profile's 'Sign Out' tab is an action: it would end the walk's session.
      if (view.trim() === 'Sign Out') continue;
      if (i > 0) {
        await tabs.nth(i - 1).click();
        await settle(page);
      }
      const { width, culprits } = await measure(page);
      visited += 1;
      const where = `${path} (${new URL(page.url()).pathname}, ${view.trim()})`;
      if (width > PHONE.width) wide.push(`${where}: ${width}px; ${culprits.join('; ')}`);
    }
  }
  expect(visited).toBeGreaterThan(0);
  expect(wide, `screens wider than ${PHONE.width}px`).toEqual([]);
}

test.use({ viewport: PHONE });

test('the route list covers every path of the app router', () => {
  const listed = ROUTES.map((r) => r.path);
  const missing = routerPaths().filter((p) => !listed.includes(p));
  expect(routerPaths().length).toBeGreaterThan(30);
  expect(missing).toEqual([]);
});

test('a visitor: every public screen fits 375 px', async ({ page }) => {
  test.setTimeout(WALK_TIMEOUT);
  await walk(page, ['public']);
});

test('a member with long words everywhere: every member and public screen fits 375 px', async ({ page }) => {
  test.setTimeout(WALK_TIMEOUT);
  await signInViaUi(page, member.email, PASSWORD);
  // The administrator's entry screens sign a member out: the visitor's walk covers them.
  await walk(page, ['member', 'provider', 'public'], ['/admin/login', '/admin-setup']);
});

test('an administrator: every admin screen fits 375 px', async ({ page }) => {
  test.setTimeout(WALK_TIMEOUT);
  await page.goto('/admin/login');
  await page.getByLabel('Email', { exact: true }).fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/admin/dashboard');
  await walk(page, ['admin']);
});
