import { Link } from 'react-router-dom';
import { MessageSquare, UserMinus, Users } from 'lucide-react';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { Avatar } from '@/components/ui/avatar';
import { LoadingBlock } from '@/components/ui/spinner';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { useMyConnections, useRemoveConnection, type MyConnection } from '../queries';

export default function MyConnectionsPage() {
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
      {list.isPending ? (
        <LoadingBlock label="Loading connections..." />
      ) : list.error ? (
        <div className="py-12 text-center">
          <p className="mb-3 text-slate-600">Your connections could not be loaded.</p>
          <Button variant="outline" onClick={() => list.refetch()}>
            Try again
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <div className="rounded-md border border-slate-200 bg-white p-10 text-center">
          <Users className="mx-auto mb-2 h-8 w-8 text-slate-600" aria-hidden="true" />
          <p className="mb-4 text-slate-600">You have no connections yet.</p>
          <Button asChild>
            <Link to="/network">Find people in the Network</Link>
          </Button>
        </div>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2">
            {rows.map((c) => (
              <li key={c.connection_id}>
                <ConnectionCard
                  c={c}
                  removing={remove.isPending && remove.variables === c.connection_id}
                  onRemove={() => remove.mutate(c.connection_id)}
                />
              </li>
            ))}
          </ul>
          {list.hasNextPage ? (
            <div className="text-center">
              <Button variant="outline" onClick={() => list.fetchNextPage()} disabled={list.isFetchingNextPage}>
                {list.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}

function ConnectionCard({ c, removing, onRemove }: { c: MyConnection; removing: boolean; onRemove: () => void }) {
  const name = c.full_name ?? '';
  return (
    <Card data-testid="connection-card">
      <CardContent className="flex gap-3 pt-6">
        <Avatar name={c.full_name} src={c.avatar_url} size="lg" />
        <div className="min-w-0">
          <h2 className="truncate font-semibold">{name}</h2>
          <p className="truncate text-sm text-slate-600">{[c.position, c.company].filter(Boolean).join(' at ')}</p>
          <p className="text-xs text-slate-600">{c.user_type}</p>
        </div>
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        {c.can_view ? (
          <Button asChild size="sm" variant="outline">
            <Link to={`/profile/${c.id}`} aria-label={`View Profile of ${name}`}>
              View Profile
            </Link>
          </Button>
        ) : (
          <Button asChild size="sm" variant="outline">
            <Link to="/pricing">Upgrade to View</Link>
          </Button>
        )}
        <Button
          size="sm"
          variant="secondary"
          onClick={() => toast({ title: 'Feature in Progress', description: 'Messaging is coming soon.' })}
        >
          <MessageSquare className="mr-1 h-4 w-4" aria-hidden="true" />
          Message
        </Button>
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button size="sm" variant="destructive" disabled={removing} aria-label={`Remove ${name}`}>
              <UserMinus className="mr-1 h-4 w-4" aria-hidden="true" />
              Remove
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Remove connection?</AlertDialogTitle>
              <AlertDialogDescription>
                {name} will be removed from your connections. You can send a new request later.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
              <AlertDialogAction onClick={onRemove}>Remove</AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </CardFooter>
    </Card>
  );
}
