import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft, Check, CheckCheck, Trash2 } from 'lucide-react';
import { MESSAGING_TEXT } from '@/config/messages';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { UpgradeDialog } from '@/components/upgrade-dialog';
import { isUpgradeRequired } from '@/lib/plan';
import { cn } from '@/lib/utils';
import { dayLabel, formatMessageTime, groupByDay } from '../format';
import {
  useConversationWith,
  useDeleteMessage,
  useHistory,
  useMarkRead,
  useSendMessage,
  type ChatMessage,
  type ConversationHeader,
} from '../queries';
import { pairTopic, useConversationRealtime, usePairChannel } from '../realtime';
import { Composer } from './Composer';
import { MemberSafetyMenu } from './MemberSafetyMenu';
import { failureText } from '@/lib/errors';

function HistorySkeleton() {
  return (
    <div aria-hidden="true" className="space-y-3 p-4">
      {[40, 60, 30, 55].map((w, i) => (
        <div key={i} className={cn('flex', i % 2 ? 'justify-end' : 'justify-start')}>
          <span className="h-10 animate-pulse rounded-2xl bg-slate-200" style={{ width: `${w}%` }} />
        </div>
      ))}
    </div>
  );
}

function Bubble({ m, mine, status }: { m: ChatMessage; mine: boolean; status: 'sent' | 'read' | null }) {
  const remove = useDeleteMessage();
  const deleted = m.deleted_at !== null;
  return (
    <li className={cn('group flex flex-col', mine ? 'items-end' : 'items-start')} data-testid="message">
      <div className={cn('flex max-w-[85%] items-center gap-1 sm:max-w-[70%]', mine && 'flex-row-reverse')}>
        <div
          className={cn(
            'whitespace-pre-wrap wrap-anywhere rounded-2xl px-3 py-2 text-sm',
            deleted
              ? 'border border-dashed border-slate-300 italic text-slate-600'
              : mine
                ? 'bg-brand-600 text-white'
                : 'bg-slate-100 text-slate-900',
          )}
        >
          <span className="sr-only">{mine ? MESSAGING_TEXT.you : ''} </span>
          {deleted ? MESSAGING_TEXT.deleted : m.body}
        </div>
        {mine && !deleted ? (
          <ConfirmDialog
            trigger={
              <Button
                variant="ghost"
                size="icon"
                className="h-8 w-8 opacity-0 focus-visible:opacity-100 group-hover:opacity-100"
                aria-label={MESSAGING_TEXT.deleteMessage}
                disabled={remove.isPending}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </Button>
            }
            title={MESSAGING_TEXT.deleteConfirmTitle}
            description={MESSAGING_TEXT.deleteConfirmText}
            confirmLabel="Delete"
            onConfirm={() => remove.mutate(m.id)}
          />
        ) : null}
      </div>
      <span className="mt-0.5 flex items-center gap-1 px-1 text-[11px] text-slate-600">
        <time dateTime={m.created_at}>{formatMessageTime(m.created_at)}</time>
        {status ? (
          <span data-testid="message-status" className="inline-flex items-center gap-0.5">
            {status === 'read' ? (
              <CheckCheck className="h-3 w-3 text-brand-700" aria-hidden="true" />
            ) : (
              <Check className="h-3 w-3" aria-hidden="true" />
            )}
            {status === 'read' ? MESSAGING_TEXT.read : MESSAGING_TEXT.sent}
          </span>
        ) : null}
      </span>
    </li>
  );
}

function Header({ header, online, memberId }: { header: ConversationHeader; online: boolean; memberId: string }) {
  const name = header.other_full_name ?? '';
  return (
    <div className="flex items-center gap-3 border-b border-slate-200 bg-white p-3">
      <Button asChild variant="ghost" size="icon" className="lg:hidden">
        <Link to="/messages" aria-label={MESSAGING_TEXT.back}>
          <ArrowLeft aria-hidden="true" />
        </Link>
      </Button>
      <span className="relative">
        <Avatar src={header.other_avatar_url} name={name} size="md" />
        <span
          data-testid="online-dot"
          data-online={online}
          className={cn(
            'absolute bottom-0 right-0 h-3 w-3 rounded-full border-2 border-white',
            online ? 'bg-emerald-500' : 'bg-slate-300',
          )}
          aria-hidden="true"
        />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="truncate font-semibold">
          <Link to={`/profile/${header.other_id}`} className="hover:underline">
            {name}
          </Link>
        </h2>
        <p className="text-xs text-slate-600">
          {online ? MESSAGING_TEXT.online : MESSAGING_TEXT.offline}
          {header.other_user_type ? ` · ${header.other_user_type}` : ''}
        </p>
      </div>
      <MemberSafetyMenu
        memberId={header.other_id!}
        name={name}
        blockedByMe={!!header.blocked_by_me}
        conversationId={header.conversation_id}
        key={memberId}
      />
    </div>
  );
}

function WhyNot({ header }: { header: ConversationHeader }) {
  const text = header.blocked_by_me
    ? MESSAGING_TEXT.blockedByMe
    : header.blocked_me
      ? MESSAGING_TEXT.blockedMe
      : MESSAGING_TEXT.notConnected;
  return (
    <p role="status" className="border-t border-slate-200 bg-slate-50 p-4 text-center text-sm text-slate-600">
      {text}
    </p>
  );
}

