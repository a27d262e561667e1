// Member-area journeys in a real browser against the local stack. Every journey starts from sign-up
// through the UI, so each one creates its own members and does not depend on the others.
import type { Page } from '@playwright/test';
import {
  ANON_KEY,
  API_URL,
  DEMO_HR,
  expect,
  memberPage,
  newMember,
  type NewMember,
  test,
  toastWith,
  type UserType,
} from './support/fixtures.ts';

let seq = 0;
/** A fresh member whose name carries a readable label (names are searched in the network). */
function member(kind: UserType, label: string): NewMember {
  seq += 1;
  const m = newMember(kind);
  return { ...m, fullName: `${label} ${m.email.slice(4, -12)}${seq}` };
}

/** A new browser context with a member signed up and signed in through the UI. */

function toast(page: Page, title: string) {
  return toastWith(page, title);
}

async function findInNetwork(page: Page, name: string) {
  await page.goto('/network');
  await page.getByLabel('Search').fill(name);
  const card = page.getByTestId('member-card').filter({ hasText: name });
  await expect(card).toHaveCount(1);
  return card;
}

test('two members connect, see each other in My connections, then remove', async ({ browser }) => {
  const a = member('HR Professional', 'Alice');
  const b = member('HR Professional', 'Bruno');
  const pa = await memberPage(browser, a);
  const pb = await memberPage(browser, b);

  const card = await findInNetwork(pa, b.fullName);
  await card.getByRole('button', { name: new RegExp(`Connect ${b.fullName}`) }).click();
  await expect(card.getByRole('button', { name: /Request Sent/ })).toBeDisabled();

  await pb.goto('/dashboard');
  const request = pb.getByTestId('connection-request').filter({ hasText: a.fullName });
  await request.getByRole('button', { name: `Accept ${a.fullName}` }).click();
  await expect(toast(pb, 'Request accepted')).toBeVisible();
  await expect(toast(pb, 'Request accepted')).toContainText('Your network has been updated.');
  await expect(request).toHaveCount(0);
  await expect(pb.getByTestId('stat-Your Network')).toHaveText('1');

  await pb.goto('/my-connections');
  await expect(pb.getByTestId('connection-card').filter({ hasText: a.fullName })).toBeVisible();
  await pa.goto('/my-connections');
  const mine = pa.getByTestId('connection-card').filter({ hasText: b.fullName });
  await expect(mine).toBeVisible();

  await mine.getByRole('button', { name: `Remove ${b.fullName}` }).click();
  await pa.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(mine).toHaveCount(0);
  await expect(toast(pa, 'Connection removed')).toBeVisible();
  await expect(pa.getByRole('link', { name: /Network/ }).last()).toBeVisible();
  await pb.reload();
  await expect(pb.getByTestId('connection-card')).toHaveCount(0);
});

test('a declined request: the requester is not told, the addressee clears it, then a new request', async ({
  browser,
}) => {
  // Two members in two browsers, a dozen steps each: more than the default minute on a busy machine.
  test.slow();
  const a = member('HR Professional', 'Dana');
  const b = member('HR Professional', 'Emil');
  const pa = await memberPage(browser, a);
  const pb = await memberPage(browser, b);

  const card = await findInNetwork(pa, b.fullName);
  await card.getByRole('button', { name: new RegExp(`Connect ${b.fullName}`) }).click();
  await expect(card.getByRole('button', { name: /Request Sent/ })).toBeDisabled();

  await pb.goto('/dashboard');
  await pb.getByRole('button', { name: `Decline ${a.fullName}` }).click();
  await expect(toast(pb, 'Request declined')).toBeVisible();
  await expect(toast(pb, 'Request declined')).toContainText('Your network has been updated.');
  await expect(pb.getByTestId('connection-request')).toHaveCount(0);
  await expect(pb.getByTestId('stat-Your Network')).toHaveText('0');

  // The requester still reads 'Request Sent': a decline is not announced.
  await pa.goto('/my-connections');
  await expect(pa.getByTestId('connection-card')).toHaveCount(0);
  const stillSent = await findInNetwork(pa, b.fullName);
  await expect(stillSent.getByRole('button', { name: /Request Sent/ })).toBeDisabled();

  // The addressee sees 'Declined' and clears it; both sides are back to Connect.
  const declined = await findInNetwork(pb, a.fullName);
  await expect(declined.getByRole('button', { name: /Declined/ })).toBeDisabled();
  await declined.getByRole('button', { name: `Clear declined request from ${a.fullName}` }).click();
  await expect(toast(pb, 'Request cleared')).toBeVisible();
  await expect(declined.getByRole('button', { name: `Connect ${a.fullName}` })).toBeEnabled();
  await expect(declined.getByRole('button', { name: /Clear declined/ })).toHaveCount(0);

  // A new request is possible, and reaches the addressee again.
  const again = await findInNetwork(pa, b.fullName);
  await again.getByRole('button', { name: `Connect ${b.fullName}` }).click();
  await expect(again.getByRole('button', { name: /Request Sent/ })).toBeDisabled();
  await pb.goto('/dashboard');
  await expect(pb.getByTestId('connection-request').filter({ hasText: a.fullName })).toHaveCount(1);
});

