import { Link } from 'react-router-dom';
import { formatDistanceToNow } from 'date-fns';
import { Megaphone } from 'lucide-react';
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
      {n.source === 'broadcast' ? (
        <Megaphone className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
      ) : null}
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
