// Smart matching (issue 21) in the browser, against the e2e stack's demo data: a new HR member is told how
// to get recommendations, says what they need on their profile, and the dashboard recommends the payroll
// provider with why.
import { expect, expectAccessible, newMember, signUpAndSignIn, test, toastWith } from './support/fixtures.ts';

test('an HR member says what they need and gets providers recommended with why', async ({ page }) => {
  await signUpAndSignIn(page, newMember('HR Professional'));
  await expect(
    page.getByText('Tell us what you are looking for and we will recommend providers who offer it.'),
  ).toBeVisible();
  await expect(
    page.getByText('Connect with a few members and we will suggest people you may know through them.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Add what you need' }).first().click();
  await expect(page).toHaveURL(/\/profile$/);

  const needs = page.getByRole('form', { name: 'What are you looking for?' });
  await needs.getByRole('checkbox', { name: 'Payroll Services' }).check();
  await needs.getByLabel('What are you looking for?').fill('Payroll for staff in several countries');
  await needs.getByRole('button', { name: 'Save needs' }).click();
  await expect(toastWith(page, 'Needs saved')).toBeVisible();

  await page.goto('/dashboard');
  const list = page.getByRole('list', { name: 'Recommended for you' });
  const hannah = list.getByTestId('suggestion').filter({ hasText: 'Hannah Berg' });
  await expect(hannah).toBeVisible();
  await expect(hannah).toContainText('Payroll Services');
  // Other e2e tests add payroll providers to the shared stack, so the order is not asserted here (the
  // database tests check the score's ordering on fixed data).
  await expectAccessible(page);
  await hannah.getByRole('link', { name: 'Hannah Berg' }).click();
  await expect(page).toHaveURL(/\/profile\/b2000000-0000-4000-8000-000000000005$/);
});

test('an HR member states a need in text only, gets relevant providers with reasons, and connects from a card', async ({
  page,
}) => {
  await signUpAndSignIn(page, newMember('HR Professional'));
  await page.goto('/profile');
  const needs = page.getByRole('form', { name: 'What are you looking for?' });
  // No category: the words alone, with the phrasing of a need around them.
  await needs
    .getByLabel('What are you looking for?')
    .fill('We need someone to help with multi-country payroll and benefits administration');
  await needs.getByRole('button', { name: 'Save needs' }).click();
  await expect(toastWith(page, 'Needs saved')).toBeVisible();

  await page.goto('/dashboard');
  const list = page.getByRole('list', { name: 'Recommended for you' });
  const hannah = list.getByTestId('suggestion').filter({ hasText: 'Hannah Berg' });
  await expect(hannah).toBeVisible();
  // One card for her (two of her services match), saying what matched: the category her words point to and
  // the words themselves.
  await expect(hannah).toHaveCount(1);
  const why = hannah.getByTestId('suggestion-why');
  await expect(why).toContainText('Payroll Services');
  // The words of the need that matched her documents (each named; their order follows the match).
  await expect(why).toContainText('payroll');
  await expect(why).toContainText('benefits');
  await expect(why).toContainText('administration');
  // No card claims a match without naming it.
  for (const reason of await list.getByTestId('suggestion-why').allTextContents()) {
    expect(reason.trim()).not.toBe('');
    expect(reason).not.toContain('Matches what you are looking for');
  }
  await expectAccessible(page);

  await hannah.getByRole('button', { name: 'Connect Hannah Berg' }).click();
  await expect(hannah.getByRole('button', { name: /Request Sent Hannah Berg/ })).toBeDisabled();
});