test('the requester withdraws a pending request from the Network card, the profile and the dashboard', async ({
  browser,
}) => {
  // Two members in two browsers, a dozen steps each: more than the default minute on a busy machine.
  test.slow();
  const a = member('HR Professional', 'Wanda');
  const b = member('Service Provider', 'Xeno');
  const pa = await memberPage(browser, a);
  const pb = await memberPage(browser, b);
  // B's received requests, once loaded: a count taken while the list still loads would read 0.
  const expectPendingAtB = async (n: number) => {
    await pb.goto('/dashboard');
    const loaded = pb.getByText('No pending requests.').or(pb.getByTestId('connection-request').first());
    await expect(loaded).toBeVisible();
    await expect(pb.getByTestId('connection-request').filter({ hasText: a.fullName })).toHaveCount(n);
  };

  // 1. Network card: send, withdraw, Connect again.
  const card = await findInNetwork(pa, b.fullName);
  await card.getByRole('button', { name: `Connect ${b.fullName}` }).click();
  await expect(card.getByRole('button', { name: /Request Sent/ })).toBeDisabled();
  await expectPendingAtB(1);
  await card.getByRole('button', { name: `Withdraw request to ${b.fullName}` }).click();
  await expect(toast(pa, 'Request withdrawn')).toBeVisible();
  await expect(card.getByRole('button', { name: `Connect ${b.fullName}` })).toBeEnabled();
  await expectPendingAtB(0);

  // 2. Profile: send again, withdraw there.
  await card.getByRole('link', { name: `View Profile of ${b.fullName}` }).click();
  await expect(pa.getByRole('heading', { name: b.fullName })).toBeVisible();
  await pa.getByRole('button', { name: `Connect ${b.fullName}` }).click();
  await expect(pa.getByRole('button', { name: /Request Sent/ })).toBeDisabled();
  await pa.getByRole('button', { name: `Withdraw request to ${b.fullName}` }).click();
  await expect(toast(pa, 'Request withdrawn')).toBeVisible();
  await expect(pa.getByRole('button', { name: `Connect ${b.fullName}` })).toBeEnabled();

  // 3. Dashboard: send again from the profile, withdraw from the 'Sent requests' list.
  await pa.getByRole('button', { name: `Connect ${b.fullName}` }).click();
  await expect(pa.getByRole('button', { name: /Request Sent/ })).toBeDisabled();
  await pa.goto('/dashboard');
  const sent = pa.getByTestId('sent-request').filter({ hasText: b.fullName });
  await expect(sent).toHaveCount(1);
  await sent.getByRole('button', { name: `Withdraw request to ${b.fullName}` }).click();
  await expect(toast(pa, 'Request withdrawn')).toBeVisible();
  await expect(sent).toHaveCount(0);
  await expect(pa.getByText('No sent requests.')).toBeVisible();
  await expectPendingAtB(0);

  // Then a new request is possible and is answered as usual.
  const last = await findInNetwork(pa, b.fullName);
  await last.getByRole('button', { name: `Connect ${b.fullName}` }).click();
  await pb.goto('/dashboard');
  await pb.getByRole('button', { name: `Accept ${a.fullName}` }).click();
  await expect(toast(pb, 'Request accepted')).toBeVisible();
  await expect(pb.getByTestId('stat-Your Network')).toHaveText('1');
});

