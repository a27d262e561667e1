import {
  DEMO_HR,
  expect,
  newMember,
  signInViaUi,
  signUpAndSignIn,
  signUpViaUi,
  test,
  toastWith,
} from './support/fixtures.ts';

test.describe('sign-up', () => {
  test('an HR professional signs up, then signs in to the dashboard', async ({ page }) => {
    const member = newMember('HR Professional');
    await signUpViaUi(page, member);
    await signInViaUi(page, member.email, member.password);
    await expect(toastWith(page, 'Welcome back! 🎉')).toBeVisible();
    await page.getByRole('button', { name: 'Open account menu' }).click();
    await expect(page.getByRole('menu')).toContainText(member.fullName);
    await expect(page.getByRole('menu')).toContainText(member.email);
  });

  test('a service provider signs up with a suggested service type', async ({ page }) => {
    const member = newMember('Service Provider', { serviceType: 'Wellness Programs' });
    await page.goto('/register');
    await page.getByRole('tab', { name: 'Service Provider' }).click();
    // The suggestions come from service_categories on the server.
    await expect(page.locator('#service-type-suggestions option[value="Wellness Programs"]')).toHaveCount(1);
    await signUpViaUi(page, member);
    await signInViaUi(page, member.email, member.password);
  });

  test('the form validates before it calls the server', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Create Account' }).click();
    for (const message of [
      'Full name is required',
      'Email is required',
      'Password is required',
      'Company is required',
      'Position is required',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  });

  test('a second sign-up with the same e-mail fails with the server message', async ({ page }) => {
    const member = newMember();
    await signUpViaUi(page, member);
    await page.goto('/register');
    await page.getByLabel('Full Name').fill(member.fullName);
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    await page.getByLabel('Company').fill(member.company);
    await page.getByLabel('Position').fill('Anything');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(toastWith(page, 'Sign up Failed')).toContainText(/already/i);
    await expect(page).toHaveURL(/\/register$/);
  });
});

test.describe('sign-in and log out', () => {
  test('a wrong password shows Sign in Failed with the server message', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO_HR.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const toast = toastWith(page, 'Sign in Failed');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Invalid login credentials');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a demo member signs in and logs out to / with Signed Out', async ({ page }) => {
    await signInViaUi(page, DEMO_HR.email, DEMO_HR.password);
    await page.getByRole('button', { name: 'Open account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toastWith(page, 'Signed Out')).toBeVisible();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a signed-in member gets 'Go to Dashboard' on the landing page; /login and /register lead to /dashboard", async ({
    page,
  }) => {
    await signInViaUi(page, DEMO_HR.email, DEMO_HR.password);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(page.getByRole('link', { name: 'Join the Network' })).toHaveCount(0);
    for (const path of ['/login', '/register']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/);
    }
  });

  test('the mobile menu repeats the entries and logs out', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signUpAndSignIn(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const name of ['Dashboard', 'Network', 'Services', 'Jobs', 'Industry News', 'Pricing', 'Profile']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await menu.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toastWith(page, 'Signed Out')).toBeVisible();
  });
});

test.describe('guards', () => {
  for (const path of [
    '/dashboard',
    '/network',
    '/my-connections',
    '/profile',
    '/services',
    '/my-services',
    '/resources',
  ]) {
    test(`${path} without a session goes to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    });
  }

  for (const path of ['/admin', '/admin/dashboard', '/admin/users', '/admin/broadcast']) {
    test(`${path} without a session goes to /admin/login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/login$/);
    });
  }

  test('a member who is not an admin is sent to /admin/login', async ({ page }) => {
    await signInViaUi(page, DEMO_HR.email, DEMO_HR.password);
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('after sign-in the visitor returns to the page they asked for', async ({ page }) => {
    const member = newMember();
    await signUpViaUi(page, member);
    await page.goto('/resources');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/resources$/);
  });
});
