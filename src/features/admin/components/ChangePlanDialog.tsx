import { useEffect, useState } from 'react';
import { intlFormat } from 'date-fns';
import { Button } from '@/components/ui/button';
import { DialogFooter, TitledDialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { planLabel, type SubscriptionPlan } from '@/lib/plan';
import { usePlanHistory, useSetPlan } from '../queries';

const PLAN_OPTIONS: { value: SubscriptionPlan; label: string }[] = [
  { value: 'Free', label: 'Basic (Free)' },
  { value: 'Professional', label: 'Professional' },
  { value: 'Premium', label: 'Premium' },
  { value: 'Enterprise', label: 'Enterprise' },
];

export interface PlanMember {
  id: string;
  full_name: string | null;
  subscription_plan: SubscriptionPlan | null;
}

/** An administrator changes a provider's plan, with a reason; the member's plan history is below. */
export function ChangePlanDialog({ member, onClose }: { member: PlanMember | null; onClose: () => void }) {
  const [plan, setPlan] = useState<SubscriptionPlan>('Free');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const setPlanMutation = useSetPlan();
  const history = usePlanHistory(member?.id ?? null);

  useEffect(() => {
    if (member) {
      setPlan(member.subscription_plan ?? 'Free');
      setReason('');
      setProblem(null);
    }
  }, [member]);

  const submit = async () => {
    if (!member) return;
    if (reason.trim() === '') return setProblem('Please give a reason.');
    if (reason.trim().length > 500) return setProblem('At most 500 characters.');
    if ((member.subscription_plan ?? 'Free') === plan) return setProblem('Choose a different plan.');
    try {
      await setPlanMutation.mutateAsync({ memberId: member.id, plan, reason });
    } catch {
      return;
    }
    onClose();
  };

  return (
    <TitledDialog
      open={member !== null}
      onOpenChange={(o) => !o && onClose()}
      title="Change plan"
      description={
        <>
          {member?.full_name} is on {planLabel(member?.subscription_plan ?? null)}. The change applies at once and is
          kept in the plan history.
        </>
      }
    >
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <FormField id="plan-select" label="New plan">
          <Select value={plan} onChange={(e) => setPlan(e.target.value as SubscriptionPlan)}>
            {PLAN_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id="plan-reason" label="Reason" error={problem ?? undefined}>
          <Textarea
            rows={3}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setProblem(null);
            }}
            placeholder="e.g. Invoice 2031-17 paid; upgrade request of 3 June"
          />
        </FormField>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={setPlanMutation.isPending}>
            {setPlanMutation.isPending ? 'Saving...' : 'Change plan'}
          </Button>
        </DialogFooter>
      </form>
      <section aria-labelledby="plan-history-title" className="space-y-2 border-t border-slate-200 pt-4">
        <h3 id="plan-history-title" className="text-sm font-semibold">
          Plan history
        </h3>
        {history.isPending ? (
          <p className="text-sm text-slate-600">Loading history...</p>
        ) : (history.data ?? []).length === 0 ? (
          <p className="text-sm text-slate-600">No plan changes yet.</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {(history.data ?? []).map((h) => (
              <li key={h.id}>
                <span className="text-slate-600">{intlFormat(new Date(h.changed_at!), { dateStyle: 'medium' })}</span>{' '}
                {planLabel(h.from_plan)} → {planLabel(h.to_plan)} by {h.changed_by_name ?? 'the platform'}: {h.reason}
              </li>
            ))}
          </ul>
        )}
      </section>
    </TitledDialog>
  );
}
