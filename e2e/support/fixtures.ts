import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';

// Shared by every e2e spec. The stack is the real one (playwright.config.ts starts it); nothing here
// mocks Supabase.
export const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 54321}`;
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
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

/** A member signed up and signed in through the screens, in a browser context of their own. */
export async function memberPage(browser: Browser, m: NewMember, registerPath = '/register'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signUpViaUi(page, m, registerPath);
  // The sign-in screen is lazy-loaded: wait for it so typing is not lost to its first render.
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await signInViaUi(page, m.email, m.password);
  return page;
}

/** Sign-up then sign-in: a fresh member on /dashboard. */
export async function signUpAndSignIn(page: Page, member: NewMember = newMember()) {
  await signUpViaUi(page, member);
  await signInViaUi(page, member.email, member.password);
  return member;
}

/** The visible toast with this title (Radix renders toasts in a list with role status). */
export function toastWith(page: Page, title: string | RegExp) {
  return page.getByRole('status').filter({ hasText: title }).first();
}

/** axe scan of the current page: no serious or critical violation (WCAG 2.1 A/AA rules). */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    'serious or critical accessibility violations',
  ).toEqual([]);
}

export const test = base;
export { expect };
