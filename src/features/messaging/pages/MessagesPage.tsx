import { Navigate, useParams } from 'react-router-dom';
import { MessageSquare } from 'lucide-react';
import { MESSAGING_TEXT } from '@/config/messages';
import { useAuth } from '@/lib/auth';
import { usePageTitle } from '@/lib/use-page-title';
import { cn } from '@/lib/utils';
import { ConversationList } from '../components/ConversationList';
import { ConversationView } from '../components/ConversationView';
import { isUuid } from '@/lib/uuid';
import { useConversationWith } from '../queries';

/**
 * /messages and /messages/{memberId}: the list beside the open conversation on wide screens; on
 * narrow ones the list alone, or the conversation alone with a way back.
 */
export default function MessagesPage() {
  const { memberId } = useParams();
  const { user } = useAuth();
  const open = isUuid(memberId) ? memberId : undefined;
  const header = useConversationWith(open);
  usePageTitle(open ? header.data?.other_full_name || undefined : undefined);

  if (!user) return null;
  if (memberId && !open) return <Navigate to="/messages" replace />;
  if (open === user.id) return <Navigate to="/messages" replace />;

  return (
    <div className="container mx-auto max-w-6xl px-0 py-0 sm:px-4 sm:py-6">
      <h1 className={cn('px-4 py-3 text-2xl font-bold sm:px-0 sm:pt-0 sm:text-3xl', open && 'sr-only sm:not-sr-only')}>
        {MESSAGING_TEXT.title}
      </h1>
      <div className="grid grid-cols-1 h-[calc(100dvh-4rem)] overflow-hidden border-slate-200 bg-white sm:h-[calc(100dvh-12rem)] sm:min-h-[28rem] sm:rounded-lg sm:border lg:grid-cols-[20rem_1fr]">
        <nav
          aria-label="Conversations"
          className={cn('min-h-0 overflow-y-auto border-slate-200 lg:block lg:border-r', open ? 'hidden' : 'block')}
        >
          <ConversationList memberId={user.id} />
        </nav>
        <div className={cn('min-h-0', open ? 'block' : 'hidden lg:block')}>
          {open ? (
            <ConversationView key={open} memberId={user.id} otherId={open} />
          ) : (
            <div className="flex h-full flex-col items-center justify-center gap-2 p-8 text-center text-slate-600">
              <MessageSquare className="h-10 w-10 text-slate-400" aria-hidden="true" />
              <p>{MESSAGING_TEXT.pickConversation}</p>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
