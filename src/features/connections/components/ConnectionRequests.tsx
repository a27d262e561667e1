import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useAnswerRequest, usePendingRequests } from '../queries';
import { Avatar } from '@/components/ui/avatar';
import { Spinner } from '@/components/ui/spinner';

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
                      onClick={() => answer.mutate({ id: r.id, status: 'accepted' })}
                    >
                      Accept
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busy}
                      aria-label={`Decline ${name}`}
                      onClick={() => answer.mutate({ id: r.id, status: 'declined' })}
                    >
                      Decline
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
