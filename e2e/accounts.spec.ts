// Accounts (issue 19) in a real browser against the local stack: every e-mail is read from the
// stack's inbox and its link followed, as a member would.
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Page } from '@playwright/test';
import {
  ANON_KEY,
  API_URL,
  expect,
  expectAccessible,
  memberPage,
  newMember,
  signInViaUi,
  signUpViaUi,
  test,
  toastWith,
} from './support/fixtures.ts';
import { linkIn, mailTo } from './support/inbox.ts';

async function openSettings(page: Page) {
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Settings' }).click();
}

test('forgot password: the e-mailed link leads to a new password and the dashboard', async ({ page }) => {
  test.slow();
  const m = newMember();
  await signUpViaUi(page, m);
  // /login is prefilled with the address just used; 'Forgot password?' carries it along.
  await expect(page.getByLabel('Email')).toHaveValue(m.email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByLabel('Email')).toHaveValue(m.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

  const mail = await mailTo(m.email, 'Reset your password');
  await page.goto(linkIn(mail));
  await expect(page).toHaveURL(/\/reset-password/);
  await page.getByLabel('New Password', { exact: true }).fill('A-brand-new-1');
  await page.getByLabel('Confirm New Password').fill('A-brand-new-1');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toastWith(page, 'Password updated')).toBeVisible();

  // The new password is the one that works now.
  const fresh = await (await page.context().browser()!.newContext()).newPage();
  await signInViaUi(fresh, m.email, 'A-brand-new-1');
});

