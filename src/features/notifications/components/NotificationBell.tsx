import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Bell } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { NOTIFICATION_MESSAGES, NOTIFICATION_TEXT } from '@/config/messages';
import { toastError } from '@/lib/errors';
import {
  useLatestNotifications,
  useLiveNotifications,
  useMarkAllRead,
  useMarkRead,
  useUnreadNotifications,
  type NotificationRow,
} from '../queries';
import { NotificationItem } from './NotificationItem';

const T = NOTIFICATION_TEXT;

/** The top bar's bell: the unread count, live, and the latest ten in a dropdown. */
export function NotificationBell({ memberId }: { memberId: string }) {
  useLiveNotifications(memberId);
  const [open, setOpen] = useState(false);
  const unread = useUnreadNotifications(memberId);
  const latest = useLatestNotifications(memberId, open);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const n = unread.data ?? 0;

  const onOpen = (row: NotificationRow) => {
    if (!row.read) markRead.mutate({ source: row.source, id: row.id });
    setOpen(false);
  };

  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          aria-label={T.bellLabel(n)}
          title={T.bellLabel(n)}
          className="relative inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
        >
          <Bell className="h-5 w-5" aria-hidden="true" />
          {n > 0 ? (
            <span
              data-testid="notification-badge"
              aria-hidden="true"
              className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-600 px-1.5 text-center text-[11px] font-semibold leading-5 text-white"
            >
              {n > 99 ? '99+' : n}
            </span>
          ) : null}
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-[min(22rem,calc(100vw-2rem))] p-0">
        <div className="flex items-center justify-between gap-2 px-3 py-2">
          <DropdownMenuLabel className="p-0 text-base">{T.title}</DropdownMenuLabel>
          <Button
            variant="ghost"
            size="sm"
            disabled={n === 0 || markAll.isPending}
            onClick={(e) => {
              e.preventDefault();
              markAll.mutate(undefined, {
                onError: (error) => toastError(NOTIFICATION_MESSAGES.errors.markRead, error),
              });
            }}
          >
            {T.markAllRead}
          </Button>
        </div>
        <DropdownMenuSeparator className="my-0" />
        <div className="max-h-96 overflow-y-auto p-1">
          {latest.isPending ? (
            <p className="p-3 text-sm text-slate-600">{T.loading}</p>
          ) : latest.error ? (
            <p className="p-3 text-sm text-slate-600">{T.error}</p>
          ) : latest.data.length === 0 ? (
            <p className="p-3 text-sm text-slate-600">{T.empty}</p>
          ) : (
            latest.data.map((row) => (
              <DropdownMenuItem key={`${row.source}:${row.id}`} asChild className="p-0">
                <NotificationItem n={row} onOpen={onOpen} compact />
              </DropdownMenuItem>
            ))
          )}
        </div>
        <DropdownMenuSeparator className="my-0" />
        <DropdownMenuItem asChild className="justify-center p-3 font-semibold text-brand-700">
          <Link to="/notifications">{T.viewAll}</Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
