import { isFreePlan } from '@/features/network/visibility';

/** Spec point 9: the Subscription tab shows 'Basic' when no paid plan is set. */
export function planLabel(plan: string | null | undefined): string {
  return isFreePlan(plan) ? 'Basic' : plan!;
}
