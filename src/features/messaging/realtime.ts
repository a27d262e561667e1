import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RealtimeChannel } from '@supabase/supabase-js';
import { useClient } from '@/lib/client-context';
import { messageKeys, upsertHistoryMessage, type ChatMessage, type ConversationHeader } from './queries';

/*
 * Live messaging through supabase-js Realtime, exactly as on hosted Supabase:
 * - postgres_changes on the member's own conversation_participants rows: every message to or from
 *   them, and every 'read' they do in another tab, changes one of these rows, so the list and the
 *   unread badge follow without polling;
 * - postgres_changes on the open conversation's messages (new, deleted) and on its participant rows
 *   (the other's read mark, and a block by either member: both rows' `blocked`);
 * - a private channel per pair ('dm:<a>:<b>', Realtime Authorization) for presence and typing.
 * Row-level security decides what each subscriber receives.
 */

/** Keeps the conversation list and the unread badge live for the signed-in member. */
export function useInboxRealtime(memberId: string | undefined) {
  const client = useClient();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!memberId) return;
    const channel = client
      .channel(`inbox:${memberId}`)
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'conversation_participants', filter: `member_id=eq.${memberId}` },
        () => {
          void queryClient.invalidateQueries({ queryKey: messageKeys.unread() });
          void queryClient.invalidateQueries({ queryKey: messageKeys.conversations() });
        },
      )
      .subscribe();
    return () => {
      void client.removeChannel(channel);
    };
  }, [client, queryClient, memberId]);
}

/** The open conversation: new and deleted messages into its cached history, the other's read mark into its header. */
export function useConversationRealtime(
  conversationId: string | null | undefined,
  otherId: string | undefined,
  onIncoming: (m: ChatMessage) => void,
) {
  const client = useClient();
  const queryClient = useQueryClient();
  const incoming = useRef(onIncoming);
  incoming.current = onIncoming;
  useEffect(() => {
    if (!conversationId || !otherId) return;
    const channel = client
      .channel(`conversation:${conversationId}`)
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'messages', filter: `conversation_id=eq.${conversationId}` },
        (payload) => {
          if (payload.eventType === 'DELETE') return;
          const message = payload.new as ChatMessage;
          upsertHistoryMessage(queryClient, message);
          if (payload.eventType === 'INSERT') incoming.current(message);
        },
      )
      .on(
        'postgres_changes',
        {
          event: '*',
          schema: 'public',
          table: 'conversation_participants',
          filter: `conversation_id=eq.${conversationId}`,
        },
        (payload) => {
          const row = payload.new as { member_id?: string; last_read_at?: string | null; blocked?: boolean };
          // A block by either member sets `blocked` on both rows (member_blocks' trigger): when it no
          // longer matches the header, conversation_with says who blocked whom and who may write.
          const header = queryClient.getQueryData<ConversationHeader | null>(messageKeys.withMember(otherId));
          if (
            header &&
            typeof row.blocked === 'boolean' &&
            row.blocked !== (!!header.blocked_by_me || !!header.blocked_me)
          ) {
            void queryClient.invalidateQueries({ queryKey: messageKeys.withMember(otherId) });
          }
          if (row.member_id !== otherId) return;
          queryClient.setQueryData<ConversationHeader | null>(messageKeys.withMember(otherId), (h) =>
            h ? { ...h, other_last_read_at: row.last_read_at ?? null } : h,
          );
        },
      )
      .subscribe();
    return () => {
      void client.removeChannel(channel);
    };
  }, [client, queryClient, conversationId, otherId]);
}

/** How long a 'typing' signal shows without another one. */
export const TYPING_SHOWN_MS = 4000;
/** At most one 'typing' signal per this many milliseconds while keys are pressed. */
export const TYPING_THROTTLE_MS = 2000;

/** The pair's private channel: whether the other member has this conversation open, and is typing. */
export function usePairChannel(topic: string | null, memberId: string | undefined, otherId: string | undefined) {
  const client = useClient();
  const [online, setOnline] = useState(false);
  const [typing, setTyping] = useState(false);
  const channelRef = useRef<RealtimeChannel | null>(null);
  const lastSent = useRef(0);

  useEffect(() => {
    if (!topic || !memberId || !otherId) return;
    let hideTimer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    const channel = client.channel(topic, { config: { private: true, presence: { key: memberId } } });
    channelRef.current = channel;
    channel
      .on('presence', { event: 'sync' }, () => setOnline(!!channel.presenceState()[otherId]?.length))
      .on('broadcast', { event: 'typing' }, ({ payload }) => {
        if ((payload as { member?: string })?.member !== otherId) return;
        setTyping(true);
        clearTimeout(hideTimer);
        hideTimer = setTimeout(() => setTyping(false), TYPING_SHOWN_MS);
      });
    // Private channels need the member's token on the socket before joining.
    void client.realtime.setAuth().then(() => {
      if (cancelled) return;
      channel.subscribe((status) => {
        if (status === 'SUBSCRIBED') void channel.track({ member: memberId, at: new Date().toISOString() });
      });
    });
    return () => {
      cancelled = true;
      clearTimeout(hideTimer);
      channelRef.current = null;
      setOnline(false);
      setTyping(false);
      void client.removeChannel(channel);
    };
  }, [client, topic, memberId, otherId]);

  /** Tells the other member this one is typing (throttled). */
  const notifyTyping = useCallback(() => {
    const now = Date.now();
    if (!channelRef.current || now - lastSent.current < TYPING_THROTTLE_MS) return;
    lastSent.current = now;
    void channelRef.current.send({ type: 'broadcast', event: 'typing', payload: { member: memberId } });
  }, [memberId]);

  /** The other stops showing 'typing' once the message arrives. */
  const clearTyping = useCallback(() => setTyping(false), []);

  return { online, typing, notifyTyping, clearTyping };
}

/** The pair's private topic, as the database's conversation_topic() spells it. */
export function pairTopic(a: string, b: string): string {
  return a < b ? `dm:${a}:${b}` : `dm:${b}:${a}`;
}
