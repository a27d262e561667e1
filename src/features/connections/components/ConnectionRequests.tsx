import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useAnswerRequest, usePendingRequests, useSentRequests, useUndoRequest } from '../queries';
import { Avatar } from '@/components/ui/avatar';
import { LoadMore, QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { SENT_REQUESTS_TEXT } from '@/config/messages';
import { CONNECTION_STATUS } from '@/lib/enums';

export function ConnectionRequests({ uid }: { uid: string }) {
  const { data, isPending, error } = usePendingRequests(uid);
  const answer = useAnswerRequest();

  return (
    <Card>
      <CardHeader>
        <CardTitle>Connection Requests</CardTitle>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Spinner label="Loading requests..." />
        ) : error ? (
          <p className="text-sm text-slate-600">Could not load requests.</p>
        ) : !data?.length ? (
          <p className="text-sm text-slate-600">No pending requests.</p>
        ) : (
          <ul className="space-y-3">
            {data.map((r) => {
              const busy = answer.isPending && answer.variables?.id === r.id;
              const name = r.requester?.full_name ?? '';
              return (
                // On a phone the buttons go under the name, so the name and position keep the full width.
                <li
                  key={r.id}
                  className="flex flex-col gap-3 sm:flex-row sm:items-center"
                  data-testid="connection-request"
                >
                  <div className="flex min-w-0 flex-1 items-center gap-3">
                    <Avatar name={name} src={r.requester?.avatar_url} />
                    <div className="min-w-0 flex-1">
                      <p className="font-medium">{name}</p>
                      <p className="text-sm text-slate-600">
                        {[r.requester?.position, r.requester?.company].filter(Boolean).join(' at ')}
                      </p>
                    </div>
                  </div>
                  <div className="flex shrink-0 gap-2 pl-[3.25rem] sm:pl-0">
                    <Button
                      size="sm"
                      disabled={busy}
                      aria-label={`Accept ${name}`}
                      onClick={() => answer.mutate({ id: r.id, status: CONNECTION_STATUS.accepted })}
                    >
                      Accept
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busy}
                      aria-label={`Decline ${name}`}
                      onClick={() => answer.mutate({ id: r.id, status: CONNECTION_STATUS.declined })}
                    >
                      Decline
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <SentRequests uid={uid} />
      </CardContent>
    </Card>
  );
}

/** Requests the member sent, each with Withdraw (decisions.md: the requester may withdraw). */
function SentRequests({ uid }: { uid: string }) {
  const sent = useSentRequests(uid);
  const undo = useUndoRequest();
  const rows = sent.data?.pages.flat() ?? [];
  return (
    <section aria-labelledby="sent-requests-heading" className="mt-6 border-t border-slate-200 pt-4">
      <h3 id="sent-requests-heading" className="mb-3 text-sm font-semibold text-slate-700">
        {SENT_REQUESTS_TEXT.heading}
      </h3>
      <QueryState
        query={sent}
        loading={SENT_REQUESTS_TEXT.loading}
        error={SENT_REQUESTS_TEXT.error}
        // A one-line error with its retry: this is a part of a card, not a screen.
        errorView={(retry) => (
          <p role="alert" className="text-sm text-slate-600">
            {SENT_REQUESTS_TEXT.error}{' '}
            <Button variant="link" size="sm" className="h-auto p-0" onClick={retry}>
              Try again
            </Button>
          </p>
        )}
        isEmpty={rows.length === 0}
        empty={<p className="text-sm text-slate-600">{SENT_REQUESTS_TEXT.empty}</p>}
      >
        <ul className="space-y-3">
          {rows.map((r) => {
            const busy = undo.isPending && undo.variables?.id === r.id;
            const name = r.addressee?.full_name ?? '';
            return (
              <li key={r.id} className="flex items-center gap-3" data-testid="sent-request">
                <Avatar name={name} src={r.addressee?.avatar_url} />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{name}</p>
                  <p className="truncate text-sm text-slate-600">
                    {[r.addressee?.position, r.addressee?.company].filter(Boolean).join(' at ')}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  aria-label={`Withdraw request to ${name}`}
                  onClick={() => undo.mutate({ id: r.id, event: 'withdraw' })}
                >
                  {busy ? 'Withdrawing...' : 'Withdraw'}
                </Button>
              </li>
            );
          })}
        </ul>
        <div className="mt-3">
          <LoadMore query={sent} />
        </div>
      </QueryState>
    </section>
  );
}
