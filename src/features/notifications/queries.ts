// Notifications: the member's list and unread count, read marks, the kinds they turned off, and the
// broadcast banner. Everything is written by the database; the app only reads and marks.
import { useEffect } from 'react';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { InvalidationTable } from '@/lib/query-client';
import type { Client } from '@/lib/client-registry';
import { useClient } from '@/lib/client-context';
import type { Database } from '@/lib/database.types';
import { withKeys, withValues } from '@/lib/rows';

export type NotificationKind = Database['public']['Enums']['notification_kind'];
/** Where a notification row comes from: the member's own notifications or a broadcast to many. */
export const NOTIFICATION_SOURCES = ['notification', 'broadcast'] as const;
export type NotificationSource = (typeof NOTIFICATION_SOURCES)[number];

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const BELL_SIZE = 10;

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (uid: string, unreadOnly: boolean) => [...notificationKeys.all, 'list', uid, unreadOnly] as const,
  latest: (uid: string) => [...notificationKeys.all, 'latest', uid] as const,
  unread: (uid: string) => [...notificationKeys.all, 'unread', uid] as const,
  mutes: (uid: string) => [...notificationKeys.all, 'mutes', uid] as const,
  banner: (uid: string) => [...notificationKeys.all, 'banner', uid] as const,
};

export const notificationMutations = {
  markRead: ['notifications', 'mark-read'] as const,
  markAllRead: ['notifications', 'mark-all-read'] as const,
  setKindMuted: ['notifications', 'set-kind-muted'] as const,
  dismissBanner: ['notifications', 'dismiss-banner'] as const,
};

/** What each notification mutation makes stale (src/app/invalidation.ts adds what crosses domains). */
export const notificationInvalidations: InvalidationTable = [
  [notificationMutations.markRead, [notificationKeys.all]],
  [notificationMutations.markAllRead, [notificationKeys.all]],
  [notificationMutations.setKindMuted, [[...notificationKeys.all, 'mutes']]],
  [notificationMutations.dismissBanner, [notificationKeys.all]],
];
// Read marks, mutes and dismissals are read again whatever the outcome (as they were before the table).
const refreshAlways = { refreshOnError: true } as const;

export async function fetchNotifications(
  client: Client,
  {
    before,
    limit = NOTIFICATIONS_PAGE_SIZE,
    unreadOnly = false,
  }: { before?: string; limit?: number; unreadOnly?: boolean },
) {
  const { data, error } = await client.rpc('list_my_notifications', {
    before_at: before,
    page_limit: limit,
    unread_only: unreadOnly,
  });
  if (error) throw error;
  // The rows as the SQL guarantees them (generated types make every function column nullable).
  return withValues(withKeys(data, 'source', 'id', 'kind', 'created_at', 'read'), 'source', NOTIFICATION_SOURCES);
}
export type NotificationRow = Awaited<ReturnType<typeof fetchNotifications>>[number];

export async function fetchUnreadCount(client: Client): Promise<number> {
  const { data, error } = await client.rpc('unread_notification_count');
  if (error) throw error;
  return data ?? 0;
}

/** Marks one read; false when it is not the caller's. */
export async function markRead(client: Client, source: NotificationSource, id: number): Promise<boolean> {
  const { data, error } = await client.rpc('mark_notification_read', { p_source: source, p_id: id });
  if (error) throw error;
  return data === true;
}

export async function markAllRead(client: Client): Promise<void> {
  const { error } = await client.rpc('mark_all_notifications_read');
  if (error) throw error;
}

export async function fetchMutedKinds(client: Client): Promise<NotificationKind[]> {
  const { data, error } = await client.from('notification_mutes').select('kind').order('kind');
  if (error) throw error;
  return (data ?? []).map((r) => r.kind);
}

export async function setKindMuted(client: Client, uid: string, kind: NotificationKind, muted: boolean) {
  const { error } = muted
    ? await client.from('notification_mutes').upsert({ member_id: uid, kind }, { ignoreDuplicates: true })
    : await client.from('notification_mutes').delete().eq('member_id', uid).eq('kind', kind);
  if (error) throw error;
}

