import { Link } from 'react-router-dom';
import { formatDistanceToNow } from 'date-fns';
import { Bell, Megaphone } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/lib/utils';
import { describeNotification } from '../describe';
import type { NotificationRow } from '../queries';

/** One notification: what happened, when, unread marked; following it marks it read. */
export function NotificationItem({
  n,
  onOpen,
  compact = false,
}: {
  n: NotificationRow;
  onOpen: (n: NotificationRow) => void;
  compact?: boolean;
}) {
  const { text, href } = describeNotification(n);
  return (
    <Link
      to={href}
      onClick={() => onOpen(n)}
      className={cn(
        'flex gap-3 rounded-md p-3 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700',
        !n.read && 'bg-brand-50',
      )}
      data-testid="notification-item"
    >
      {/* Who it is from, at a glance (their photo or initials; HR Connect's own announcements show a
          megaphone). Decorative: the text says the name. */}
      <span aria-hidden="true" className="shrink-0" data-testid="notification-avatar">
        {n.source === 'broadcast' || !n.actor_id ? (
          <span
            className={cn(
              'inline-flex items-center justify-center rounded-full bg-brand-100 text-brand-700',
              compact ? 'h-8 w-8' : 'h-10 w-10',
            )}
          >
            {n.source === 'broadcast' ? <Megaphone className="h-4 w-4" /> : <Bell className="h-4 w-4" />}
          </span>
        ) : (
          <Avatar name={n.actor_name} src={n.actor_avatar} size={compact ? 'sm' : 'md'} />
        )}
      </span>
      <span className="min-w-0 flex-1">
        <span className={cn('block wrap-anywhere', !n.read && 'font-semibold')}>{text}</span>
        {n.body && !compact ? <span className="mt-1 block whitespace-pre-line text-slate-700">{n.body}</span> : null}
        <span className="mt-1 block text-xs text-slate-600">
          {formatDistanceToNow(new Date(n.created_at), { addSuffix: true })}
        </span>
      </span>
      {!n.read ? (
        <span className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-brand-700" aria-label="Unread" role="img" />
      ) : null}
    </Link>
  );
}
