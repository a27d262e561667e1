// The accessibility scan of public.spec.ts, on the signed-in screens: seeded demo members, so the
// screens have content (cards, requests, jobs) to check. Read-only: nothing here changes data.
import { DEMO_HR, DEMO_PROVIDER, expect, expectAccessible, signInViaUi, test } from './support/fixtures.ts';

const HR_SCREENS = ['/dashboard', '/network', '/my-connections', '/profile', '/services', '/resources'];
const PROVIDER_SCREENS = ['/my-services', '/profile', '/network'];

for (const [who, account, screens] of [
  ['an HR professional', DEMO_HR, HR_SCREENS],
  ['a service provider', DEMO_PROVIDER, PROVIDER_SCREENS],
] as const) {
  for (const viewport of [
    { name: 'desktop', width: 1280, height: 900 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    test(`member screens of ${who} pass the accessibility scan (${viewport.name})`, async ({ page }) => {
      // Up to seven full axe scans in one test: each takes seconds on a loaded 2-core machine, and
      // 60 s ran out twice with the whole suite on it. Three times the timeout, as for the journeys.
      test.slow();
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await signInViaUi(page, account.email, account.password);
      await expect(page).toHaveURL(/\/dashboard$/);
      for (const path of screens) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectAccessible(page);
      }
      if (account === DEMO_HR) {
        await page.goto('/dashboard');
        await page.getByRole('tab', { name: 'Manage Jobs' }).click();
        await expect(page.getByRole('heading', { name: 'Job Opportunities' })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectAccessible(page);
      }
    });
  }
}
