// Notifications (issue 22) in a real browser against the local stack: the bell hears a connection
// request live (Realtime, RLS-checked), links to what it is about, and /notifications marks read.
import { expect, memberPage, newMember, test } from './support/fixtures.ts';

test('a connection request lights the other member’s bell live; the item leads to the requests', async ({
  browser,
}) => {
  test.slow();
  const a = newMember();
  const b = newMember();
  const pageA = await memberPage(browser, a);
  const pageB = await memberPage(browser, b);
  const bell = pageB.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(pageB.getByTestId('notification-badge')).toHaveCount(0);

  await pageA.goto('/network');
  await pageA.getByLabel('Search').fill(b.fullName);
  const card = pageA.getByTestId('member-card').filter({ hasText: b.fullName });
  await card.getByRole('button', { name: `Connect ${b.fullName}` }).click();

  // No reload on B's side: the Realtime row makes the bell fetch its count again.
  await expect(pageB.getByTestId('notification-badge')).toHaveText('1');
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  const item = pageB
    .getByTestId('notification-item')
    .filter({ hasText: `${a.fullName} sent you a connection request` });
  await item.click();
  await expect(pageB).toHaveURL(/\/dashboard$/);
  await expect(pageB.getByTestId('notification-badge')).toHaveCount(0);

  // Withdrawn, the request leaves nothing behind on the other side.
  await card.getByRole('button', { name: `Withdraw request to ${b.fullName}` }).click();
  await pageB.goto('/notifications');
  await expect(pageB.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await expect(pageB.getByText('You are all caught up.')).toBeVisible();
});
