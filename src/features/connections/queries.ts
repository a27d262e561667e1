import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@/config/constants';
import type { Client } from '@/lib/client-registry';
import { useClient } from '@/lib/client-context';
import type { Database } from '@/lib/database.types';
import { nextOffset, withKeys } from '@/lib/rows';
import { CONNECTION_STATUS, type ConnectionAnswer, type ConnectionStatus, type UserType } from '@/lib/enums';
import { CONNECTION_ERROR_TITLES, CONNECTION_MESSAGES, SAVE_MESSAGES } from '@/config/messages';
import { isUuid } from '@/lib/uuid';

type Functions = Database['public']['Functions'];

/*
 * Everything a connection row feeds hangs under 'connections': the requests list, the counts, my
 * connections, the Network cards' status and a profile's connect button, so a change to a row makes
 * exactly those stale (src/app/invalidation.ts says which mutation touches which).
 */
export const connectionKeys = {
  all: ['connections'] as const,
  pending: (uid: string) => [...connectionKeys.all, 'pending', uid] as const,
  sent: (uid: string) => [...connectionKeys.all, 'sent', uid] as const,
  counts: (uid: string) => [...connectionKeys.all, 'counts', uid] as const,
  mine: (uid: string) => [...connectionKeys.all, 'mine', uid] as const,
  withMember: (uid: string, otherId: string) => [...connectionKeys.all, 'with', uid, otherId] as const,
  network: (search: string, type: string) => [...connectionKeys.all, 'network', search, type] as const,
};

export const connectionMutations = {
  send: ['connections', 'send'] as const,
  answer: ['connections', 'answer'] as const,
  remove: ['connections', 'remove'] as const,
  undo: ['connections', 'undo'] as const,
};

// ---- fetchers: plain functions of a client (the app's, or a test's signed-in one) ----

/** Requests addressed to the member, newest first, each with its requester's card. */
export async function fetchPendingRequests(client: Client, uid: string) {
  const { data, error } = await client
    .from('connections')
    .select(
      'id, created_at, requester:profiles!connections_requester_id_fkey(id, full_name, avatar_url, position, company)',
    )
    .eq('addressee_id', uid)
    .eq('status', CONNECTION_STATUS.pending)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data;
}
export type PendingRequest = Awaited<ReturnType<typeof fetchPendingRequests>>[number];

/**
 * One page of the requests the member sent that await an answer, newest first. A declined one is
 * listed too: the requester is not told of a decline (connection-status.ts), and withdrawing it
 * clears it.
 */
export async function fetchSentRequests(client: Client, uid: string, offset: number) {
  const { data, error } = await client
    .from('connections')
    .select(
      'id, created_at, addressee:profiles!connections_addressee_id_fkey(id, full_name, avatar_url, position, company)',
    )
    .eq('requester_id', uid)
    .in('status', [CONNECTION_STATUS.pending, CONNECTION_STATUS.declined])
    .order('created_at', { ascending: false })
    .order('id')
    .range(offset, offset + PAGE_SIZE - 1);
  if (error) throw error;
  return data;
}
export type SentRequest = Awaited<ReturnType<typeof fetchSentRequests>>[number];

/** 'Your Network' (accepted, either side) and 'Pending Requests' (addressed to the member). */
export async function fetchConnectionCounts(client: Client, uid: string) {
  const [network, pending] = await Promise.all([
    // Name the member rather than leave the row choice to RLS: the policy's "or is_admin()" can use
    // no index, so without this filter the count reads every connection.
    client
      .from('connections')
      .select('id', { count: 'exact', head: true })
      .eq('status', CONNECTION_STATUS.accepted)
      .or(`requester_id.eq.${uid},addressee_id.eq.${uid}`),
    client
      .from('connections')
      .select('id', { count: 'exact', head: true })
      .eq('addressee_id', uid)
      .eq('status', CONNECTION_STATUS.pending),
  ]);
  if (network.error) throw network.error;
  if (pending.error) throw pending.error;
  return { network: network.count ?? 0, pending: pending.count ?? 0 };
}

