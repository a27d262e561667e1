import { useMutation } from '@tanstack/react-query';
import type { Client } from '@/lib/client-registry';
import { useClientLater } from '@/lib/client-context';
import type { SubscriptionPlan } from '@/lib/plan';
import type { BillingInterval } from '@/config/constants';
import { PLAN_MESSAGES } from '@/config/messages';
import type { SalesInquiryValues } from './schemas';

/** Getting a plan while no payment provider can be reached: a request an administrator confirms. */
export const pricingMutations = {
  requestUpgrade: ['pricing', 'request-upgrade'] as const,
  salesInquiry: ['pricing', 'sales-inquiry'] as const,
};

export type PaidPlan = Extract<SubscriptionPlan, 'Professional' | 'Premium'>;

export async function requestUpgrade(client: Client, plan: PaidPlan, interval: BillingInterval) {
  const { data, error } = await client.rpc('request_plan_upgrade', { plan, billing_interval: interval });
  if (error) throw error;
  return data;
}

export async function submitSalesInquiry(client: Client, inquiry: SalesInquiryValues) {
  const { data, error } = await client.rpc('submit_sales_inquiry', {
    name: inquiry.name.trim(),
    company: inquiry.company.trim(),
    email: inquiry.email.trim(),
    message: inquiry.message.trim(),
  });
  if (error) throw error;
  return data;
}

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
