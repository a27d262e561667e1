import { useCallback } from 'react';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Client } from '@/lib/client-registry';
import { useClient } from '@/lib/client-context';
import type { Database } from '@/lib/database.types';
import { withKeys } from '@/lib/rows';
import type { ProfileEditValues } from './schemas';

type StatsRow = Database['public']['Functions']['get_profile_stats']['Returns'][number];

export const profileKeys = {
  all: ['profile'] as const,
  detail: (id: string) => [...profileKeys.all, 'detail', id] as const,
  /** Every profile's stats: connections, jobs and services all feed them. */
  allStats: () => [...profileKeys.all, 'stats'] as const,
  stats: (id: string) => [...profileKeys.allStats(), id] as const,
};

export const profileMutations = {
  update: ['profile', 'update'] as const,
};

/** Another member's profile as the viewer may see it; 0 rows (unknown id) resolves to null. */
export async function fetchMemberProfile(client: Client, id: string) {
  const { data, error } = await client.rpc('get_profile', { target_id: id }).maybeSingle();
  if (error) throw error;
  return withKeys(data && [data], 'id')[0] ?? null;
}
export type MemberProfile = NonNullable<Awaited<ReturnType<typeof fetchMemberProfile>>>;

export async function recordProfileView(client: Client, targetId: string): Promise<void> {
  // Fire and forget: a failed view count must not disturb the visitor.
  const { error } = await client.rpc('record_profile_view', { target_id: targetId });
  if (error) console.warn('record_profile_view failed', error.message);
}

/** Profile Views, Connections and Posts of a profile, as numbers (0 when none). */
export async function fetchProfileStats(client: Client, id: string): Promise<Record<keyof StatsRow, number> | null> {
  const { data, error } = await client.rpc('get_profile_stats', { target_id: id }).maybeSingle();
  if (error) throw error;
  if (!data) return null;
  return {
    connections: Number(data.connections ?? 0),
    profile_views: Number(data.profile_views ?? 0),
    posts: Number(data.posts ?? 0),
  };
}

export async function updateProfile(client: Client, uid: string, v: ProfileEditValues) {
  // No .select(): description is not directly selectable by members.
  const { error } = await client
    .from('profiles')
    .update({ full_name: v.full_name, position: v.position, company: v.company, description: v.description })
    .eq('id', uid);
  if (error) throw error;
}

export const profileQueries = {
  detail: (client: Client, id: string | undefined, enabled = true) =>
    queryOptions({
      queryKey: profileKeys.detail(id ?? ''),
      queryFn: () => fetchMemberProfile(client, id!),
      enabled: !!id && enabled,
      // The page reports a failure itself (toast, then back to /network), and at once.
      retry: false,
    }),
  stats: (client: Client, id: string | undefined) =>
    queryOptions({
      queryKey: profileKeys.stats(id ?? ''),
      queryFn: () => fetchProfileStats(client, id!),
      enabled: !!id,
    }),
};

export function useMemberProfile(id: string | undefined, enabled = true) {
  return useQuery(profileQueries.detail(useClient(), id, enabled));
}

export function useProfileStats(id: string | undefined) {
  return useQuery(profileQueries.stats(useClient(), id));
}

export function useRecordProfileView() {
  const client = useClient();
  return useCallback((targetId: string) => recordProfileView(client, targetId), [client]);
}

export function useUpdateProfile(uid: string | undefined, onSaved: () => Promise<unknown> | void) {
  const client = useClient();
  return useMutation({
    mutationKey: profileMutations.update,
    mutationFn: (v: ProfileEditValues) => updateProfile(client, uid!, v),
    // The own profile lives in the auth context: reload it before the form closes.
    onSuccess: async () => {
      await onSaved();
    },
    meta: { errorTitle: 'Error updating profile' },
  });
}