test('an unknown address gets the same answer as a known one', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(`nobody-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
});

test('change e-mail (secure): both links are needed, either order; the second signs in with the new address', async ({
  browser,
}) => {
  test.slow();
  const m = newMember();
  const page = await memberPage(browser, m);
  await openSettings(page);
  const next = `new-${m.email}`;
  await page.getByLabel('New E-mail').fill(next);
  await page.getByRole('button', { name: 'Change E-mail' }).click();
  await expect(toastWith(page, 'Confirm your new e-mail')).toBeVisible();
  await expect(page.getByText(`Confirmation pending for ${next}`)).toBeVisible();

  // double_confirm_changes: a link to each address. The one to the current address first (the order
  // the walk-through found broken): it records its half and changes nothing yet.
  const toOld = linkIn(await mailTo(m.email, 'Confirm your new email address'));
  const toNew = linkIn(await mailTo(next, 'Confirm your new email address'));
  await page.goto(toOld);
  await expect(page).toHaveURL(/\/profile\?tab=settings$/);
  await expect(page.getByRole('status').filter({ hasText: 'One more link to follow' })).toBeVisible();
  await expect(page.getByText(`You sign in with ${m.email}.`)).toBeVisible();
  await expect(page.getByText(`Confirmation pending for ${next}`)).toBeVisible();
  await test.step('axe: Settings with a change half confirmed', () => expectAccessible(page));

  // The same link again: Auth's error, said with the way forward; the address keeps no trace of it.
  await page.goto(toOld);
  const alert = page.getByRole('alert').filter({ hasText: 'This link has expired or was already used' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Email link is invalid or has expired.');
  await expect(alert.getByRole('link', { name: 'Open Settings' })).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
  await test.step("axe: Auth's error with the way forward", () => expectAccessible(page));

  // The second link, opened in another browser where nobody is signed in: it lands signed in with the
  // new address, the tokens gone from the address bar.
  const phone = await (await browser.newContext()).newPage();
  await phone.goto(toNew);
  await expect(phone).toHaveURL(/\/profile\?tab=settings$/);
  expect(new URL(phone.url()).hash).toBe('');
  // (The toast that says so closes after 5 s: auth-link-notice.test.tsx checks it.)
  await expect(phone.getByText(`You sign in with ${next}.`)).toBeVisible();
  await expect(phone.getByText(/Confirmation pending/)).toHaveCount(0);

  // The first browser's session still holds the old copy of the user: Settings asks Auth, even after
  // a reload, and shows the new address with nothing pending.
  await page.reload();
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByText(`You sign in with ${next}.`)).toBeVisible();
  await expect(page.getByText(/Confirmation pending/)).toHaveCount(0);

  const fresh = await (await browser.newContext()).newPage();
  await signInViaUi(fresh, next, m.password);
});

test('change e-mail: the link to the new address first, in the same browser, lands signed in', async ({ browser }) => {
  test.slow();
  const m = newMember();
  const page = await memberPage(browser, m);
  await openSettings(page);
  const next = `newer-${m.email}`;
  await page.getByLabel('New E-mail').fill(next);
  await page.getByRole('button', { name: 'Change E-mail' }).click();
  await expect(page.getByText(`Confirmation pending for ${next}`)).toBeVisible();
  const toOld = linkIn(await mailTo(m.email, 'Confirm your new email address'));
  await page.goto(linkIn(await mailTo(next, 'Confirm your new email address')));
  await expect(page.getByRole('status').filter({ hasText: 'One more link to follow' })).toBeVisible();
  await expect(page.getByText(`You sign in with ${m.email}.`)).toBeVisible();
  await page.goto(toOld);
  await expect(page.getByText(`You sign in with ${next}.`)).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
  await expect(page.getByText(/Confirmation pending/)).toHaveCount(0);
});

test('delete account: the member leaves the Network and their photo leaves Storage', async ({ browser }) => {
  test.slow();
  const m = newMember('Service Provider');
  const page = await memberPage(browser, m);
  // A photo uploaded through Storage as the member, as the photo editor does.
  const api = createClient(API_URL, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no global WebSocket (realtime is not used here, but supabase-js builds its client).
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  const { data: signedIn } = await api.auth.signInWithPassword({ email: m.email, password: m.password });
  const path = `${signedIn.user!.id}/photo.png`;
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  expect((await api.storage.from('photos').upload(path, png, { contentType: 'image/png' })).error).toBeNull();
  expect((await api.from('profiles').update({ avatar_url: path }).eq('id', signedIn.user!.id)).error).toBeNull();
  const photoUrl = api.storage.from('photos').getPublicUrl(path).data.publicUrl;
  expect((await fetch(photoUrl)).status).toBe(200);

  const other = await memberPage(browser, newMember());
  await other.goto('/network');
  await other.getByLabel('Search').fill(m.fullName);
  await expect(other.getByTestId('member-card').filter({ hasText: m.fullName })).toHaveCount(1);

  await openSettings(page);
  // After the deletion nothing may ask Auth about the dead session: no /logout (it could only answer
  // 403 for a user that no longer exists), no error in the console.
  const logouts: string[] = [];
  const consoleErrors: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/auth/v1/logout')) logouts.push(r.url());
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Your e-mail address').fill(m.email);
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toastWith(page, 'Account deleted')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  expect(logouts).toEqual([]);
  expect(consoleErrors).toEqual([]);

  await other.reload();
  await other.getByLabel('Search').fill(m.fullName);
  await expect(other.getByText('No users found matching your criteria.')).toBeVisible();
  await expect(other.getByTestId('member-card').filter({ hasText: m.fullName })).toHaveCount(0);
  expect((await fetch(photoUrl)).status).not.toBe(200);
  await page.goto('/login');
  await page.getByLabel('Email').fill(m.email);
  await page.getByLabel('Password').fill(m.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(toastWith(page, 'Sign in Failed')).toBeVisible();
});

test('an invite arrives with the referral link, and a sign-up through it counts', async ({ browser }) => {
  test.slow();
  const inviter = newMember();
  const page = await memberPage(browser, inviter);
  const friend = newMember('Service Provider');
  await page.getByRole('button', { name: 'Send Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a colleague' });
  await dialog.getByLabel("Colleague's e-mail").fill(friend.email);
  await dialog.getByRole('button', { name: 'Send Invite' }).click();
  await expect(toastWith(page, 'Invite sent')).toBeVisible();
  await expect(page.getByTestId('invite-count')).toHaveText('1 invite sent · 19 left today');

  const mail = await mailTo(friend.email, `${inviter.fullName} invited you to join HR Connect`);
  const link = linkIn(mail);
  const referral = await page.getByLabel('Your referral link').inputValue();
  expect(link).toBe(referral);

  const friendPage = await (await browser.newContext()).newPage();
  await signUpViaUi(friendPage, friend, new URL(link).pathname);
  await page.reload();
  await expect(page.getByTestId('referral-count')).toHaveText('1 member has joined through your link');
});
