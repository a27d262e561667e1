// How specs reach the app, the API and the inbox (ports the OS hands out, one environment per
// worker): e2e/support/README.md.
import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { createClient, type Session } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { keysFromEnv } from '../../stack/src/keys.ts';
import { workerEnvironment, type E2eEnvironment } from './environment.ts';

// Shared by every e2e spec. The stack is the real one, this worker's own (e2e/support/README.md);
// nothing here mocks Supabase.
const environment = workerEnvironment();
/** The worker's app (also Playwright's baseURL: `page.goto('/jobs')`). */
export const APP_URL = environment.appUrl;
/** The worker's stack: supabase-js `createClient(API_URL, ANON_KEY)`, or fetch(`${API_URL}/rest/v1/…`). */
export const API_URL = environment.apiUrl;
export const ANON_KEY = keysFromEnv().anonKey;
/** Bypasses RLS: for arranging data a journey needs, never for what the journey checks. */
export const SERVICE_ROLE_KEY = keysFromEnv().serviceRoleKey;
export const DEMO_PASSWORD = 'Password123!';
export const DEMO_HR = { email: 'olivia.hart@example.com', password: DEMO_PASSWORD, name: 'Olivia Hart' };
export const DEMO_PROVIDER = { email: 'sofia.reyes@example.com', password: DEMO_PASSWORD };

export type UserType = 'HR Professional' | 'Service Provider';

export interface NewMember {
  email: string;
  password: string;
  fullName: string;
  company: string;
  userType: UserType;
  position?: string;
  serviceType?: string;
}

let counter = 0;
/** A unique member per call (tests run in parallel and against a shared stack). */
export function newMember(userType: UserType = 'HR Professional', overrides: Partial<NewMember> = {}): NewMember {
  counter += 1;
  const tag = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return {
    email: `e2e-${tag}@example.com`,
    password: 'e2e-Password-1',
    fullName: `Test ${userType === 'HR Professional' ? 'Harper' : 'Parker'} ${tag}`,
    company: 'E2E Testing Co',
    userType,
    ...(userType === 'HR Professional' ? { position: 'People Partner' } : { serviceType: 'Payroll Services' }),
    ...overrides,
  };
}

/** Signs a member up through the real sign-up screen; ends on /login with the welcome toast. */
export async function signUpViaUi(page: Page, member: NewMember, path = '/register') {
  await page.goto(path);
  const isHr = member.userType === 'HR Professional';
  if (!isHr) await page.getByRole('tab', { name: 'Service Provider' }).click();
  const form = page.getByRole('tabpanel');
  // The page is prerendered: what is typed before it has hydrated (the button is enabled then) is reset.
  await expect(form.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  await form.getByLabel('Full Name').fill(member.fullName);
  await form.getByLabel('Email').fill(member.email);
  await form.getByLabel('Password').fill(member.password);
  await form.getByLabel('Company').fill(member.company);
  if (isHr) await form.getByLabel('Position').fill(member.position ?? 'People Partner');
  else await form.getByLabel('Service Type').fill(member.serviceType ?? 'Payroll Services');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Welcome to HR Connect', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
}

/** Signs in through the real sign-in screen and waits for the dashboard. */
export async function signInViaUi(page: Page, email: string, password: string) {
  if (!page.url().endsWith('/login')) await page.goto('/login');
  // The page is prerendered: what is typed before it has hydrated (the button is enabled then) is reset.
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

// Where the app's supabase-js keeps its session: sb-<first label of the API host>-auth-token.
const SESSION_KEY = `sb-${new URL(API_URL).hostname.split('.')[0]}-auth-token`;

/**
 * Signs the member up and in through Auth's API (supabase-js, with the metadata the sign-up screen
 * sends) and returns the session the app would have stored. Journeys that are not about signing up
 * start here: the screens themselves are walked by auth.spec.ts, and three page loads per member were
 * much of a run's time on CI's 2 cores.
 */
async function sessionFor(m: NewMember): Promise<Session> {
  const auth = createClient(API_URL, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no global WebSocket, and supabase-js makes its realtime client up front.
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  }).auth;
  const isHr = m.userType === 'HR Professional';
  const signedUp = await auth.signUp({
    email: m.email,
    password: m.password,
    options: {
      data: {
        full_name: m.fullName,
        user_type: m.userType,
        company: m.company,
        description: '',
        ...(isHr
          ? { position: m.position ?? 'People Partner' }
          : { service_type: m.serviceType ?? 'Payroll Services' }),
      },
    },
  });
  if (signedUp.error) throw signedUp.error;
  const signedIn = await auth.signInWithPassword({ email: m.email, password: m.password });
  if (signedIn.error) throw signedIn.error;
  return signedIn.data.session;
}

/** Waits for the signed-in dashboard (its greeting: the account menu is not shown on a phone). */
async function onDashboard(page: Page) {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /^Good (morning|afternoon|evening)/ })).toBeVisible();
}

