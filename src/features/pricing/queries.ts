import { useMutation } from '@tanstack/react-query';
import { useClientLater } from '@/lib/client-context';
import type { BillingInterval } from '@/config/pricing-plans';
import { PLAN_MESSAGES } from '@/config/messages';
import type { SalesInquiryValues } from './schemas';
import { requestUpgrade, submitSalesInquiry, type PaidPlan } from './api';

export { requestUpgrade, submitSalesInquiry, type PaidPlan };

/** Getting a plan while no payment provider can be reached: a request an administrator confirms. */
export const pricingMutations = {
  requestUpgrade: ['pricing', 'request-upgrade'] as const,
  salesInquiry: ['pricing', 'sales-inquiry'] as const,
};

export function useRequestUpgrade() {
  const client = useClientLater();
  return useMutation({
    mutationKey: pricingMutations.requestUpgrade,
    mutationFn: async ({ plan, interval }: { plan: PaidPlan; interval: BillingInterval }) =>
      requestUpgrade(await client(), plan, interval),
    meta: { successToast: PLAN_MESSAGES.upgradeRequested, errorTitle: PLAN_MESSAGES.upgradeRequestFailed.title },
  });
}

export function useSubmitSalesInquiry() {
  const client = useClientLater();
  return useMutation({
    mutationKey: pricingMutations.salesInquiry,
    mutationFn: async (inquiry: SalesInquiryValues) => submitSalesInquiry(await client(), inquiry),
    meta: { successToast: PLAN_MESSAGES.salesSent, errorTitle: PLAN_MESSAGES.salesFailed.title },
  });
}
