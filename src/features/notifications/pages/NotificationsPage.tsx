import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { NOTIFICATION_MESSAGES, NOTIFICATION_TEXT } from '@/config/messages';
import { useAuth } from '@/lib/auth';
import { toastError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { NotificationItem } from '../components/NotificationItem';
import { useMarkAllRead, useMarkRead, useNotificationList, useUnreadNotifications } from '../queries';

const T = NOTIFICATION_TEXT;

/** Every notification, newest first, paged; all or unread only; mark one or all read. */
export default function NotificationsPage() {
  const { user } = useAuth();
  const uid = user!.id;
  const [unreadOnly, setUnreadOnly] = useState(false);
  const list = useNotificationList(uid, unreadOnly);
  const unread = useUnreadNotifications(uid);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const rows = list.data?.pages.flat() ?? [];

  return (
    <div className="container mx-auto max-w-3xl space-y-4 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{T.title}</h1>
        <Button
          variant="outline"
          disabled={(unread.data ?? 0) === 0 || markAll.isPending}
          onClick={() =>
            markAll.mutate(undefined, {
              onSuccess: () => toast(NOTIFICATION_MESSAGES.allRead),
              onError: (error) => toastError(NOTIFICATION_MESSAGES.errors.markRead, error),
            })
          }
        >
          {T.markAllRead}
        </Button>
      </div>
      <div role="group" aria-label="Show" className="inline-flex rounded-full bg-slate-100 p-1">
        {[false, true].map((only) => (
          <button
            key={String(only)}
            type="button"
            aria-pressed={unreadOnly === only}
            onClick={() => setUnreadOnly(only)}
            className={cn(
              'rounded-full px-4 py-1.5 text-sm font-medium',
              unreadOnly === only ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-700',
            )}
          >
            {only ? T.unread : T.all}
          </button>
        ))}
      </div>
      <Card>
        <CardContent className="p-2">
          <QueryState
            query={list}
            loading={T.loading}
            error={T.error}
            isEmpty={rows.length === 0}
            empty={<p className="py-12 text-center text-slate-600">{unreadOnly ? T.emptyUnread : T.empty}</p>}
          >
            <ul className="divide-y divide-slate-100">
              {rows.map((n) => (
                <li key={`${n.source}:${n.id}`} className="flex items-start gap-2">
                  <div className="min-w-0 flex-1">
                    <NotificationItem
                      n={n}
                      onOpen={(row) => !row.read && markRead.mutate({ source: row.source, id: row.id })}
                    />
                  </div>
                  {!n.read ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="mt-2"
                      onClick={() => markRead.mutate({ source: n.source, id: n.id })}
                    >
                      {T.markRead}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
            {list.hasNextPage ? (
              <div className="p-3 text-center">
                <Button variant="outline" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
                  {T.loadMore}
                </Button>
              </div>
            ) : null}
          </QueryState>
        </CardContent>
      </Card>
    </div>
  );
}