/**
 * A new member, signed in, on /dashboard in a browser context of their own. With a registerPath (a
 * referral link, say) the member signs up through that screen and signs in through /login instead.
 */
export async function memberPage(browser: Browser, m: NewMember, registerPath?: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  if (!registerPath) {
    await signUpAndSignIn(page, m);
    return page;
  }
  await signUpViaUi(page, m, registerPath);
  // The sign-in screen is lazy-loaded: wait for it so typing is not lost to its first render.
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await signInViaUi(page, m.email, m.password);
  return page;
}

/** A fresh member signed in on /dashboard in this page (signed up through the API: see sessionFor). */
export async function signUpAndSignIn(page: Page, member: NewMember = newMember()) {
  const session = await sessionFor(member);
  // Storage belongs to an origin: a file of the app's (no script runs) opens it.
  await page.goto('/robots.txt');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_KEY, JSON.stringify(session)]);
  await onDashboard(page);
  return member;
}

/** The visible toast with this title (Radix renders toasts in a list with role status). */
export function toastWith(page: Page, title: string | RegExp) {
  return page.getByRole('status').filter({ hasText: title }).first();
}

/**
 * axe scan of the current page: no serious or critical violation (WCAG 2.1 A/AA rules). With a dialog
 * open (`{ dialog: true }`) Radix's known aria-hidden-focus is left out: the page behind the dialog is
 * aria-hidden while its controls keep their tabindex, but focus is trapped in the dialog.
 */
export async function expectAccessible(page: Page, { dialog = false }: { dialog?: boolean } = {}) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await (dialog ? builder.disableRules(['aria-hidden-focus']) : builder).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    'serious or critical accessibility violations',
  ).toEqual([]);
}

/** Playwright's test with the worker's environment as a fixture (`async ({ page, environment }) => …`). */
/* eslint-disable no-empty-pattern -- Playwright reads a fixture's dependencies from its destructuring */
/**
 * Closes, when a test ends, every browser context it opened with browser.newContext() (memberPage and
 * most journeys do). Playwright closes only its own `context`: the others stayed open for the rest of
 * the worker's run, each a signed-in app still listening to Realtime — 16 live pages at one failure.
 */
const closingContexts = base.extend<{ closeOpenedContexts: void }>({
  closeOpenedContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      const opened = browser.contexts().filter((c) => !before.has(c));
      await Promise.all(opened.map((c) => c.close().catch(() => undefined)));
    },
    { auto: true },
  ],
});

export const test = closingContexts.extend<object, { environment: E2eEnvironment }>({
  environment: [async ({}, use) => use(environment), { scope: 'worker' }],
  baseURL: async ({}, use) => use(environment.appUrl),
});
/**
 * For a spec that needs a platform nobody else has used (admin.spec.ts: no administrator yet): an
 * environment of its own, started in the spec's worker (a worker of its own: its fixtures differ)
 * when the spec starts, stopped with that worker. Reach its stack through the `environment` fixture
 * (e.g. in `test.beforeAll(({ environment }) => …)`), not API_URL.
 */
export const freshPlatformTest = closingContexts.extend<object, { environment: E2eEnvironment }>({
  environment: [
    async ({}, use) => {
      const { startEnvironment } = await import('./start-environment.ts');
      const own = await startEnvironment();
      try {
        await use(own.info);
      } finally {
        await own.stop();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ environment }, use) => use(environment.appUrl),
});
/* eslint-enable no-empty-pattern */
export { expect };
export type { E2eEnvironment };
