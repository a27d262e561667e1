import type { Client } from '@/lib/client-registry';
import type { BillingInterval } from '@/config/pricing-plans';
import type { SubscriptionPlan } from '@/lib/plan';
import type { SalesInquiryValues } from './schemas';

// The calls themselves, without TanStack Query: the visitor's pricing page (hydrated without it)
// sends the sales form through submitSalesInquiry directly.

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
