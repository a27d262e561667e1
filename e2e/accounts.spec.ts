// Accounts (issue 19) in a real browser against the local stack: every e-mail is read from the
// stack's inbox and its link followed, as a member would.
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Page } from '@playwright/test';
import {
  ANON_KEY,
  API_URL,
  expect,
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

test('change e-mail: pending until the e-mailed link is followed, then the new one signs in', async ({ browser }) => {
  test.slow();
  const m = newMember();
  const page = await memberPage(browser, m);
  await openSettings(page);
  const next = `new-${m.email}`;
  await page.getByLabel('New E-mail').fill(next);
  await page.getByRole('button', { name: 'Change E-mail' }).click();
  await expect(toastWith(page, 'Confirm your new e-mail')).toBeVisible();
  await expect(page.getByText(`Confirmation pending for ${next}`)).toBeVisible();

  // Secure change mails both addresses. With sign-ups auto-confirmed (this stack, as config.toml says)
  // GoTrue completes the change on the first link; with confirmations on it waits for both.
  await mailTo(m.email, 'Confirm your new email address');
  await page.goto(linkIn(await mailTo(next, 'Confirm your new email address')));
  await expect(page).toHaveURL(/\/profile\?tab=settings/);
  await expect(page.getByText(`You sign in with ${next}.`)).toBeVisible();
  await expect(page.getByText(/Confirmation pending/)).toHaveCount(0);

  const fresh = await (await browser.newContext()).newPage();
  await signInViaUi(fresh, next, m.password);
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
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Your e-mail address').fill(m.email);
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toastWith(page, 'Account deleted')).toBeVisible();

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
