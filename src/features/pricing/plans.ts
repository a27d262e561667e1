import type { PricingPlan } from '@/config/pricing-plans';
import type { PaidPlan } from './api';

/** Sign-up on the Service Provider tab (RegisterPage reads ?type=provider). */
export const PROVIDER_SIGN_UP = '/register?type=provider';

export const paidPlan = (plan: PricingPlan): PaidPlan | null =>
  plan.name === 'Professional' || plan.name === 'Premium' ? plan.name : null;
