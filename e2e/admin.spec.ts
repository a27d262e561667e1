// The administrator journey on a fresh platform (a stack of this spec's own, seeded, with no admin:
// freshPlatformTest). Its steps depend on one another, so it runs serially: setup → guard → a member
// is refused → the admin signs in → figures → users search.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { formatMemberGrowth } from '../src/features/admin/lib/growth.ts';
import { expect, freshPlatformTest as test, SERVICE_ROLE_KEY } from './support/fixtures.ts';

test.describe.configure({ mode: 'serial' });

const MEMBER = { email: 'olivia.hart@example.com', password: 'Password123!' };

// Node 20 has no global WebSocket, and the test never uses realtime.
class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used in this spec');
  }
}

let service: SupabaseClient;
test.beforeAll(({ environment }) => {
  service = createClient(environment.apiUrl, SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NoWebSocket as unknown as typeof WebSocket },
  });
});

let admin = { email: '', password: '' };
const BROADCAST_TITLE = `Provider update ${Date.now()}`;

async function signInAtAdminLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Serious and critical accessibility violations of the current screen (none expected). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function storedSessions(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(window.localStorage).filter((k) => k.includes('auth-token')));
}

function counted(res: { count: number | null; error: unknown }): number {
  if (res.error) throw res.error;
  return res.count ?? 0;
}

async function readFigures(page: Page) {
  const value = (name: string) => page.getByRole('region', { name }).getByTestId('stat-value').innerText();
  return {
    members: await value('Total Members'),
    services: await value('Services Listed'),
    accepted: await value('Connections'),
    activeToday: await value('Active Today'),
  };
}

/** The dashboard's figures, computed from the data itself with the service role. */
async function expectedFigures() {
  const now = new Date();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
  const head = { count: 'exact', head: true } as const;
  const members = counted(await service.from('profiles').select('id', head).eq('role', 'member'));
  const services = counted(await service.from('user_services').select('id', head));
  const accepted = counted(await service.from('connections').select('id', head).eq('status', 'accepted'));
  const before = counted(
    await service.from('profiles').select('id', head).eq('role', 'member').lt('created_at', monthStart),
  );

  const { data: memberRows, error } = await service.from('profiles').select('id').eq('role', 'member');
  if (error) throw error;
  const memberIds = new Set(memberRows.map((r: { id: string }) => r.id));
  const { data: users, error: usersError } = await service.auth.admin.listUsers({ perPage: 1000 });
  if (usersError) throw usersError;
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const activeToday = users.users.filter(
    (u) => memberIds.has(u.id) && u.last_sign_in_at && new Date(u.last_sign_in_at) >= dayStart,
  ).length;

  const pct = before === 0 ? null : Math.round(((members - before) * 1000) / before) / 10;
  return { members, services, accepted, activeToday, growth: formatMemberGrowth(pct, members - before) };
}

