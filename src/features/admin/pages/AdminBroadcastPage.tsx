import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { format } from 'date-fns';
import { Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/ui/form-field';
import { QueryState } from '@/components/ui/query-state';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { BROADCAST_MESSAGES, BROADCAST_TEXT } from '@/config/messages';
import { toastError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { broadcastSchema, type BroadcastValues } from '../schemas';
import {
  useBroadcastHistory,
  useBroadcastReach,
  useSendBroadcast,
  type BroadcastAudience,
  type BroadcastRow,
} from '../broadcasts';

const T = BROADCAST_TEXT;
const AUDIENCES = Object.keys(T.audiences) as BroadcastAudience[];
const PLANS = ['Free', 'Professional', 'Premium', 'Enterprise'] as const;

const audienceLabel = (b: Pick<BroadcastRow, 'audience' | 'plan'>) =>
  b.audience === 'plan' ? `${T.audiences.provider}: ${b.plan}` : T.audiences[b.audience];

/**
 * Broadcasts for real: title, message, audience (with the plan when it is one), how many members it
 * reaches now, a confirmation, then one row in the database whatever the reach; the history below.
 */
export default function AdminBroadcastPage() {
  const form = useForm<BroadcastValues>({
    resolver: zodResolver(broadcastSchema),
    defaultValues: { title: '', message: '', audience: 'all', plan: null },
  });
  const { errors } = form.formState;
  const audience = form.watch('audience');
  const plan = form.watch('plan');
  const reach = useBroadcastReach(audience, audience === 'plan' ? plan : null);
  const send = useSendBroadcast();
  const history = useBroadcastHistory();
  const [confirming, setConfirming] = useState<BroadcastValues | null>(null);

  const onSend = () => {
    if (!confirming) return;
    send.mutate(
      { ...confirming, plan: confirming.audience === 'plan' ? confirming.plan : null },
      {
        onSuccess: (row) => {
          toast(BROADCAST_MESSAGES.sent(row.reach));
          form.reset({ title: '', message: '', audience: 'all', plan: null });
        },
        onError: (error) => toastError(BROADCAST_MESSAGES.errors.send, error),
        onSettled: () => setConfirming(null),
      },
    );
  };

  return (
    <section aria-labelledby="admin-broadcast-title" className="max-w-4xl space-y-6">
      <header>
        <h1 id="admin-broadcast-title" className="text-2xl font-bold tracking-tight">
          Broadcast
        </h1>
        <p className="text-slate-600">{T.description}</p>
      </header>
      <Card>
        <CardHeader>
          <CardTitle>New Broadcast</CardTitle>
          <CardDescription>
            {reach.isPending && (audience !== 'plan' || plan)
              ? T.reachLoading
              : reach.data !== undefined
                ? T.reach(reach.data)
                : ''}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={form.handleSubmit((v) => setConfirming(v))} className="space-y-4">
            <FormField id="broadcast-title" label="Title" error={errors.title?.message}>
              <Input placeholder="Announcement title" {...form.register('title')} />
            </FormField>
            <FormField id="broadcast-message" label="Message" error={errors.message?.message}>
              <Textarea rows={6} placeholder="Write your message" {...form.register('message')} />
            </FormField>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <FormField id="broadcast-audience" label={T.audience}>
                <Select {...form.register('audience')}>
                  {AUDIENCES.map((a) => (
                    <option key={a} value={a}>
                      {T.audiences[a]}
                    </option>
                  ))}
                </Select>
              </FormField>
              {audience === 'plan' ? (
                <FormField id="broadcast-plan" label={T.plan} error={errors.plan?.message}>
                  <Select
                    value={plan ?? ''}
                    onChange={(e) =>
                      form.setValue('plan', (e.target.value || null) as BroadcastValues['plan'], {
                        shouldValidate: true,
                      })
                    }
                  >
                    <option value="">Choose a plan</option>
                    {PLANS.map((p) => (
                      <option key={p} value={p}>
                        {p}
                      </option>
                    ))}
                  </Select>
                </FormField>
              ) : null}
            </div>
            <Button type="submit" disabled={send.isPending}>
              <Send className="mr-2 h-4 w-4" aria-hidden />
              {send.isPending ? T.sending : T.send}
            </Button>
          </form>
        </CardContent>
      </Card>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={T.confirmTitle}
        description={T.confirmDescription(reach.data ?? 0)}
        confirmLabel={T.send}
        onConfirm={onSend}
      />
      <Card>
        <CardHeader>
          <CardTitle>{T.historyTitle}</CardTitle>
        </CardHeader>
        <CardContent>
          <QueryState
            query={history}
            loading="Loading broadcasts..."
            error={T.historyError}
            isEmpty={(history.data ?? []).length === 0}
            empty={<p className="text-sm text-slate-600">{T.historyEmpty}</p>}
          >
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="text-slate-600">
                  <tr>
                    <th className="py-2 pr-4 font-medium">{T.columns.date}</th>
                    <th className="py-2 pr-4 font-medium">{T.columns.title}</th>
                    <th className="py-2 pr-4 font-medium">{T.columns.audience}</th>
                    <th className="py-2 pr-4 text-right font-medium">{T.columns.reach}</th>
                    <th className="py-2 text-right font-medium">{T.columns.read}</th>
                  </tr>
                </thead>
                <tbody>
                  {(history.data ?? []).map((b) => (
                    <tr key={b.id} className="border-t border-slate-100" data-testid="broadcast-row">
                      <td className="whitespace-nowrap py-2 pr-4">{format(new Date(b.sent_at), 'PP p')}</td>
                      <td className="py-2 pr-4">{b.title}</td>
                      <td className="py-2 pr-4">{audienceLabel(b)}</td>
                      <td className="py-2 pr-4 text-right tabular-nums">{b.reach.toLocaleString('en-US')}</td>
                      <td className="py-2 text-right tabular-nums">{b.read_count.toLocaleString('en-US')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </QueryState>
        </CardContent>
      </Card>
    </section>
  );
}
