import { useState } from 'react';
import { useAuth } from '@/lib/auth';
import { useClient } from '@/lib/client-context';
import { contactsRefusalText, isUpgradeRequired, planRights } from '@/lib/plan';
import { UpgradeDialog } from '@/components/upgrade-dialog';
import { fetchCanContact, useMyPlan } from '@/features/plans/queries';
import { ContactsCounter } from '@/features/plans/components/ContactsCounter';

/**
 * The contact rule on screen (connections × plans): a provider sees the month's counter, and a request
 * that would be refused opens the upgrade dialog instead of being sent; a refusal the app could not
 * foresee (the plan changed meanwhile) opens it with the server's words.
 */
export function useContactGate() {
  const client = useClient();
  const { user, profile } = useAuth();
  const isProvider = profile?.user_type === 'Service Provider';
  const plan = useMyPlan(user?.id, isProvider);
  const [refusal, setRefusal] = useState<string | null>(null);

  const beforeConnect = async (target: { id: string | null; user_type: string | null }): Promise<boolean> => {
    if (!isProvider || target.user_type !== 'HR Professional' || !target.id || !plan.data) return true;
    const { contacts_per_month: limit, contacts_used: used } = plan.data;
    if (limit === null || (used ?? 0) < limit) return true;
    // At the limit, this HR member may still have been counted this month already: the server knows.
    if (await fetchCanContact(client, target.id).catch(() => true)) return true;
    setRefusal(contactsRefusalText(planRights(plan.data.subscription_plan)));
    return false;
  };

  const onConnectError = (error: unknown) => {
    if (isUpgradeRequired(error)) setRefusal(error.details ?? '');
  };

  const counter = isProvider && plan.data ? <ContactsCounter plan={plan.data} /> : null;
  const dialog = (
    <UpgradeDialog open={refusal !== null} onOpenChange={(o) => !o && setRefusal(null)} description={refusal} />
  );
  return { beforeConnect, onConnectError, counter, dialog };
}
