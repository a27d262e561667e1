import { Link } from 'react-router-dom';
import { formatDistanceToNow } from 'date-fns';
import { Briefcase, Handshake, Wrench } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { ACTIVITY_TEXT } from '@/config/messages';
import type { ActivityEvent } from '../queries';

const ICONS = { job_posted: Briefcase, service_listed: Wrench, connected: Handshake } as const;

/** What an event says and what it links to: the job, the provider's services, the new connection. */
export function describeEvent(e: ActivityEvent): { text: string; href: string } {
  const actor = e.actor_name ?? '';
  switch (e.kind) {
    case 'job_posted':
      return { text: ACTIVITY_TEXT.line.job_posted(actor, e.subject_title ?? ''), href: `/jobs/${e.subject_id}` };
    case 'service_listed':
      return { text: ACTIVITY_TEXT.line.service_listed(actor, e.subject_title ?? ''), href: `/profile/${e.actor_id}` };
    default:
      return { text: ACTIVITY_TEXT.line.connected(actor, e.other_name ?? ''), href: `/profile/${e.other_id}` };
  }
}

interface PagedEvents {
  data?: { pages: ActivityEvent[][] };
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** Events, newest first, each linking to its subject, with 'Load more'. */
export function ActivityList({ query, empty }: { query: PagedEvents; empty: string }) {
  const events = query.data?.pages.flat() ?? [];
  return (
    <QueryState
      query={query}
      loading={ACTIVITY_TEXT.loading}
      error={ACTIVITY_TEXT.error}
      isEmpty={events.length === 0}
      empty={<p className="text-sm text-slate-600">{empty}</p>}
    >
      <ul className="space-y-3" data-testid="activity-list">
        {events.map((e) => {
          const { text, href } = describeEvent(e);
          const Icon = ICONS[e.kind];
          return (
            <li key={`${e.kind}:${e.subject_id}`} className="flex gap-3 text-sm">
              <Icon className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
              <span className="min-w-0">
                <Link to={href} className="wrap-anywhere rounded hover:underline">
                  {text}
                </Link>
                <span className="block text-xs text-slate-600">
                  {formatDistanceToNow(new Date(e.at), { addSuffix: true })}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
      {query.hasNextPage ? (
        <Button
          variant="outline"
          size="sm"
          className="mt-4"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {ACTIVITY_TEXT.loadMore}
        </Button>
      ) : null}
    </QueryState>
  );
}
