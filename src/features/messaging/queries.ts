import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { MESSAGING_ERROR_TITLES, MESSAGING_MESSAGES } from '@/config/messages';
import type { Client } from '@/lib/client-registry';
import { useClient } from '@/lib/client-context';
import type { TablesInsert } from '@/lib/database.types';
import { checkedJson, nextCursor, withKeys, type Cursor } from '@/lib/rows';
import type { ReportStatus } from '@/lib/enums';
import { isUuid } from '@/lib/uuid';
import type { ReportReason } from './schemas';

/*
 * Everything messaging shows hangs under 'messages': the conversation list, the unread badge, one
 * conversation's header and its history, and the admin area's reports. Realtime events (see
 * ./realtime.ts) update or invalidate these keys; mutations say what they make stale in
 * src/app/invalidation.ts.
 */
export const messageKeys = {
  all: ['messages'] as const,
  conversations: () => [...messageKeys.all, 'conversations'] as const,
  unread: () => [...messageKeys.all, 'unread'] as const,
  withMember: (memberId: string) => [...messageKeys.all, 'with', memberId] as const,
  history: (conversationId: string) => [...messageKeys.all, 'history', conversationId] as const,
  reportsAll: () => [...messageKeys.all, 'reports'] as const,
  reports: (status: ReportStatus) => [...messageKeys.reportsAll(), status] as const,
};

export const messageMutations = {
  send: ['messages', 'send'] as const,
  delete: ['messages', 'delete'] as const,
  markRead: ['messages', 'mark-read'] as const,
  block: ['messages', 'block'] as const,
  unblock: ['messages', 'unblock'] as const,
  report: ['messages', 'report'] as const,
  closeReport: ['messages', 'close-report'] as const,
};

export const CONVERSATIONS_PAGE_SIZE = 20;
export const HISTORY_PAGE_SIZE = 30;
export const REPORTS_PAGE_SIZE = 20;

// ---- fetchers: plain functions of a client (the app's, or a test's signed-in one) ----

/** One page of the caller's conversations, newest first, after `after` (the previous page's last row). */
export async function fetchConversations(
  client: Client,
  after: { last_message_at: string | null; conversation_id: string | null } | null,
  pageSize = CONVERSATIONS_PAGE_SIZE,
) {
  const { data, error } = await client.rpc('list_conversations', {
    ...(after?.last_message_at && after.conversation_id
      ? { p_before_at: after.last_message_at, p_before_id: after.conversation_id }
      : {}),
    page_limit: pageSize,
  });
  if (error) throw error;
  return withKeys(data, 'conversation_id', 'other_id', 'last_message_at', 'unread_count');
}
export type ConversationSummary = Awaited<ReturnType<typeof fetchConversations>>[number];

/** One page of a conversation's history, newest first, older than `before`. */
export async function fetchHistory(
  client: Client,
  conversationId: string,
  before: Cursor | null,
  pageSize = HISTORY_PAGE_SIZE,
) {
  const { data, error } = await client.rpc('list_messages', {
    p_conversation_id: conversationId,
    ...(before ? { p_before_at: before.created_at, p_before_id: before.id } : {}),
    page_limit: pageSize,
  });
  if (error) throw error;
  return data ?? [];
}
export type ChatMessage = Awaited<ReturnType<typeof fetchHistory>>[number];

/** The messages badge: unread messages over all the caller's conversations. */
export async function fetchUnreadCount(client: Client) {
  const { data, error } = await client.rpc('unread_message_count');
  if (error) throw error;
  return data ?? 0;
}

/** The other member's card, the pair's conversation (if any), the other's read mark and who may write. */
export async function fetchConversationWith(client: Client, memberId: string) {
  if (!isUuid(memberId)) return null;
  const { data, error } = await client.rpc('conversation_with', { p_member: memberId }).maybeSingle();
  if (error) throw error;
  return data;
}
export type ConversationHeader = NonNullable<Awaited<ReturnType<typeof fetchConversationWith>>>;

/** Sends a message; the database names the sender and files it in the pair's conversation. */
export async function sendMessage(client: Client, recipientId: string, body: string) {
  // conversation_id is the insert trigger's to fill (the pair's conversation, made by the first
  // message); the generated type cannot know a trigger sets a NOT NULL column.
  const row = { recipient_id: recipientId, body } as TablesInsert<'messages'>;
  const { data, error } = await client.from('messages').insert(row).select().single();
  if (error) throw error;
  return data;
}

