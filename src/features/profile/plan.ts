import { SUBSCRIPTION_PLAN, type SubscriptionPlan } from '@/lib/enums';

/** No plan, or the explicit free plan: the database's can_view_profile() treats both as free. */
export function isFreePlan(
  plan: SubscriptionPlan | null | undefined,
): plan is typeof SUBSCRIPTION_PLAN.free | null | undefined {
  return !plan || plan === SUBSCRIPTION_PLAN.free;
}

/** Spec point 9: the Subscription tab shows 'Basic' when no paid plan is set. */
export function planLabel(plan: SubscriptionPlan | null | undefined): string {
  return isFreePlan(plan) ? 'Basic' : plan;
}
