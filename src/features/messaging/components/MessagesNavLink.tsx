import { NavLink } from 'react-router-dom';
import { MessageSquare } from 'lucide-react';
import { MESSAGING_TEXT } from '@/config/messages';
import { cn } from '@/lib/utils';
import { useUnreadCount } from '../queries';
import { useInboxRealtime } from '../realtime';

/**
 * The top bar's Messages button with the unread badge. While it is mounted (every member screen), the
 * member's inbox subscription keeps the badge and the conversation list live in this tab.
 */
export function MessagesNavLink({ memberId }: { memberId: string }) {
  useInboxRealtime(memberId);
  const unread = useUnreadCount(true);
  const n = unread.data ?? 0;
  const label = n > 0 ? `${MESSAGING_TEXT.title}, ${MESSAGING_TEXT.unreadBadge(n)}` : MESSAGING_TEXT.title;
  return (
    <NavLink
      to="/messages"
      aria-label={label}
      title={label}
      className={({ isActive }) =>
        cn(
          'relative inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-slate-100',
          isActive ? 'text-brand-700' : 'text-slate-600',
        )
      }
    >
      <MessageSquare className="h-5 w-5" aria-hidden="true" />
      {n > 0 ? (
        <span
          data-testid="unread-badge"
          aria-hidden="true"
          className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-600 px-1.5 text-center text-[11px] font-semibold leading-5 text-white"
        >
          {n > 99 ? '99+' : n}
        </span>
      ) : null}
    </NavLink>
  );
}
