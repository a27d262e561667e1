import { Link, NavLink } from 'react-router-dom';
import { MessageSquare } from 'lucide-react';
import { MESSAGING_TEXT } from '@/config/messages';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/query-state';
import { cn } from '@/lib/utils';
import { formatListTime } from '../format';
import { useConversations, type ConversationSummary } from '../queries';
import { failureText } from '@/lib/errors';

function Preview({ c, memberId }: { c: ConversationSummary; memberId: string }) {
  const mine = c.last_message_sender_id === memberId;
  if (c.last_message_deleted) return <span className="italic">{MESSAGING_TEXT.deleted}</span>;
  return (
    <>
      {mine ? `${MESSAGING_TEXT.you}: ` : ''}
      {c.last_message_body ?? MESSAGING_TEXT.noMessagesPreview}
    </>
  );
}

function ListSkeleton() {
  return (
    <ul aria-hidden="true" className="divide-y divide-slate-100">
      {Array.from({ length: 5 }, (_, i) => (
        <li key={i} className="flex animate-pulse items-center gap-3 p-3">
          <span className="h-10 w-10 rounded-full bg-slate-200" />
          <span className="flex-1 space-y-2">
            <span className="block h-3 w-1/3 rounded bg-slate-200" />
            <span className="block h-3 w-2/3 rounded bg-slate-100" />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The member’s conversations, newest first: the other member, last message, its time and the unread count. */
export function ConversationList({ memberId }: { memberId: string }) {
  const list = useConversations();
  const rows = list.data?.pages.flat() ?? [];

  if (list.isPending) {
    return (
      <div role="status" aria-label={MESSAGING_TEXT.loadingList}>
        <ListSkeleton />
      </div>
    );
  }
  if (list.isError) {
    return (
      <div role="alert" className="p-6 text-center">
        <p className="mb-3 text-sm text-slate-600">{failureText(list.error, MESSAGING_TEXT.listError)}</p>
        <Button variant="outline" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (rows.length === 0) {
    return (
      <div className="p-8 text-center">
        <MessageSquare className="mx-auto mb-2 h-8 w-8 text-slate-500" aria-hidden="true" />
        <p className="font-medium text-slate-900">{MESSAGING_TEXT.emptyList}</p>
        <p className="mb-4 text-sm text-slate-600">{MESSAGING_TEXT.emptyListHint}</p>
        <Button asChild variant="outline">
          <Link to="/my-connections">{MESSAGING_TEXT.findConnections}</Link>
        </Button>
      </div>
    );
  }
  return (
    <div>
      <ul className="divide-y divide-slate-100" data-testid="conversation-list">
        {rows.map((c) => {
          const name = c.other_full_name ?? '';
          const unread = c.unread_count > 0;
          return (
            <li key={c.conversation_id}>
              <NavLink
                to={`/messages/${c.other_id}`}
                data-testid="conversation-item"
                aria-label={`${name}${unread ? `, ${MESSAGING_TEXT.unreadBadge(c.unread_count)}` : ''}`}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-3 p-3 hover:bg-slate-50 focus-visible:bg-slate-50',
                    isActive && 'bg-brand-50 hover:bg-brand-50',
                  )
                }
              >
                <Avatar src={c.other_avatar_url} name={name} size="md" />
                <span className="min-w-0 flex-1">
                  <span className="flex items-baseline justify-between gap-2">
                    <span className={cn('truncate text-sm', unread ? 'font-bold text-slate-900' : 'font-semibold')}>
                      {name}
                    </span>
                    <time dateTime={c.last_message_at} className="shrink-0 text-xs text-slate-600">
                      {formatListTime(c.last_message_at)}
                    </time>
                  </span>
                  <span className="flex items-center justify-between gap-2">
                    <span className={cn('truncate text-sm', unread ? 'text-slate-900' : 'text-slate-600')}>
                      <Preview c={c} memberId={memberId} />
                    </span>
                    {unread ? (
                      <span
                        aria-hidden="true"
                        className="shrink-0 rounded-full bg-brand-600 px-2 text-xs font-semibold leading-5 text-white"
                      >
                        {c.unread_count}
                      </span>
                    ) : null}
                  </span>
                </span>
              </NavLink>
            </li>
          );
        })}
      </ul>
      <div className="p-3">
        <LoadMore query={list} />
      </div>
    </div>
  );
}
