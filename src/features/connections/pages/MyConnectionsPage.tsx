import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MessageSquare, UserMinus, Users } from 'lucide-react';
import { useAuth } from '@/lib/auth';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadMore, QueryState } from '@/components/ui/query-state';
import { useMyConnections, useRemoveConnection } from '../queries';
import { MemberCard } from '../components/MemberCard';

export default function MyConnectionsPage({
  renderRating,
}: {
  /** A provider's rating for their card (the app's: ratings are the reviews domain's). */
  renderRating?: (providerId: string) => ReactNode;
} = {}) {
  const { user } = useAuth();
  const list = useMyConnections(user?.id);
  const remove = useRemoveConnection();

  const rows = list.data?.pages.flat() ?? [];
  return (
    <div className="container mx-auto max-w-5xl space-y-6 px-4 py-6">
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">My Connections</h1>
        <p className="text-slate-600">The members you are connected with.</p>
      </header>
      <QueryState
        query={list}
        loading="Loading connections..."
        error="Your connections could not be loaded."
        isEmpty={rows.length === 0}
        empty={
          <div className="rounded-md border border-slate-200 bg-white p-10 text-center">
            <Users className="mx-auto mb-2 h-8 w-8 text-slate-600" aria-hidden="true" />
            <p className="mb-4 text-slate-600">You have no connections yet.</p>
            <Button asChild>
              <Link to="/network">Find people in the Network</Link>
            </Button>
          </div>
        }
      >
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {rows.map((c) => {
            const name = c.full_name ?? '';
            return (
              <li key={c.connection_id}>
                <MemberCard member={c} testId="connection-card" rating={renderRating?.(c.id)}>
                  <Button asChild size="sm" variant="secondary">
                    <Link to={`/messages/${c.id}`} aria-label={`Message ${name}`}>
                      <MessageSquare className="mr-1 h-4 w-4" aria-hidden="true" />
                      Message
                    </Link>
                  </Button>
                  <ConfirmDialog
                    trigger={
                      <Button
                        size="sm"
                        variant="destructive"
                        disabled={remove.isPending && remove.variables === c.connection_id}
                        aria-label={`Remove ${name}`}
                      >
                        <UserMinus className="mr-1 h-4 w-4" aria-hidden="true" />
                        Remove
                      </Button>
                    }
                    title="Remove connection?"
                    description={`${name} will be removed from your connections. You can send a new request later.`}
                    confirmLabel="Remove"
                    onConfirm={() => remove.mutate(c.connection_id)}
                  />
                </MemberCard>
              </li>
            );
          })}
        </ul>
        <LoadMore query={list} />
      </QueryState>
    </div>
  );
}