/** One conversation: header, history paged backwards (newest at the bottom), typing line, composer. */
export function ConversationView({ memberId, otherId }: { memberId: string; otherId: string }) {
  const headerQuery = useConversationWith(otherId);
  const header = headerQuery.data ?? null;
  const conversationId = header?.conversation_id ?? null;
  const history = useHistory(conversationId);
  const send = useSendMessage(otherId);
  const markRead = useMarkRead();
  const { mutate: markReadMutate } = markRead;
  const pair = usePairChannel(header ? pairTopic(memberId, otherId) : null, memberId, otherId);
  const { clearTyping } = pair;
  // The plan's refusal of a first message (a contact the plan has no room for), in its own words.
  const [refusal, setRefusal] = useState<string | null>(null);

  const readNow = useCallback(() => {
    if (conversationId && document.visibilityState === 'visible') markReadMutate(conversationId);
  }, [conversationId, markReadMutate]);

  // Opening a conversation marks it read; so does coming back to the tab.
  useEffect(() => {
    readNow();
    document.addEventListener('visibilitychange', readNow);
    return () => document.removeEventListener('visibilitychange', readNow);
  }, [readNow]);

  useConversationRealtime(conversationId, otherId, (m) => {
    if (m.sender_id === otherId) {
      clearTyping();
      readNow();
    }
  });

  const messages = useMemo(() => (history.data?.pages.flat() ?? []).slice().reverse(), [history.data]);
  const groups = useMemo(() => groupByDay(messages), [messages]);
  const myLast = useMemo(() => [...messages].reverse().find((m) => m.sender_id === memberId), [messages, memberId]);
  const lastReadAt = header?.other_last_read_at ?? null;

  // Scrolling: stay at the bottom while the reader is there; keep the view still when older pages arrive.
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const firstId = messages[0]?.id;
  const previous = useRef<{ firstId?: string; height: number; count: number }>({ height: 0, count: 0 });
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const before = previous.current;
    if (before.count > 0 && firstId !== before.firstId && messages.length > before.count && !atBottom.current) {
      el.scrollTop += el.scrollHeight - before.height;
    } else if (atBottom.current || before.count === 0) {
      el.scrollTop = el.scrollHeight;
    }
    previous.current = { firstId, height: el.scrollHeight, count: messages.length };
  }, [messages.length, firstId]);

  if (headerQuery.isPending) {
    return (
      <div role="status" aria-label={MESSAGING_TEXT.loadingHistory} className="flex h-full flex-col">
        <HistorySkeleton />
      </div>
    );
  }
  if (headerQuery.isError || !header) {
    return (
      <div role="alert" className="p-8 text-center text-sm text-slate-600">
        {headerQuery.isError ? failureText(headerQuery.error, MESSAGING_TEXT.historyError) : MESSAGING_TEXT.notFound}
        {headerQuery.isError ? (
          <div className="mt-3">
            <Button variant="outline" onClick={() => void headerQuery.refetch()}>
              Try again
            </Button>
          </div>
        ) : null}
      </div>
    );
  }

  const name = header.other_full_name ?? '';
  async function onSend(text: string) {
    try {
      await send.mutateAsync(text);
    } catch (error) {
      if (!isUpgradeRequired(error)) throw error;
      setRefusal(error.details ?? '');
      return false;
    }
    atBottom.current = true;
  }

  return (
    <section aria-label={`Conversation with ${name}`} className="flex h-full min-h-0 flex-col">
      <Header header={header} online={pair.online} memberId={otherId} />
      <div
        ref={scroller}
        className="min-h-0 flex-1 overflow-y-auto bg-white px-3 py-4 sm:px-4"
        onScroll={(e) => {
          const el = e.currentTarget;
          atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
        }}
      >
        {history.hasNextPage ? (
          <div className="mb-3 text-center">
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                atBottom.current = false;
                void history.fetchNextPage();
              }}
              disabled={history.isFetchingNextPage}
            >
              {history.isFetchingNextPage ? MESSAGING_TEXT.loadingOlder : MESSAGING_TEXT.loadOlder}
            </Button>
          </div>
        ) : null}
        {conversationId && history.isPending ? (
          <div role="status" aria-label={MESSAGING_TEXT.loadingHistory}>
            <HistorySkeleton />
          </div>
        ) : history.isError ? (
          <div role="alert" className="py-8 text-center text-sm text-slate-600">
            <p className="mb-3">{failureText(history.error, MESSAGING_TEXT.historyError)}</p>
            <Button variant="outline" onClick={() => void history.refetch()}>
              Try again
            </Button>
          </div>
        ) : messages.length === 0 ? (
          <p className="py-12 text-center text-sm text-slate-600">{MESSAGING_TEXT.emptyHistory}</p>
        ) : null}
        <div role="log" aria-live="polite" aria-relevant="additions" aria-label={`Messages with ${name}`}>
          {groups.map((g) => (
            <div key={g.day} role="group" aria-label={dayLabel(g.day)}>
              <div className="my-3 flex items-center gap-3 text-xs font-medium text-slate-600" aria-hidden="true">
                <span className="h-px flex-1 bg-slate-200" />
                {dayLabel(g.day)}
                <span className="h-px flex-1 bg-slate-200" />
              </div>
              <ul className="space-y-2">
                {g.items.map((m) => (
                  <Bubble
                    key={m.id}
                    m={m}
                    mine={m.sender_id === memberId}
                    status={
                      myLast && m.id === myLast.id && !m.deleted_at
                        ? lastReadAt && new Date(lastReadAt).getTime() >= new Date(m.created_at).getTime()
                          ? 'read'
                          : 'sent'
                        : null
                    }
                  />
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
      <p aria-live="polite" className="h-5 px-4 text-xs italic text-slate-600">
        {pair.typing ? MESSAGING_TEXT.typing(name.split(' ')[0] || name) : ''}
      </p>
      {header.can_message ? <Composer onSend={onSend} onTyping={pair.notifyTyping} /> : <WhyNot header={header} />}
      <UpgradeDialog open={refusal !== null} onOpenChange={(o) => !o && setRefusal(null)} description={refusal} />
    </section>
  );
}
