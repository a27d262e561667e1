// The activity feed (events of the member's connections), a profile's own events, and achievements:
// all computed by the database from the members' data, newest first.
import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Client } from '@/lib/client-registry';
import { useClient } from '@/lib/client-context';

// The functions' rows as the SQL guarantees them (generated types make every function column nullable).
export interface ActivityEvent {
  kind: 'job_posted' | 'service_listed' | 'connected';
  at: string;
  actor_id: string;
  actor_name: string | null;
  actor_avatar: string | null;
  subject_id: string;
  subject_title: string | null;
  other_id: string | null;
  other_name: string | null;
}
export interface Achievement {
  badge: string;
  earned_at: string;
}

export const ACTIVITY_PAGE_SIZE = 10;

export const activityKeys = {
  all: ['activity'] as const,
  feed: (uid: string) => [...activityKeys.all, 'feed', uid] as const,
  member: (memberId: string) => [...activityKeys.all, 'member', memberId] as const,
  achievements: (memberId: string) => [...activityKeys.all, 'achievements', memberId] as const,
};

type Page = { before?: string; limit?: number };

export async function fetchActivityFeed(client: Client, { before, limit = ACTIVITY_PAGE_SIZE }: Page) {
  const { data, error } = await client.rpc('get_activity_feed', { before_at: before, page_limit: limit });
  if (error) throw error;
  return (data ?? []) as ActivityEvent[];
}

export async function fetchMemberActivity(
  client: Client,
  memberId: string,
  { before, limit = ACTIVITY_PAGE_SIZE }: Page,
) {
  const { data, error } = await client.rpc('get_member_activity', {
    p_member: memberId,
    before_at: before,
    page_limit: limit,
  });
  if (error) throw error;
  return (data ?? []) as ActivityEvent[];
}

export async function fetchAchievements(client: Client, memberId: string): Promise<Achievement[]> {
  const { data, error } = await client.rpc('get_achievements', { p_member: memberId });
  if (error) throw error;
  return (data ?? []) as Achievement[];
}

const nextBefore = (last: ActivityEvent[]) => (last.length < ACTIVITY_PAGE_SIZE ? undefined : last.at(-1)!.at);

export function useActivityFeed(uid: string) {
  const client = useClient();
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: activityKeys.feed(uid),
      queryFn: ({ pageParam }) => fetchActivityFeed(client, { before: pageParam }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: nextBefore,
    }),
  );
}

export function useMemberActivity(memberId: string) {
  const client = useClient();
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: activityKeys.member(memberId),
      queryFn: ({ pageParam }) => fetchMemberActivity(client, memberId, { before: pageParam }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: nextBefore,
    }),
  );
}

export function useAchievements(memberId: string) {
  const client = useClient();
  return useQuery({
    queryKey: activityKeys.achievements(memberId),
    queryFn: () => fetchAchievements(client, memberId),
  });
}
