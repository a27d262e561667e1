import PricingPage from '@/features/pricing/pages/PricingPage';
import { useMyPlan, useRequestPlanChange } from '@/features/plans/queries';
import { useAuth } from '@/lib/auth';
import { USER_TYPE } from '@/lib/enums';

/**
 * /pricing in the app: for a signed-in provider, their plan (plans domain) marked on the pricing page,
 * every other plan offered as an upgrade or downgrade request. Until the plan has loaded (and while a
 * prerendered page hydrates) the page is the visitor's, so the HTML matches.
 */
export default function PricingRoute() {
  const { user, profile } = useAuth();
  const isProvider = profile?.user_type === USER_TYPE.provider;
  const plan = useMyPlan(user?.id, isProvider);
  const change = useRequestPlanChange();
  const mine = isProvider ? plan.data : undefined;
  return (
    <PricingPage
      standing={mine ? { current: mine.subscription_plan, requested: mine.requested_plan } : undefined}
      onRequestChange={
        mine
          ? (target, interval) => change.mutate({ plan: target, interval, current: mine.subscription_plan })
          : undefined
      }
      pendingChange={change.isPending ? (change.variables?.plan ?? null) : null}
    />
  );
}
