import { useContext } from 'react';
import { useClientLater } from '@/lib/client-context';
import { go, NavigateContext } from '@/lib/navigation';
import { toast } from '@/lib/toast';
import { PricingPlans } from '../components/PricingPlans';
import { PROVIDER_SIGN_UP } from '../plans';
import { submitSalesInquiry } from '../api';

/**
 * Pricing for a visitor, hydrated without the router or TanStack Query (src/app/entry-site.tsx):
 * every plan leads to sign-up, and the sales form is sent straight through the client (loaded when
 * sent), with the same toasts as the app's mutation.
 */
export default function VisitorPricingPage() {
  const navigate = useContext(NavigateContext);
  const client = useClientLater();
  return (
    <PricingPlans
      onChoose={() => go(navigate, PROVIDER_SIGN_UP)}
      salesInitial={{}}
      onSendSales={async (values) => {
        // The catalogue (and the error toast that reads it) load with the first message sent: the
        // page itself shows none of their texts.
        const [{ PLAN_MESSAGES }, { toastError }] = await Promise.all([
          import('@/config/messages'),
          import('@/lib/errors'),
        ]);
        try {
          await submitSalesInquiry(await client(), values);
        } catch (error) {
          toastError(PLAN_MESSAGES.salesFailed.title, error);
          throw error;
        }
        toast(PLAN_MESSAGES.salesSent);
      }}
    />
  );
}