/** One page of the member's accepted connections (list_my_connections). */
export async function fetchMyConnections(client: Client, offset: number) {
  const { data, error } = await client.rpc('list_my_connections', { page_limit: PAGE_SIZE, page_offset: offset });
  if (error) throw error;
  return withKeys(data, 'id', 'connection_id');
}
export type MyConnection = Awaited<ReturnType<typeof fetchMyConnections>>[number];

/** The connection between two members, in either direction, or null. Both ids must be uuids. */
export async function fetchConnectionWith(client: Client, uid: string, otherId: string) {
  // The ids go into a PostgREST filter string, so only well-formed uuids are ever sent.
  if (!isUuid(uid) || !isUuid(otherId)) throw new Error('Not a member id');
  const { data, error } = await client
    .from('connections')
    .select('id, status, requester_id, addressee_id')
    // The pair in either direction, named in full: an administrator may read every connection, so
    // "any row with the other member" could match several and fail .maybeSingle().
    .or(`and(requester_id.eq.${uid},addressee_id.eq.${otherId}),and(requester_id.eq.${otherId},addressee_id.eq.${uid})`)
    .maybeSingle();
  if (error) throw error;
  return data;
}
export type ConnectionRow = NonNullable<Awaited<ReturnType<typeof fetchConnectionWith>>>;

export type TypeFilter = 'all' | UserType;

/** One page of the Network: members matching the search and type, each with the viewer's connection state. */
export async function fetchNetworkPage(client: Client, search: string, type: TypeFilter, offset: number) {
  const { data, error } = await client.rpc('search_network', {
    search_text: search,
    type_filter: type,
    page_limit: PAGE_SIZE,
    page_offset: offset,
  });
  if (error) throw error;
  return withKeys(data, 'id');
}
export type NetworkMember = Awaited<ReturnType<typeof fetchNetworkPage>>[number];
export type NetworkRow = Functions['search_network']['Returns'][number];

export async function sendRequest(client: Client, uid: string, addresseeId: string) {
  const { error } = await client
    .from('connections')
    .insert({ requester_id: uid, addressee_id: addresseeId, status: CONNECTION_STATUS.pending });
  if (error) throw error;
}

export async function answerRequest(client: Client, { id, status }: { id: string; status: ConnectionAnswer }) {
  const { error } = await client.from('connections').update({ status }).eq('id', id);
  if (error) throw error;
}

export async function removeConnection(client: Client, connectionId: string) {
  const { error } = await client.from('connections').delete().eq('id', connectionId);
  if (error) throw error;
}

/** Withdraws the member's own request, or clears a declined one; then a new request is possible. */
export type UndoEvent = 'withdraw' | 'clear';

/*
 * The statuses each step may remove: withdrawing takes the member's pending request (or a declined
 * one, which reads as pending to them), clearing a declined one. A screen that is out of date (the
 * request was accepted meanwhile) removes nothing, and the answer says so.
 */
const UNDOABLE_STATUSES = {
  withdraw: [CONNECTION_STATUS.pending, CONNECTION_STATUS.declined],
  clear: [CONNECTION_STATUS.declined],
} as const satisfies Record<UndoEvent, readonly ConnectionStatus[]>;

/** True when the request was removed; false when it had changed meanwhile (nothing removed). */
export async function undoRequest(client: Client, { id, event }: { id: string; event: UndoEvent }) {
  const { data, error } = await client
    .from('connections')
    .delete()
    .eq('id', id)
    .in('status', [...UNDOABLE_STATUSES[event]])
    .select('id');
  if (error) throw error;
  return data.length > 0;
}

// ---- query options: key, fetcher and the catalogue's error title together ----