test('an HR professional posts a job, sees it on /jobs and in Manage Jobs, and shares it', async ({ browser }) => {
  const hr = member('HR Professional', 'Hana');
  const page = await memberPage(browser, hr);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const title = `People Partner ${hr.fullName.split(' ')[1]}`;

  await page.getByRole('link', { name: /Jobs Posted/ }).click();
  await expect(page.getByRole('tab', { name: 'Manage Jobs' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: /Post a Job/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a New Job Posting' });
  await dialog.getByRole('button', { name: 'Post Job' }).click();
  await expect(dialog.getByText('Job title is required')).toBeVisible();
  await dialog.getByLabel('Job Title *').fill(title);
  await dialog.getByLabel('Company *').fill('E2E Co');
  await dialog.getByLabel('Location *').fill('Remote');
  await dialog.getByLabel('Experience Required').fill('3-5 years');
  await dialog.getByLabel('Description *').fill('Partner with leaders on people topics.');
  await dialog.getByRole('button', { name: 'Post Job' }).click();
  await expect(toast(page, 'Job Posted Successfully!')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('stat-Jobs Posted')).toHaveText('1');

  const card = page.getByTestId('job-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: /Share Job/ }).click();
  await expect(page.getByText(/^(Job Shared!|Link Copied!)$/).first()).toBeVisible();

  await page.goto('/jobs');
  await expect(page.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', /^\/jobs\/[0-9a-f-]{36}$/);
});

test('a provider adds, edits and deletes a service', async ({ browser }) => {
  const p = member('Service Provider', 'Pia');
  const page = await memberPage(browser, p);
  const name = `Payroll Audit ${p.fullName.split(' ')[1]}`;

  await page.goto('/my-services');
  await page.getByRole('button', { name: /Add Service/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Service Name *').fill(name);
  await dialog.getByRole('button', { name: 'Add Service' }).click();
  await expect(toast(page, 'Missing fields')).toBeVisible();
  await dialog.getByLabel('Category *').selectOption({ label: 'Payroll Services' });
  await dialog.getByLabel('Description').fill('Quarterly payroll checks.');
  await dialog.getByRole('button', { name: 'Add Service' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('my-service-card').filter({ hasText: name })).toBeVisible();

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await page.getByRole('dialog').getByLabel('Service Name *').fill(`${name} Plus`);
  await page.getByRole('dialog').getByRole('button', { name: 'Update Service' }).click();
  await expect(page.getByTestId('my-service-card').filter({ hasText: `${name} Plus` })).toBeVisible();
  await expect(toast(page, 'Service saved')).toBeVisible();

  // A new provider is on Basic (plans, issue 20): the service is a draft only they see, not listed.
  const card = page.getByTestId('my-service-card').filter({ hasText: `${name} Plus` });
  await expect(card.getByText('Draft', { exact: true })).toBeVisible();
  await expect(page.getByText(/Your Basic plan does not showcase services/)).toBeVisible();

  await page.goto('/my-services');
  await page.getByRole('button', { name: `Delete ${name} Plus` }).click();
  await expect(page.getByText('Are you sure?')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('my-service-card')).toHaveCount(0);
  await expect(toast(page, 'Service deleted')).toBeVisible();
});

test('a free-plan provider sees Upgrade to View on an HR card and cannot open it by URL', async ({ browser }) => {
  const p = member('Service Provider', 'Finn');
  const page = await memberPage(browser, p);
  // The seeded HR member's id, read by signing in as that member (no privileged key needed).
  const res = await fetch(`${API_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_HR.email, password: DEMO_HR.password }),
  });
  expect(res.ok).toBe(true);
  const oliviaId = ((await res.json()) as { user: { id: string } }).user.id;

  await page.goto('/network');
  await page.getByLabel('Type').selectOption('HR Professional');
  await page.getByLabel('Search').fill('Olivia Hart');
  const card = page.getByTestId('member-card').filter({ hasText: 'Olivia Hart' });
  await expect(card.getByRole('link', { name: 'Upgrade to View' })).toHaveAttribute('href', '/pricing');
  await expect(card.getByRole('link', { name: /View Profile/ })).toHaveCount(0);

  await page.goto(`/profile/${oliviaId}`);
  await expect(page.getByRole('heading', { name: 'Olivia Hart' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade to View' })).toHaveAttribute('href', '/pricing');
  await expect(page.getByText('Skills & Expertise')).toHaveCount(0);
});

test('a member edits the profile and manages skills', async ({ browser }) => {
  const m = member('HR Professional', 'Gus');
  const page = await memberPage(browser, m);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Position').fill('Head of Talent');
  await page.getByLabel('About').fill('I build great teams.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await expect(toast(page, 'Profile updated')).toBeVisible();
  await expect(page.getByTestId('profile-about')).toHaveText('I build great teams.');
  await expect(page.getByText('Head of Talent')).toBeVisible();

  const input = page.getByLabel('New skill');
  await input.fill('   ');
  await input.press('Enter');
  await input.fill('Coaching');
  await input.press('Enter');
  await expect(page.getByRole('list', { name: 'Skills' }).getByText('Coaching')).toBeVisible();
  await input.fill('Payroll');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Skills' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Remove Coaching' }).click();
  await expect(page.getByRole('list', { name: 'Skills' }).getByRole('listitem')).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Skills' }).getByText('Payroll')).toBeVisible();
  await expect(page.getByTestId('profile-about')).toHaveText('I build great teams.');
});

test('a sign-up through a referral link is counted on the referrer card', async ({ browser }) => {
  const referrer = member('HR Professional', 'Rhea');
  const page = await memberPage(browser, referrer);
  await expect(page.getByTestId('referral-count')).toHaveText('0 members have joined through your link');
  const link = await page.getByLabel('Your referral link').inputValue();
  const path = new URL(link).pathname;
  expect(path).toMatch(/^\/register\/[A-Za-z0-9]+$/);

  await memberPage(browser, member('Service Provider', 'Ravi'), path);
  await page.reload();
  await expect(page.getByTestId('referral-count')).toHaveText('1 member has joined through your link');
});