/** Deletes one's own message: clears the body and sets deleted_at. False when no row was the caller's. */
export async function deleteMessage(client: Client, messageId: string) {
  const { data, error } = await client
    .from('messages')
    .update({ body: '', deleted_at: new Date().toISOString() })
    .eq('id', messageId)
    .select('id');
  if (error) throw error;
  return (data ?? []).length === 1;
}

export async function markRead(client: Client, conversationId: string) {
  const { error } = await client.rpc('mark_conversation_read', { p_conversation_id: conversationId });
  if (error) throw error;
}

export async function blockMember(client: Client, memberId: string) {
  const { error } = await client.from('member_blocks').insert({ blocked_id: memberId });
  // Already blocked is what was asked for.
  if (error && error.code !== '23505') throw error;
}

export async function unblockMember(client: Client, memberId: string) {
  const { error } = await client.from('member_blocks').delete().eq('blocked_id', memberId);
  if (error) throw error;
}

export async function reportConversation(
  client: Client,
  conversationId: string,
  reason: ReportReason,
  note: string | null,
) {
  const { data, error } = await client.rpc('report_conversation', {
    p_conversation_id: conversationId,
    p_reason: reason,
    ...(note ? { p_note: note } : {}),
  });
  if (error) throw error;
  return data;
}

/** The admin area's reports of one status, newest first, keyset after `after`. */
export async function fetchReportsPage(
  client: Client,
  status: ReportStatus,
  after: Cursor | null,
  pageSize = REPORTS_PAGE_SIZE,
) {
  const { data, error } = await client.rpc('admin_list_reports', {
    p_status: status,
    ...(after ? { p_before_at: after.created_at, p_before_id: after.id } : {}),
    page_limit: pageSize,
  });
  if (error) throw error;
  // The schema module brings zod, which the Messages button (on every page) must not download.
  const { reportSnapshotSchema } = await import('./schemas');
  return withKeys(data, 'id', 'created_at', 'conversation_id').map((row) => ({
    ...row,
    snapshot: checkedJson(row.snapshot ?? [], reportSnapshotSchema, 'snapshot'),
  }));
}

export type ConversationReport = Awaited<ReturnType<typeof fetchReportsPage>>[number];

export async function closeReport(client: Client, reportId: string) {
  const { error } = await client.rpc('admin_close_report', { p_report_id: reportId });
  if (error) throw error;
}

// ---- query options: key, fetcher and the catalogue's error title together ----

export const messageQueries = {
  conversations: (client: Client, enabled = true) =>
    infiniteQueryOptions({
      queryKey: messageKeys.conversations(),
      queryFn: ({ pageParam }) => fetchConversations(client, pageParam),
      initialPageParam: null as ConversationSummary | null,
      getNextPageParam: (last) => (last.length < CONVERSATIONS_PAGE_SIZE ? undefined : last[last.length - 1]),
      enabled,
      meta: { errorTitle: MESSAGING_ERROR_TITLES.fetchConversations },
    }),
  unread: (client: Client, enabled = true) =>
    queryOptions({
      queryKey: messageKeys.unread(),
      queryFn: () => fetchUnreadCount(client),
      enabled,
      // The badge is kept fresh by Realtime; a refetch on focus covers a socket that was asleep.
      refetchOnWindowFocus: true,
    }),
  withMember: (client: Client, memberId: string | undefined) =>
    queryOptions({
      queryKey: messageKeys.withMember(memberId ?? ''),
      queryFn: () => fetchConversationWith(client, memberId!),
      enabled: isUuid(memberId),
      meta: { errorTitle: MESSAGING_ERROR_TITLES.fetchConversation },
    }),
  history: (client: Client, conversationId: string | null | undefined) =>
    infiniteQueryOptions({
      queryKey: messageKeys.history(conversationId ?? ''),
      queryFn: ({ pageParam }) => fetchHistory(client, conversationId!, pageParam),
      initialPageParam: null as Cursor | null,
      getNextPageParam: nextCursor(HISTORY_PAGE_SIZE),
      enabled: isUuid(conversationId),
      // History only grows at the newest end, which Realtime delivers: refetching every page is waste.
      staleTime: Infinity,
      meta: { errorTitle: MESSAGING_ERROR_TITLES.fetchMessages },
    }),
  reports: (client: Client, status: ReportStatus) =>
    infiniteQueryOptions({
      queryKey: messageKeys.reports(status),
      queryFn: ({ pageParam }) => fetchReportsPage(client, status, pageParam),
      initialPageParam: null as Cursor | null,
      getNextPageParam: nextCursor(REPORTS_PAGE_SIZE),
      meta: { errorTitle: MESSAGING_ERROR_TITLES.fetchReports },
    }),
};

