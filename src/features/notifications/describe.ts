import { NOTIFICATION_TEXT } from '@/config/messages';
import type { NotificationRow } from './queries';

/** What a notification says and where it leads: the subject it is about. */
export function describeNotification(n: NotificationRow): { text: string; href: string } {
  const actor = n.actor_name ?? NOTIFICATION_TEXT.someone;
  const line = NOTIFICATION_TEXT.line;
  switch (n.kind) {
    case 'connection_request':
      return { text: line.connection_request(actor), href: '/dashboard' };
    case 'connection_accepted':
      return { text: line.connection_accepted(actor), href: `/profile/${n.actor_id}` };
    case 'message':
      return { text: line.message(actor), href: `/messages/${n.actor_id}` };
    case 'application_received':
      return { text: line.application_received(actor), href: `/jobs/${n.subject_id}/applicants` };
    case 'application_status':
      return { text: line.application_status(actor), href: '/my-applications' };
    case 'review_received':
      return { text: line.review_received(actor), href: '/profile?tab=reviews' };
    case 'review_answered':
      return { text: line.review_answered(actor), href: `/profile/${n.actor_id}?tab=reviews` };
    case 'broadcast':
      return { text: line.broadcast(n.title ?? ''), href: '/notifications' };
  }
}
