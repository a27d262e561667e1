// The provider plans of the pricing page, apart from constants.ts so that the pages that show no plan
// (the landing page reads constants.ts) do not download them.

export type BillingInterval = 'monthly' | 'yearly';

export interface PlanFeature {
  text: string;
  included: boolean;
}

export interface PricingPlan {
  /** The subscription plan the card stands for (Basic Listing is the database's 'Free'). */
  plan: 'Free' | 'Professional' | 'Premium';
  name: string;
  price: { monthly: number; yearly: number };
  features: PlanFeature[];
  cta: string;
  isPopular: boolean;
}

export const PLANS: PricingPlan[] = [
  {
    plan: 'Free',
    name: 'Basic Listing',
    price: { monthly: 0, yearly: 0 },
    features: [
      { text: 'Profile listing', included: true },
      { text: 'Browse HR users only', included: true },
      { text: 'Contact HR users', included: false },
      { text: 'Showcase products/services', included: false },
      { text: 'Analytics', included: false },
    ],
    cta: 'Get Started Free',
    isPopular: false,
  },
  {
    plan: 'Professional',
    name: 'Professional',
    price: { monthly: 49, yearly: 499 },
    features: [
      { text: 'Contact up to 50 HR users per month', included: true },
      { text: 'Contact info', included: true },
      { text: 'Showcase 5 products/services', included: true },
      { text: 'Basic analytics', included: true },
      { text: 'Priority in listings', included: false },
    ],
    cta: 'Choose Professional',
    isPopular: true,
  },
  {
    plan: 'Premium',
    name: 'Premium',
    price: { monthly: 99, yearly: 999 },
    features: [
      { text: 'Unlimited contacts', included: true },
      { text: 'Unlimited showcase', included: true },
      { text: 'Detailed insights', included: true },
      { text: 'Priority in listings', included: true },
      { text: 'Featured branding', included: true },
    ],
    cta: 'Choose Premium',
    isPopular: false,
  },
];