test('a fresh platform: /admin-setup creates the first administrator and shows its credentials once', async ({
  page,
}) => {
  const { data: before } = await service.from('profiles').select('id').eq('role', 'admin');
  expect(before, 'the e2e stack must start fresh, with no administrator').toEqual([]);

  await page.goto('/admin-setup');
  const credentials = page.getByRole('region', { name: 'Administrator Created' });
  await expect(credentials).toBeVisible({ timeout: 20_000 });
  admin = {
    email: await credentials.getByRole('textbox', { name: 'Email', exact: true }).inputValue(),
    password: await credentials.getByRole('textbox', { name: 'Password', exact: true }).inputValue(),
  };
  expect(admin.email).toMatch(/@/);
  expect(admin.password.length).toBeGreaterThanOrEqual(12);
  await expect(credentials.getByRole('button', { name: 'Copy email' })).toBeVisible();
  await expect(credentials.getByRole('button', { name: 'Copy password' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const { data: after } = await service.from('profiles').select('email').eq('role', 'admin');
  expect(after).toEqual([{ email: admin.email }]);
});

test('a second visit to /admin-setup says an administrator exists and moves to /admin/login', async ({ page }) => {
  await page.goto('/admin-setup');
  await expect(page.getByText('Admin Already Exists').first()).toBeVisible();
  await page.waitForURL('**/admin/login', { timeout: 10_000 });
  const { data } = await service.from('profiles').select('id').eq('role', 'admin');
  expect(data).toHaveLength(1);
});

test('/admin/* without an administrator session goes to /admin/login', async ({ page }) => {
  for (const path of ['/admin', '/admin/dashboard', '/admin/users', '/admin/broadcast']) {
    await page.goto(path);
    await page.waitForURL('**/admin/login');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  }
  expect(await seriousViolations(page)).toEqual([]);
});

test('a member signing in at /admin/login is denied and signed out', async ({ page }) => {
  await page.goto('/admin/login');
  await signInAtAdminLogin(page, MEMBER.email, MEMBER.password);
  await expect(page.getByText('Access Denied', { exact: true })).toBeVisible();
  await expect(page.getByText('You do not have administrative privileges.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect.poll(() => storedSessions(page)).toEqual([]);
  await page.goto('/admin/dashboard');
  await page.waitForURL('**/admin/login');
});

test('the administrator signs in, sees the real figures and finds a member', async ({ page }) => {
  expect(admin.email, 'the setup test must run first').not.toBe('');
  await page.goto('/admin/login');
  await signInAtAdminLogin(page, admin.email, admin.password);
  await page.waitForURL('**/admin/dashboard');

  // Other spec files may sign members up or in meanwhile, so the screen and the data are compared
  // as one snapshot: reload, compute, compare, until both agree.
  let expected = await expectedFigures();
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('region', { name: 'Active Today' })).toBeVisible();
    expected = await expectedFigures();
    expect(await readFigures(page)).toEqual({
      members: expected.members.toLocaleString('en-US'),
      services: expected.services.toLocaleString('en-US'),
      accepted: expected.accepted.toLocaleString('en-US'),
      activeToday: expected.activeToday.toLocaleString('en-US'),
    });
    await expect(page.getByRole('region', { name: 'Total Members' })).toContainText(expected.growth, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  // The member refused above signed in today, so the figure is not a trivial zero.
  expect(expected.activeToday).toBeGreaterThanOrEqual(1);
  expect(expected.members).toBeGreaterThan(0);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Users' }).click();
  await page.waitForURL('**/admin/users');
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).not.toHaveCount(0);
  const term = 'Northwind';
  const { count: matches } = await service
    .from('profiles')
    .select('id', { count: 'exact', head: true })
    .or(`full_name.ilike.%${term}%,email.ilike.%${term}%,company.ilike.%${term}%`);
  await page.getByLabel('Search users').fill(term);
  await expect(table.getByText(MEMBER.email)).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount((matches ?? 0) + 1); // + the header row
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Search users').fill('no-such-member-xyz');
  await expect(page.getByText('No users found matching "no-such-member-xyz".')).toBeVisible();

  // A broadcast to Service Providers: previewed, confirmed, sent, in the history (who it reached is
  // the next test's).
  await page.getByRole('link', { name: 'Broadcast' }).click();
  await page.getByLabel('Title').fill(BROADCAST_TITLE);
  await page.getByLabel('Message').fill('New listing rules apply from Monday.');
  await page.getByLabel('Audience').selectOption('provider');
  const providers = counted(
    await service
      .from('profiles')
      .select('id', { count: 'exact', head: true })
      .eq('user_type', 'Service Provider')
      .eq('role', 'member'),
  );
  await expect(page.getByText(`Reaches ${providers.toLocaleString('en-US')} members`)).toBeVisible();
  await page.getByRole('button', { name: 'Send Broadcast' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Send Broadcast' }).click();
  await expect(page.getByText('Broadcast sent', { exact: true })).toBeVisible();
  await expect(page.getByTestId('broadcast-row').filter({ hasText: BROADCAST_TITLE })).toContainText(
    providers.toLocaleString('en-US'),
  );

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/admin/login');
  await expect.poll(() => storedSessions(page)).toEqual([]);
});

test('the broadcast to Service Providers reaches a provider (bell and banner) and not an HR member', async ({
  browser,
}) => {
  test.slow();
  const signIn = async (email: string) => {
    const page = await (await browser.newContext()).newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Password123!');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/dashboard');
    return page;
  };
  const provider = await signIn('sofia.reyes@example.com');
  const banner = provider.getByRole('region', { name: 'Announcement' });
  await expect(banner).toContainText(BROADCAST_TITLE);
  await provider.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await expect(provider.getByTestId('notification-item').filter({ hasText: BROADCAST_TITLE })).toBeVisible();
  await provider.keyboard.press('Escape');
  await banner.getByRole('button', { name: 'Dismiss announcement' }).click();
  await expect(banner).toHaveCount(0);
  await provider.reload();
  await expect(provider.getByRole('heading', { name: /Good (morning|afternoon|evening)/ })).toBeVisible();
  await expect(provider.getByRole('region', { name: 'Announcement' })).toHaveCount(0);

  const hr = await signIn(MEMBER.email);
  await expect(hr.getByRole('heading', { name: /Good (morning|afternoon|evening)/ })).toBeVisible();
  await expect(hr.getByRole('region', { name: 'Announcement' })).toHaveCount(0);
  await hr.getByRole('button', { name: /^Notifications/ }).click();
  await expect(hr.getByRole('menu')).toBeVisible();
  await expect(hr.getByTestId('notification-item').filter({ hasText: BROADCAST_TITLE })).toHaveCount(0);
});

test('an HR member connected to a provider reviews them; the provider answers; an admin hides a reported review', async ({
  browser,
}) => {
  test.slow();
  const SOFIA = 'b2000000-0000-4000-8000-000000000001';
  const stamp = Date.now();
  // A second reviewer with a 1-star review, made through the API as that member would.
  const critic = { email: `critic.${stamp}@example.com`, name: `Critic ${stamp}` };
  const made = await service.auth.admin.createUser({
    email: critic.email,
    password: 'Password123!',
    email_confirm: true,
    user_metadata: { full_name: critic.name, user_type: 'HR Professional', company: 'Critic Co', position: 'HR Lead' },
  });
  if (made.error) throw made.error;
  const criticId = made.data.user!.id;
  const conn = await service
    .from('connections')
    .insert({ requester_id: criticId, addressee_id: SOFIA, status: 'accepted' })
    .select('id');
  if (conn.error) throw conn.error;

  const signIn = async (email: string, path = '/login') => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(path);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(email === admin.email ? admin.password : 'Password123!');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    return page;
  };
  const sofiaCard = (page: Page) =>
    page.getByTestId('service-card').filter({ hasText: 'Sofia Reyes' }).first().getByTestId('rating-summary');

  // The critic writes 1 star.
  const criticPage = await signIn(critic.email);
  await criticPage.waitForURL('**/dashboard');
  await criticPage.goto(`/profile/${SOFIA}?tab=reviews`);
  await criticPage.getByRole('button', { name: 'Write a Review' }).click();
  let dialog = criticPage.getByRole('dialog');
  // The star the user sees is the radio's label: clicking it (which waits for the dialog to stop
  // animating) is what a person does; a forced click on the visually hidden radio can miss mid-animation.
  const oneStar = dialog.getByRole('radio', { name: '1 star' });
  // (`has` is matched inside each label, so it is written from the page, not from the dialog.)
  await dialog.locator('label', { has: criticPage.getByRole('radio', { name: '1 star' }) }).click();
  await expect(oneStar).toBeChecked();
  await dialog.getByLabel('Title').fill('Slow to answer');
  await dialog.getByLabel('Your review').fill('They took three weeks to send a shortlist.');
  await dialog.getByRole('button', { name: 'Publish Review' }).click();
  await expect(criticPage.getByText('Review published', { exact: true })).toBeVisible();

  // Olivia writes 5 stars from the keyboard; the card shows the new average.
  const hr = await signIn(MEMBER.email);
  await hr.waitForURL('**/dashboard');
  await hr.goto(`/profile/${SOFIA}?tab=reviews`);
  await hr.getByRole('button', { name: 'Write a Review' }).click();
  dialog = hr.getByRole('dialog');
  await dialog.getByRole('radio', { name: '1 star' }).focus();
  await hr.keyboard.press('Space');
  for (let i = 0; i < 4; i++) await hr.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await dialog.getByLabel('Title').fill('Found our payroll lead');
  await dialog.getByLabel('Your review').fill('Sofia understood the role at once and found our lead in ten days.');
  await dialog.getByRole('button', { name: 'Publish Review' }).click();
  await expect(hr.getByText('Review published', { exact: true })).toBeVisible();
  // The profile's header and its Reviews tab both show the new average (issue 32 #6).
  await expect(hr.getByRole('tabpanel', { name: 'Reviews' }).getByTestId('rating-summary')).toHaveAccessibleName(
    'Rated 3.0 out of 5 from 2 reviews',
  );
  await expect(hr.getByRole('img', { name: 'Rated 3.0 out of 5 from 2 reviews' })).toHaveCount(2);
  await hr.goto('/services');
  await hr.getByRole('searchbox', { name: 'Search' }).fill('Executive Search');
  await expect(sofiaCard(hr)).toHaveAccessibleName('Rated 3.0 out of 5 from 2 reviews');

  // The provider answers, publicly.
  const provider = await signIn('sofia.reyes@example.com');
  await provider.waitForURL('**/dashboard');
  await provider.goto('/profile?tab=reviews');
  const mine = provider.getByTestId('review-item').filter({ hasText: 'Found our payroll lead' });
  await mine.getByRole('button', { name: 'Answer' }).click();
  await mine.getByLabel('Your public answer').fill('Thank you, Olivia!');
  await mine.getByRole('button', { name: 'Publish Answer' }).click();
  await expect(provider.getByText('Answer published', { exact: true })).toBeVisible();
  await hr.goto(`/profile/${SOFIA}?tab=reviews`);
  await expect(hr.getByText('Thank you, Olivia!')).toBeVisible();

  // Olivia reports the critic's review; the administrator hides it; the average changes back.
  const critical = hr.getByTestId('review-item').filter({ hasText: 'Slow to answer' });
  await critical.getByRole('button', { name: 'Report: Slow to answer' }).click();
  await hr.getByRole('dialog').getByLabel('Reason').selectOption('inappropriate');
  await hr.getByRole('dialog').getByRole('button', { name: 'Send Report' }).click();
  await expect(hr.getByText('Report sent', { exact: true })).toBeVisible();

  const adminPage = await signIn(admin.email, '/admin/login');
  await adminPage.waitForURL('**/admin/dashboard');
  await adminPage.getByRole('link', { name: 'Reviews' }).click();
  const reported = adminPage.getByTestId('reported-review').filter({ hasText: 'Slow to answer' });
  await reported.getByRole('button', { name: 'Hide' }).click();
  await expect(adminPage.getByText('Review hidden', { exact: true })).toBeVisible();

  await hr.goto('/services');
  await hr.getByRole('searchbox', { name: 'Search' }).fill('Executive Search');
  await expect(sofiaCard(hr)).toHaveAccessibleName('Rated 5.0 out of 5 from 1 review');
});

test('the administrator is not a member: member routes lead to the admin dashboard, members never see it', async ({
  page,
  browser,
}) => {
  expect(admin.email, 'the setup test must run first').not.toBe('');
  await page.goto('/admin/login');
  await signInAtAdminLogin(page, admin.email, admin.password);
  await page.waitForURL('**/admin/dashboard');
  for (const path of ['/dashboard', '/network', '/my-connections', '/profile', '/services', '/my-services']) {
    await page.goto(path);
    await page.waitForURL('**/admin/dashboard');
    await expect(page.getByRole('region', { name: 'Total Members' })).toBeVisible();
  }

  // A member's ticker and Network never show the administrator (full name 'Administrator').
  const context = await browser.newContext();
  const memberPage = await context.newPage();
  await memberPage.goto('/login');
  await memberPage.getByLabel('Email').fill(MEMBER.email);
  await memberPage.getByLabel('Password').fill(MEMBER.password);
  await memberPage.getByRole('button', { name: 'Sign In', exact: true }).click();
  await memberPage.waitForURL('**/dashboard');
  await expect(memberPage.getByText(/New Member: /).first()).toBeVisible();
  await expect(memberPage.getByText(/New Member: Administrator/)).toHaveCount(0);
  await memberPage.goto('/network');
  await memberPage.getByLabel('Search').fill('Administrator');
  await expect(memberPage.getByText('No users found matching your criteria.')).toBeVisible();
  await context.close();
});

// Plans (issue 20): the contact rule end to end. A Basic provider is refused contacting an HR member
// and sees the upgrade dialog; the administrator upgrades them on /admin/users with a reason; the
// same request then goes through and the month's counter moves.
test('a Basic provider is refused a contact, an administrator upgrades them, then it works', async ({ browser }) => {
  // Two browsers, an accessibility scan and a dozen steps: more than the default minute on a busy machine.
  test.slow();
  expect(admin.email, 'the setup test must run first').not.toBe('');
  const stamp = Date.now();
  const make = async (name: string, type: string, extra: Record<string, string>) => {
    const email = `${name.toLowerCase().replace(/\s+/g, '.')}.${stamp}@example.com`;
    const { error } = await service.auth.admin.createUser({
      email,
      password: 'Password123!',
      email_confirm: true,
      user_metadata: { full_name: `${name} ${stamp}`, user_type: type, company: `${name} Co`, ...extra },
    });
    if (error) throw error;
    return { email, name: `${name} ${stamp}` };
  };
  const provider = await make('Basil Plan', 'Service Provider', { service_type: 'Payroll Services' });
  const hr = await make('Hera Plan', 'HR Professional', { position: 'HR Director' });

  const providerContext = await browser.newContext();
  const p = await providerContext.newPage();
  await p.goto('/login');
  await p.getByLabel('Email').fill(provider.email);
  await p.getByLabel('Password').fill('Password123!');
  await p.getByRole('button', { name: 'Sign In', exact: true }).click();
  await p.waitForURL('**/dashboard');

  await p.goto('/network');
  await expect(p.getByTestId('contacts-counter')).toContainText('Not included in your plan');
  await p.getByLabel('Search').fill(hr.name);
  const card = p.getByTestId('member-card').filter({ hasText: hr.name });
  await card.getByRole('button', { name: `Connect ${hr.name}` }).click();
  const dialog = p.getByTestId('upgrade-dialog');
  await expect(dialog).toContainText('Upgrade required');
  await expect(dialog).toContainText('Your Basic plan does not include contacting HR Professionals.');
  await expect(dialog.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  expect(await seriousViolations(p)).toEqual([]);
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(card.getByRole('button', { name: `Connect ${hr.name}` })).toBeEnabled();

  // The administrator grants Professional, with a reason.
  const adminContext = await browser.newContext();
  const a = await adminContext.newPage();
  await a.goto('/admin/login');
  await signInAtAdminLogin(a, admin.email, admin.password);
  await a.waitForURL('**/admin/dashboard');
  await a.goto('/admin/users');
  await a.getByLabel('Search users').fill(provider.email);
  await a.getByRole('button', { name: `Change plan of ${provider.name}` }).click();
  await a.getByLabel('New plan').selectOption('Professional');
  await a.getByLabel('Reason').fill('Invoice paid (e2e)');
  await a.getByRole('button', { name: 'Change plan', exact: true }).click();
  await expect(a.getByText('Plan changed', { exact: true })).toBeVisible();
  await expect(a.getByRole('table').getByRole('row').filter({ hasText: provider.email })).toContainText('Professional');
  await adminContext.close();

  // The same action now works, and the counter moves.
  await p.reload();
  await expect(p.getByTestId('contacts-counter')).toContainText('0 of 50 used this month');
  await p.getByLabel('Search').fill(hr.name);
  await card.getByRole('button', { name: `Connect ${hr.name}` }).click();
  await expect(card.getByRole('button', { name: /Request Sent/ })).toBeVisible();
  await expect(p.getByTestId('contacts-counter')).toContainText('1 of 50 used this month');
  await expect(p.getByTestId('upgrade-dialog')).toHaveCount(0);

  // The Subscription tab shows the plan, the month's usage and the history (without the admin's name).
  await p.goto('/profile');
  await p.getByRole('tab', { name: 'Subscription' }).click();
  await expect(p.getByTestId('subscription-plan')).toHaveText('Professional');
  await expect(p.getByTestId('plan-limits')).toContainText('1 of 50 used this month');
  await expect(p.getByTestId('plan-history')).toContainText('Basic → Professional');
  await expect(p.getByTestId('plan-history')).toContainText('Invoice paid (e2e)');
  await providerContext.close();
});