export async function fetchBanner(client: Client) {
  const { data, error } = await client.rpc('my_broadcast_banner').maybeSingle();
  if (error) throw error;
  return withKeys(data && [data], 'id', 'title', 'message', 'sent_at')[0] ?? null;
}
export type Banner = NonNullable<Awaited<ReturnType<typeof fetchBanner>>>;

export async function dismissBanner(client: Client, id: number): Promise<boolean> {
  const { data, error } = await client.rpc('dismiss_broadcast', { p_id: id });
  if (error) throw error;
  return data === true;
}

// ---- hooks ----

export const notificationQueries = {
  unread: (client: Client, uid: string) =>
    queryOptions({ queryKey: notificationKeys.unread(uid), queryFn: () => fetchUnreadCount(client) }),
  latest: (client: Client, uid: string) =>
    queryOptions({
      queryKey: notificationKeys.latest(uid),
      queryFn: () => fetchNotifications(client, { limit: BELL_SIZE }),
    }),
  list: (client: Client, uid: string, unreadOnly: boolean) =>
    infiniteQueryOptions({
      queryKey: notificationKeys.list(uid, unreadOnly),
      queryFn: ({ pageParam }) => fetchNotifications(client, { before: pageParam, unreadOnly }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => (last.length < NOTIFICATIONS_PAGE_SIZE ? undefined : last.at(-1)!.created_at),
    }),
};

export const useUnreadNotifications = (uid: string) => useQuery(notificationQueries.unread(useClient(), uid));
export const useLatestNotifications = (uid: string, enabled: boolean) =>
  useQuery({ ...notificationQueries.latest(useClient(), uid), enabled });
export const useNotificationList = (uid: string, unreadOnly: boolean) =>
  useInfiniteQuery(notificationQueries.list(useClient(), uid, unreadOnly));

export function useMarkRead() {
  const client = useClient();
  return useMutation({
    mutationKey: notificationMutations.markRead,
    mutationFn: ({ source, id }: { source: NotificationSource; id: number }) => markRead(client, source, id),
    meta: refreshAlways,
  });
}

export function useMarkAllRead() {
  const client = useClient();
  return useMutation({
    mutationKey: notificationMutations.markAllRead,
    mutationFn: () => markAllRead(client),
    meta: refreshAlways,
  });
}

export function useMutedKinds(uid: string) {
  const client = useClient();
  return useQuery({ queryKey: notificationKeys.mutes(uid), queryFn: () => fetchMutedKinds(client) });
}

export function useSetKindMuted(uid: string) {
  const client = useClient();
  return useMutation({
    mutationKey: notificationMutations.setKindMuted,
    mutationFn: ({ kind, muted }: { kind: NotificationKind; muted: boolean }) => setKindMuted(client, uid, kind, muted),
    meta: refreshAlways,
  });
}

export function useBanner(uid: string) {
  const client = useClient();
  return useQuery({ queryKey: notificationKeys.banner(uid), queryFn: () => fetchBanner(client) });
}

export function useDismissBanner() {
  const client = useClient();
  return useMutation({
    mutationKey: notificationMutations.dismissBanner,
    mutationFn: (id: number) => dismissBanner(client, id),
    meta: refreshAlways,
  });
}

/**
 * Live: a new row for this member (Realtime checks RLS, so only their own notifications and the
 * broadcasts that reached them arrive) makes the bell, the list and the banner fetch again.
 */
export function useLiveNotifications(uid: string) {
  const client = useClient();
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    const channel = client
      .channel(`notifications:${uid}`)
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'notifications', filter: `recipient_id=eq.${uid}` },
        refresh,
      )
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'broadcasts' }, refresh)
      .subscribe();
    return () => void client.removeChannel(channel);
  }, [client, queryClient, uid]);
}
