// The app shows a plan's limits before the server refuses (src/lib/plan.ts); the database enforces
// them (public.plan_limits). The two tables must say the same thing for every plan.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { planRights } from '@/lib/plan';
import { startContext, type TestContext } from './support/stack.ts';

let t: TestContext;
beforeAll(async () => {
  t = await startContext();
});
afterAll(async () => {
  await t.stack.stop();
});

it('src/lib/plan.ts agrees with public.plan_limits() for no plan and every plan', async () => {
  for (const plan of [null, 'Free', 'Professional', 'Premium', 'Enterprise'] as const) {
    const { data, error } = await t.anon.rpc('plan_limits', { plan: plan as never }).single();
    expect(error).toBeNull();
    const app = planRights(plan);
    expect({
      plan_name: data!.plan_name,
      contacts_per_month: data!.contacts_per_month,
      showcased_services: data!.showcased_services,
      analytics: data!.analytics,
      contact_info: data!.contact_info,
      priority_listing: data!.priority_listing,
      featured: data!.featured,
    }).toEqual({
      plan_name: app.name,
      contacts_per_month: app.contactsPerMonth,
      showcased_services: app.showcasedServices,
      analytics: app.analytics,
      contact_info: app.contactInfo,
      priority_listing: app.priorityListing,
      featured: app.featured,
    });
  }
});
