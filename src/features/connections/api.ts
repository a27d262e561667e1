import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { PAGE_SIZE } from '@/config/constants';
import { toastError } from '@/lib/errors';
import { toast } from '@/lib/toast';

/*
 * One key factory for everything a connection row feeds: the requests list, the counts, my
 * connections, the network cards' status and a profile's connect button all hang under 'connections'
 * so a change to a row invalidates exactly those.
 */
export const connectionKeys = {
  all: ['connections'] as const,
  pending: (uid: string) => ['connections', 'pending', uid] as const,
  counts: (uid: string) => ['connections', 'counts', uid] as const,
  mine: (uid: string) => ['connections', 'mine', uid] as const,
  withMember: (uid: string, otherId: string) => ['connections', 'with', uid, otherId] as const,
  network: (search: string, type: string) => ['connections', 'network', search, type] as const,
  networkAll: ['connections', 'network'] as const,
};

/** Stats of profiles count accepted connections, so they change with the same rows. */
const profileStatsPrefix = ['profile', 'stats'] as const;

export interface PendingRequest {
  id: string;
  created_at: string;
  requester: {
    id: string;
    full_name: string;
    avatar_url: string | null;
    position: string | null;
    company: string | null;
  } | null;
}

export function usePendingRequests(uid: string | undefined) {
  return useQuery({
    queryKey: connectionKeys.pending(uid ?? ''),
    enabled: !!uid,
    queryFn: async (): Promise<PendingRequest[]> => {
      const { data, error } = await supabase
        .from('connections')
        .select(
          'id, created_at, requester:profiles!connections_requester_id_fkey(id, full_name, avatar_url, position, company)',
        )
        .eq('addressee_id', uid!)
        .eq('status', 'pending')
        .order('created_at', { ascending: false });
      if (error) throw error;
      return (data ?? []) as unknown as PendingRequest[];
    },
  });
}

export type Answer = 'accepted' | 'declined';

export function useAnswerRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: Answer }) => {
      const { error } = await supabase.from('connections').update({ status }).eq('id', id);
      if (error) throw error;
    },
    onSuccess: async () => {
      toast({ title: 'Request accepted or declined successfully', description: 'Your network has been updated.' });
      await Promise.all([
        qc.invalidateQueries({ queryKey: connectionKeys.all }),
        qc.invalidateQueries({ queryKey: profileStatsPrefix }),
      ]);
    },
    onError: (error, { status }) => toastError(`Error ${status} request`, error),
  });
}

export function useSendRequest(uid: string | undefined) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (addresseeId: string) => {
      const { error } = await supabase
        .from('connections')
        .insert({ requester_id: uid!, addressee_id: addresseeId, status: 'pending' });
      if (error) throw error;
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: connectionKeys.all }),
    onError: (error) => toastError('Connection Failed', error),
  });
}

export interface MyConnection {
  connection_id: string;
  connected_at: string | null;
  id: string;
  full_name: string | null;
  user_type: string | null;
  company: string | null;
  position: string | null;
  service_type: string | null;
  avatar_url: string | null;
  can_view: boolean | null;
}

export function useMyConnections(uid: string | undefined) {
  return useInfiniteQuery({
    queryKey: connectionKeys.mine(uid ?? ''),
    enabled: !!uid,
    initialPageParam: 0,
    queryFn: async ({ pageParam }): Promise<MyConnection[]> => {
      const { data, error } = await supabase.rpc('list_my_connections', {
        page_limit: PAGE_SIZE,
        page_offset: pageParam,
      });
      if (error) throw error;
      return (data ?? []) as MyConnection[];
    },
    getNextPageParam: (last, all) => (last.length < PAGE_SIZE ? undefined : all.length * PAGE_SIZE),
  });
}

export function useRemoveConnection() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (connectionId: string) => {
      const { error } = await supabase.from('connections').delete().eq('id', connectionId);
      if (error) throw error;
    },
    // The catalogue has no success toast for a removal: the card leaving the list is the feedback.
    onSuccess: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: connectionKeys.all }),
        qc.invalidateQueries({ queryKey: profileStatsPrefix }),
      ]);
    },
    onError: (error) => toastError('Error removing connection', error),
  });
}

export interface ConnectionRow {
  id: string;
  status: string;
  requester_id: string;
  addressee_id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function useConnectionWith(uid: string | undefined, otherId: string | undefined) {
  return useQuery({
    queryKey: connectionKeys.withMember(uid ?? '', otherId ?? ''),
    // The id goes into a PostgREST filter string, so only a well-formed uuid is ever sent.
    enabled: !!uid && UUID.test(uid) && !!otherId && UUID.test(otherId) && uid !== otherId,
    queryFn: async (): Promise<ConnectionRow | null> => {
      const { data, error } = await supabase
        .from('connections')
        .select('id, status, requester_id, addressee_id')
        // The pair in either direction, named in full: an administrator may read every connection,
        // so "any row with the other member" could match several and fail .maybeSingle().
        .or(
          `and(requester_id.eq.${uid!},addressee_id.eq.${otherId}),and(requester_id.eq.${otherId},addressee_id.eq.${uid!})`,
        )
        .maybeSingle();
      if (error) throw error;
      return data;
    },
  });
}

export function isUuid(s: string | undefined): s is string {
  return !!s && UUID.test(s);
}

export interface NetworkMember {
  id: string;
  full_name: string | null;
  user_type: string | null;
  company: string | null;
  position: string | null;
  service_type: string | null;
  avatar_url: string | null;
  subscription_plan: string | null;
  connection_id: string | null;
  connection_status: string | null;
  is_requester: boolean | null;
  can_view: boolean | null;
}

export type TypeFilter = 'all' | 'HR Professional' | 'Service Provider';

export function useNetwork(search: string, type: TypeFilter) {
  return useInfiniteQuery({
    queryKey: connectionKeys.network(search, type),
    initialPageParam: 0,
    queryFn: async ({ pageParam }): Promise<NetworkMember[]> => {
      const { data, error } = await supabase.rpc('search_network', {
        search_text: search,
        type_filter: type,
        page_limit: PAGE_SIZE,
        page_offset: pageParam,
      });
      if (error) throw error;
      return (data ?? []) as NetworkMember[];
    },
    getNextPageParam: (last, all) => (last.length < PAGE_SIZE ? undefined : all.length * PAGE_SIZE),
  });
}

export function useConnectionCounts(uid: string | undefined) {
  return useQuery({
    queryKey: connectionKeys.counts(uid ?? ''),
    enabled: !!uid,
    queryFn: async () => {
      const [network, pending] = await Promise.all([
        // Name the member rather than leave the row choice to RLS: the policy's "or is_admin()"
        // can use no index, so without this filter the count reads every connection.
        supabase
          .from('connections')
          .select('id', { count: 'exact', head: true })
          .eq('status', 'accepted')
          .or(`requester_id.eq.${uid!},addressee_id.eq.${uid!}`),
        supabase
          .from('connections')
          .select('id', { count: 'exact', head: true })
          .eq('addressee_id', uid!)
          .eq('status', 'pending'),
      ]);
      if (network.error) throw network.error;
      if (pending.error) throw pending.error;
      return { network: network.count ?? 0, pending: pending.count ?? 0 };
    },
  });
}