export const connectionQueries = {
  pending: (client: Client, uid: string | undefined) =>
    queryOptions({
      queryKey: connectionKeys.pending(uid ?? ''),
      queryFn: () => fetchPendingRequests(client, uid!),
      enabled: !!uid,
      meta: { errorTitle: 'Error fetching requests' },
    }),
  sent: (client: Client, uid: string | undefined) =>
    infiniteQueryOptions({
      queryKey: connectionKeys.sent(uid ?? ''),
      queryFn: ({ pageParam }) => fetchSentRequests(client, uid!, pageParam),
      enabled: !!uid,
      initialPageParam: 0,
      getNextPageParam: nextOffset(PAGE_SIZE),
      meta: { errorTitle: CONNECTION_ERROR_TITLES.fetchSent },
    }),
  counts: (client: Client, uid: string | undefined) =>
    queryOptions({
      queryKey: connectionKeys.counts(uid ?? ''),
      queryFn: () => fetchConnectionCounts(client, uid!),
      enabled: !!uid,
      meta: { errorTitle: 'Error fetching dashboard stats' },
    }),
  mine: (client: Client, uid: string | undefined) =>
    infiniteQueryOptions({
      queryKey: connectionKeys.mine(uid ?? ''),
      queryFn: ({ pageParam }) => fetchMyConnections(client, pageParam),
      enabled: !!uid,
      initialPageParam: 0,
      getNextPageParam: nextOffset(PAGE_SIZE),
      meta: { errorTitle: 'Error fetching connections' },
    }),
  withMember: (client: Client, uid: string | undefined, otherId: string | undefined) =>
    queryOptions({
      queryKey: connectionKeys.withMember(uid ?? '', otherId ?? ''),
      queryFn: () => fetchConnectionWith(client, uid!, otherId!),
      enabled: isUuid(uid) && isUuid(otherId) && uid !== otherId,
    }),
  network: (client: Client, search: string, type: TypeFilter) =>
    infiniteQueryOptions({
      queryKey: connectionKeys.network(search, type),
      queryFn: ({ pageParam }) => fetchNetworkPage(client, search, type, pageParam),
      initialPageParam: 0,
      getNextPageParam: nextOffset(PAGE_SIZE),
      meta: { errorTitle: 'Error fetching network' },
    }),
};

// ---- hooks: the app's client bound in ----

export function usePendingRequests(uid: string | undefined) {
  return useQuery(connectionQueries.pending(useClient(), uid));
}

export function useSentRequests(uid: string | undefined) {
  return useInfiniteQuery(connectionQueries.sent(useClient(), uid));
}

export function useConnectionCounts(uid: string | undefined) {
  return useQuery(connectionQueries.counts(useClient(), uid));
}

export function useMyConnections(uid: string | undefined) {
  return useInfiniteQuery(connectionQueries.mine(useClient(), uid));
}

export function useConnectionWith(uid: string | undefined, otherId: string | undefined) {
  return useQuery(connectionQueries.withMember(useClient(), uid, otherId));
}

export function useNetwork(search: string, type: TypeFilter) {
  return useInfiniteQuery(connectionQueries.network(useClient(), search, type));
}

export function useSendRequest(uid: string | undefined) {
  const client = useClient();
  return useMutation({
    mutationKey: connectionMutations.send,
    mutationFn: (addresseeId: string) => sendRequest(client, uid!, addresseeId),
    // A plan refusal (a provider's contacts) opens the upgrade dialog instead (app/routes/contact-gate).
    meta: { errorTitle: 'Connection Failed', upgradeDialog: true },
  });
}

export function useAnswerRequest() {
  const client = useClient();
  return useMutation({
    mutationKey: connectionMutations.answer,
    mutationFn: (answer: { id: string; status: ConnectionAnswer }) => answerRequest(client, answer),
    meta: {
      // The spec's single 'Request accepted or declined successfully' says which happened.
      successToast: (_: void, { status }: { status: ConnectionAnswer }) => CONNECTION_MESSAGES[status],
      errorTitle: ({ status }: { status: ConnectionAnswer }) => `Error ${status} request`,
    },
  });
}

export function useRemoveConnection() {
  const client = useClient();
  return useMutation({
    mutationKey: connectionMutations.remove,
    mutationFn: (connectionId: string) => removeConnection(client, connectionId),
    meta: { errorTitle: 'Error removing connection', successToast: SAVE_MESSAGES.connectionRemoved },
  });
}

export function useUndoRequest() {
  const client = useClient();
  return useMutation({
    mutationKey: connectionMutations.undo,
    mutationFn: (undo: { id: string; event: UndoEvent }) => undoRequest(client, undo),
    meta: {
      successToast: (removed: boolean, { event }: { event: UndoEvent }) =>
        removed ? CONNECTION_MESSAGES[event === 'withdraw' ? 'withdrawn' : 'cleared'] : CONNECTION_MESSAGES.changed,
      errorTitle: ({ event }: { event: UndoEvent }) => CONNECTION_ERROR_TITLES[event],
    },
  });
}
