import { useState } from 'react';
import { intlFormat } from 'date-fns';
import { Inbox } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Select } from '@/components/ui/select';
import { Label } from '@/components/ui/label';
import { PLAN_MESSAGES } from '@/config/messages';
import { errorMessage } from '@/lib/errors';
import {
  useCloseSalesInquiry,
  useCloseUpgradeRequest,
  useSalesInquiries,
  useUpgradeRequests,
  type OpenOrClosed,
  type UpgradeRequest,
} from '../queries';

const when = (value: string | null) => (value ? intlFormat(new Date(value), { dateStyle: 'medium' }) : '');
const planName = (plan: string | null) => (!plan || plan === 'Free' ? 'Basic' : plan);

function StatusFilter({
  id,
  value,
  onChange,
}: {
  id: string;
  value: OpenOrClosed;
  onChange: (v: OpenOrClosed) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id}>Show</Label>
      <Select
        id={id}
        className="w-36"
        value={value}
        onChange={(e) => onChange(e.target.value === 'closed' ? 'closed' : 'open')}
      >
        <option value="open">Open</option>
        <option value="closed">Closed</option>
      </Select>
    </div>
  );
}

function ListState({ pending, error }: { pending: boolean; error: Error | null }) {
  if (pending) return <p role="status">Loading...</p>;
  if (error)
    return (
      <p role="alert" className="text-red-700">
        {errorMessage(error)}
      </p>
    );
  return null;
}

/** Providers' upgrade requests: grant (opens the plan dialog on the asked plan) or close. */
export function UpgradeRequestsPanel({ onGrant }: { onGrant: (request: UpgradeRequest) => void }) {
  const [status, setStatus] = useState<OpenOrClosed>('open');
  const requests = useUpgradeRequests(status);
  const close = useCloseUpgradeRequest();
  const rows = requests.data ?? [];
  return (
    <section className="space-y-4" aria-labelledby="upgrade-requests-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="upgrade-requests-title" className="text-lg font-semibold">
          Upgrade requests
        </h2>
        <StatusFilter id="upgrade-status" value={status} onChange={setStatus} />
      </div>
      <ListState pending={requests.isPending} error={requests.error} />
      {requests.isSuccess && rows.length === 0 ? (
        <EmptyState
          icon={<Inbox />}
          title={PLAN_MESSAGES.noRequests.title}
          description={PLAN_MESSAGES.noRequests.description}
        />
      ) : null}
      <ul className="grid gap-3">
        {rows.map((r) => (
          <li
            key={r.id}
            className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-center"
            data-testid="upgrade-request"
          >
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium">
                {r.full_name} <span className="font-normal text-slate-600">({r.company ?? 'no company'})</span>
              </p>
              <p className="text-slate-600">
                {planName(r.current_plan)} → <strong>{planName(r.plan)}</strong>
                {r.plan === 'Free' ? '' : `, billed ${r.billing_interval}`}; asked {when(r.created_at)}
                {r.closed_at ? `; closed ${when(r.closed_at)}` : ''}
              </p>
              <p className="truncate text-slate-600">{r.email}</p>
            </div>
            {r.status === 'open' ? (
              <div className="flex gap-2">
                <Button size="sm" onClick={() => onGrant(r)}>
                  Change plan
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={close.isPending && close.variables === r.id}
                  onClick={() => close.mutate(r.id!)}
                >
                  Close
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Messages from the pricing page's Contact Sales form. */
export function SalesInquiriesPanel() {
  const [status, setStatus] = useState<OpenOrClosed>('open');
  const inquiries = useSalesInquiries(status);
  const close = useCloseSalesInquiry();
  const rows = inquiries.data ?? [];
  return (
    <section className="space-y-4" aria-labelledby="sales-inquiries-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="sales-inquiries-title" className="text-lg font-semibold">
          Sales inquiries
        </h2>
        <StatusFilter id="inquiry-status" value={status} onChange={setStatus} />
      </div>
      <ListState pending={inquiries.isPending} error={inquiries.error} />
      {inquiries.isSuccess && rows.length === 0 ? (
        <EmptyState
          icon={<Inbox />}
          title={PLAN_MESSAGES.noInquiries.title}
          description={PLAN_MESSAGES.noInquiries.description}
        />
      ) : null}
      <ul className="grid gap-3">
        {rows.map((r) => (
          <li
            key={r.id}
            className="space-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm"
            data-testid="sales-inquiry"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <p className="font-medium">
                  {r.name} <span className="font-normal text-slate-600">· {r.company}</span>
                </p>
                <a href={`mailto:${r.email}`} className="text-brand-700 hover:underline">
                  {r.email}
                </a>
                <p className="text-slate-600">
                  {when(r.created_at)}
                  {r.closed_at ? `; closed ${when(r.closed_at)}` : ''}
                </p>
              </div>
              {r.status === 'open' ? (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={close.isPending && close.variables === r.id}
                  onClick={() => close.mutate(r.id!)}
                >
                  Close
                </Button>
              ) : null}
            </div>
            <p className="whitespace-pre-line">{r.message}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
