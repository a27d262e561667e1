import { useState, type ReactNode } from 'react';
import { intlFormat } from 'date-fns';
import { Inbox } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Select } from '@/components/ui/select';
import { Label } from '@/components/ui/label';
import { PLAN_MESSAGES } from '@/config/messages';
import { errorMessage } from '@/lib/errors';
import { planLabel } from '@/lib/plan';
import {
  useCloseSalesInquiry,
  useCloseUpgradeRequest,
  useSalesInquiries,
  useUpgradeRequests,
  type OpenOrClosed,
  type UpgradeRequest,
} from '../queries';

const when = (value: string | null) => (value ? intlFormat(new Date(value), { dateStyle: 'medium' }) : '');

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

/**
 * What both inboxes share: a heading with the Open/Closed filter, the list's states (loading, error,
 * the empty state once loaded) and the list itself; each panel brings its own rows.
 */
function InboxPanel({
  name,
  title,
  filterId,
  status,
  onStatus,
  query,
  empty,
  children,
}: {
  name: string;
  title: string;
  filterId: string;
  status: OpenOrClosed;
  onStatus: (status: OpenOrClosed) => void;
  query: { isPending: boolean; isSuccess: boolean; error: Error | null; data?: readonly unknown[] };
  empty: { title: string; description: string };
  children: ReactNode;
}) {
  return (
    <section className="space-y-4" aria-labelledby={`${name}-title`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${name}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        <StatusFilter id={filterId} value={status} onChange={onStatus} />
      </div>
      <ListState pending={query.isPending} error={query.error} />
      {query.isSuccess && (query.data ?? []).length === 0 ? (
        <EmptyState icon={<Inbox />} title={empty.title} description={empty.description} />
      ) : null}
      <ul className="grid gap-3">{children}</ul>
    </section>
  );
}

/** An open row's Close button, disabled while that row is being closed. */
function CloseButton({
  id,
  close,
}: {
  id: string;
  close: { isPending: boolean; variables?: string; mutate: (id: string) => void };
}) {
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={close.isPending && close.variables === id}
      onClick={() => close.mutate(id)}
    >
      Close
    </Button>
  );
}

/** Providers' upgrade requests: grant (opens the plan dialog on the asked plan) or close. */
export function UpgradeRequestsPanel({ onGrant }: { onGrant: (request: UpgradeRequest) => void }) {
  const [status, setStatus] = useState<OpenOrClosed>('open');
  const requests = useUpgradeRequests(status);
  const close = useCloseUpgradeRequest();
  return (
    <InboxPanel
      name="upgrade-requests"
      title="Upgrade requests"
      filterId="upgrade-status"
      status={status}
      onStatus={setStatus}
      query={requests}
      empty={PLAN_MESSAGES.noRequests}
    >
      {(requests.data ?? []).map((r) => (
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
              {planLabel(r.current_plan)} → <strong>{planLabel(r.plan)}</strong>
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
              <CloseButton id={r.id!} close={close} />
            </div>
          ) : null}
        </li>
      ))}
    </InboxPanel>
  );
}

/** Messages from the pricing page's Contact Sales form. */
export function SalesInquiriesPanel() {
  const [status, setStatus] = useState<OpenOrClosed>('open');
  const inquiries = useSalesInquiries(status);
  const close = useCloseSalesInquiry();
  return (
    <InboxPanel
      name="sales-inquiries"
      title="Sales inquiries"
      filterId="inquiry-status"
      status={status}
      onStatus={setStatus}
      query={inquiries}
      empty={PLAN_MESSAGES.noInquiries}
    >
      {(inquiries.data ?? []).map((r) => (
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
            {r.status === 'open' ? <CloseButton id={r.id!} close={close} /> : null}
          </div>
          <p className="whitespace-pre-line">{r.message}</p>
        </li>
      ))}
    </InboxPanel>
  );
}
