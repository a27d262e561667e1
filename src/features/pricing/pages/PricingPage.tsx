import { useNavigate } from 'react-router-dom';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import type { BillingInterval, PricingPlan } from '@/config/pricing-plans';
import { PLAN_MESSAGES } from '@/config/messages';
import { PricingPlans, type PlanStanding } from '../components/PricingPlans';
import { paidPlan, PROVIDER_SIGN_UP } from '../plans';
import { useRequestUpgrade, useSubmitSalesInquiry } from '../queries';

export { PROVIDER_SIGN_UP };

export interface PricingPageProps {
  /**
   * A signed-in provider's plan and open request (the app's, from the plans domain): the page marks
   * the plan and offers every other one as an upgrade or downgrade request through `onRequestChange`.
   */
  standing?: PlanStanding;
  onRequestChange?: (plan: PricingPlan['plan'], interval: BillingInterval) => void;
  /** The plan whose change request is under way. */
  pendingChange?: string | null;
}

/** Pricing in the app: visitors go to sign-up, members request a plan (spec: no payment provider). */
export default function PricingPage({ standing, onRequestChange, pendingChange = null }: PricingPageProps = {}) {
  const navigate = useNavigate();
  const { user, profile } = useAuth();
  const upgrade = useRequestUpgrade();
  const sales = useSubmitSalesInquiry();

  // No payment provider can be reached: a plan change is a request that an administrator confirms.
  const choose = (plan: PricingPlan, interval: BillingInterval) => {
    const paid = paidPlan(plan);
    if (!user) return navigate(PROVIDER_SIGN_UP);
    if (standing && onRequestChange) return onRequestChange(plan.plan, interval);
    if (!paid) return navigate('/dashboard');
    if (profile?.user_type !== 'Service Provider') return toast(PLAN_MESSAGES.plansForProviders);
    upgrade.mutate({ plan: paid, interval });
  };
  return (
    <PricingPlans
      standing={standing}
      onChoose={(plan, interval) => void choose(plan, interval)}
      pendingPlan={pendingChange ?? (upgrade.isPending ? (upgrade.variables?.plan ?? null) : null)}
      salesInitial={
        profile ? { name: profile.full_name ?? '', company: profile.company ?? '', email: profile.email ?? '' } : {}
      }
      onSendSales={async (values) => {
        await sales.mutateAsync(values);
      }}
    />
  );
}