// ---- the history cache: live messages go into it in place (newest page first, newest row first) ----

type HistoryData = InfiniteData<ChatMessage[], Cursor | null>;

/** Puts a new or changed message into the cached history: replaces it if present, else adds it newest. */
export function upsertHistoryMessage(queryClient: QueryClient, message: ChatMessage) {
  queryClient.setQueryData<HistoryData>(messageKeys.history(message.conversation_id), (data) => {
    if (!data) return data;
    let found = false;
    const pages = data.pages.map((page) =>
      page.map((m) => {
        if (m.id !== message.id) return m;
        found = true;
        return message;
      }),
    );
    if (!found) {
      const [first = [], ...rest] = pages;
      const merged = [message, ...first].sort(newestFirst);
      return { ...data, pages: [merged, ...rest] };
    }
    return { ...data, pages };
  });
}

function newestFirst(a: ChatMessage, b: ChatMessage): number {
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

// ---- hooks: the app's client bound in ----

export function useConversations(enabled = true) {
  return useInfiniteQuery(messageQueries.conversations(useClient(), enabled));
}

export function useUnreadCount(enabled: boolean) {
  return useQuery(messageQueries.unread(useClient(), enabled));
}

export function useConversationWith(memberId: string | undefined) {
  return useQuery(messageQueries.withMember(useClient(), memberId));
}

export function useHistory(conversationId: string | null | undefined) {
  return useInfiniteQuery(messageQueries.history(useClient(), conversationId));
}

export function useReports(status: ReportStatus) {
  return useInfiniteQuery(messageQueries.reports(useClient(), status));
}

/**
 * Sends a message. The sender's own cache is written here, not by the screen: the message goes into
 * the history at once (the realtime echo then finds it in place); the first message of a pair made the
 * conversation, so the header learns its id (nothing else in it changes) and the history loads.
 */
export function useSendMessage(recipientId: string) {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: messageMutations.send,
    mutationFn: (body: string) => sendMessage(client, recipientId, body),
    onSuccess: (message) => {
      const key = messageKeys.withMember(recipientId);
      const header = queryClient.getQueryData<ConversationHeader | null>(key);
      if (header?.conversation_id) upsertHistoryMessage(queryClient, message);
      else if (header) queryClient.setQueryData(key, { ...header, conversation_id: message.conversation_id });
    },
    // A provider's first message may be a contact their plan has no room for: the conversation
    // answers that refusal with the upgrade dialog rather than a failure toast.
    meta: { errorTitle: MESSAGING_ERROR_TITLES.send, upgradeDialog: true },
  });
}

export function useDeleteMessage() {
  const client = useClient();
  return useMutation({
    mutationKey: messageMutations.delete,
    mutationFn: (messageId: string) => deleteMessage(client, messageId),
    meta: { errorTitle: MESSAGING_ERROR_TITLES.deleteMessage, successToast: MESSAGING_MESSAGES.messageDeleted },
  });
}

export function useMarkRead() {
  const client = useClient();
  return useMutation({
    mutationKey: messageMutations.markRead,
    mutationFn: (conversationId: string) => markRead(client, conversationId),
  });
}

export function useBlockMember() {
  const client = useClient();
  return useMutation({
    mutationKey: messageMutations.block,
    mutationFn: (memberId: string) => blockMember(client, memberId),
    meta: { errorTitle: MESSAGING_ERROR_TITLES.block, successToast: MESSAGING_MESSAGES.blocked },
  });
}

export function useUnblockMember() {
  const client = useClient();
  return useMutation({
    mutationKey: messageMutations.unblock,
    mutationFn: (memberId: string) => unblockMember(client, memberId),
    meta: { errorTitle: MESSAGING_ERROR_TITLES.unblock, successToast: MESSAGING_MESSAGES.unblocked },
  });
}

export function useReportConversation() {
  const client = useClient();
  return useMutation({
    mutationKey: messageMutations.report,
    mutationFn: (v: { conversationId: string; reason: ReportReason; note: string }) =>
      reportConversation(client, v.conversationId, v.reason, v.note || null),
    meta: { errorTitle: MESSAGING_ERROR_TITLES.report, successToast: MESSAGING_MESSAGES.reported },
  });
}

export function useCloseReport() {
  const client = useClient();
  return useMutation({
    mutationKey: messageMutations.closeReport,
    mutationFn: (reportId: string) => closeReport(client, reportId),
    meta: { errorTitle: MESSAGING_ERROR_TITLES.closeReport, successToast: MESSAGING_MESSAGES.reportClosed },
  });
}
