import type { SubscriptionPlan } from '@/lib/enums';

export type { SubscriptionPlan };

/** What a plan allows; null means unlimited. The database's public.plan_limits() is the rule. */
export interface PlanRights {
  name: 'Basic' | 'Professional' | 'Premium' | 'Enterprise';
  contactsPerMonth: number | null;
  showcasedServices: number | null;
  analytics: 'none' | 'basic' | 'detailed';
  contactInfo: boolean;
  priorityListing: boolean;
  featured: boolean;
}

const BASIC: PlanRights = {
  name: 'Basic',
  contactsPerMonth: 0,
  showcasedServices: 0,
  analytics: 'none',
  contactInfo: false,
  priorityListing: false,
  featured: false,
};
const PROFESSIONAL: PlanRights = {
  name: 'Professional',
  contactsPerMonth: 50,
  showcasedServices: 5,
  analytics: 'basic',
  contactInfo: true,
  priorityListing: false,
  featured: false,
};
const PREMIUM: PlanRights = {
  name: 'Premium',
  contactsPerMonth: null,
  showcasedServices: null,
  analytics: 'detailed',
  contactInfo: true,
  priorityListing: true,
  featured: true,
};

const RANK: Record<SubscriptionPlan, number> = { Free: 0, Professional: 1, Premium: 2, Enterprise: 3 };

/** What asking for `target` would be for a provider on `current` (no plan is Basic, i.e. Free). */
export function planChange(
  current: SubscriptionPlan | null | undefined,
  target: SubscriptionPlan,
): 'current' | 'upgrade' | 'downgrade' {
  const from = RANK[current ?? 'Free'];
  const to = RANK[target];
  return to === from ? 'current' : to > from ? 'upgrade' : 'downgrade';
}

/** A plan as members read it: Free is 'Basic'. */
export const planLabel = (plan: SubscriptionPlan | null | undefined) => planRights(plan).name;

/**
 * The rights of a provider's plan, for showing limits before the server refuses (the same table as
 * public.plan_limits(); supabase/tests/plan-rights.test.ts checks that the two agree). No plan is Basic;
 * Enterprise has Premium's rights.
 */
export function planRights(plan: SubscriptionPlan | null | undefined): PlanRights {
  switch (plan) {
    case 'Professional':
      return PROFESSIONAL;
    case 'Premium':
      return PREMIUM;
    case 'Enterprise':
      return { ...PREMIUM, name: 'Enterprise' };
    default:
      return BASIC;
  }
}

/** Featured branding (a badge and a highlighted card): providers on Premium or Enterprise. */
export function isFeatured(userType: string | null | undefined, plan: SubscriptionPlan | null | undefined): boolean {
  return userType === 'Service Provider' && planRights(plan).featured;
}

/** A refusal of the plan rules: PostgREST's answer to SQLSTATE PT402 (HTTP 402, 'Upgrade required'). */
export interface UpgradeRequiredError {
  code: 'PT402';
  message: string;
  /** What the plan allows, in the database's words. */
  details: string | null;
  /** Which limit: contacts, showcase, analytics, insights or contact_info. */
  hint: string | null;
}

export function isUpgradeRequired(error: unknown): error is UpgradeRequiredError {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'PT402';
}

/** 'n of 50 used this month' (or the unlimited / not included wording). */
export function contactsCounterText(used: number, limit: number | null): string {
  if (limit === null) return `${used} used this month (unlimited)`;
  if (limit === 0) return 'Not included in your plan';
  return `${used} of ${limit} used this month`;
}

/** The contact refusal in the database's words (private.contacts_allowed_text). */
export function contactsRefusalText(rights: PlanRights): string {
  return rights.contactsPerMonth === 0
    ? 'Your Basic plan does not include contacting HR Professionals.'
    : `Your ${rights.name} plan includes ${rights.contactsPerMonth} contacts per month; you have used them all.`;
}
