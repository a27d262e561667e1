/** No plan, or the explicit free plan: the database's can_view_profile() treats both as free. */
export function isFreePlan(plan: string | null | undefined): boolean {
  return !plan || plan === 'Free';
}

/** Spec point 9: the Subscription tab shows 'Basic' when no paid plan is set. */
export function planLabel(plan: string | null | undefined): string {
  return isFreePlan(plan) ? 'Basic' : plan!;
}
