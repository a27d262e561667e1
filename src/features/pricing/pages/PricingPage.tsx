import { useNavigate } from 'react-router-dom';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import type { BillingInterval, PricingPlan } from '@/config/pricing-plans';
import { PLAN_MESSAGES } from '@/config/messages';
import { PricingPlans } from '../components/PricingPlans';
import { paidPlan, PROVIDER_SIGN_UP } from '../plans';
import { useRequestUpgrade, useSubmitSalesInquiry } from '../queries';

export { PROVIDER_SIGN_UP };

/** Pricing in the app: visitors go to sign-up, members request a plan (spec: no payment provider). */
export default function PricingPage() {
  const navigate = useNavigate();
  const { user, profile } = useAuth();
  const upgrade = useRequestUpgrade();
  const sales = useSubmitSalesInquiry();

  // No payment provider can be reached: a paid plan is a request that an administrator confirms.
  const choose = (plan: PricingPlan, interval: BillingInterval) => {
    const paid = paidPlan(plan);
    if (!user) return navigate(PROVIDER_SIGN_UP);
    if (!paid) return navigate('/dashboard');
    if (profile?.user_type !== 'Service Provider') return toast(PLAN_MESSAGES.plansForProviders);
    upgrade.mutate({ plan: paid, interval });
  };
  return (
    <PricingPlans
      onChoose={(plan, interval) => void choose(plan, interval)}
      pendingPlan={upgrade.isPending ? (upgrade.variables?.plan ?? null) : null}
      salesInitial={
        profile ? { name: profile.full_name ?? '', company: profile.company ?? '', email: profile.email ?? '' } : {}
      }
      onSendSales={async (values) => {
        await sales.mutateAsync(values);
      }}
    />
  );
}
