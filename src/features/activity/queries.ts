// The activity feed (events of the member's connections), a profile's own events, and achievements:
// all computed by the database from the members' data, newest first.
import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Client } from '@/lib/client-registry';
import { useClient } from '@/lib/client-context';
import type { Database } from '@/lib/database.types';
import { withKeys, withValues } from '@/lib/rows';

type Functions = Database['public']['Functions'];

/** What an event is about: a job posted, a service listed, a new connection. */
export const ACTIVITY_KINDS = ['job_posted', 'service_listed', 'connected'] as const;

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
  return checkedEvents(data);
}
export type ActivityEvent = Awaited<ReturnType<typeof fetchActivityFeed>>[number];

// The rows as the SQL guarantees them (generated types make every function column nullable).
function checkedEvents(rows: Functions['get_activity_feed']['Returns'] | null) {
  return withValues(withKeys(rows, 'kind', 'at', 'actor_id', 'subject_id'), 'kind', ACTIVITY_KINDS);
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
  return checkedEvents(data);
}

export async function fetchAchievements(client: Client, memberId: string) {
  const { data, error } = await client.rpc('get_achievements', { p_member: memberId });
  if (error) throw error;
  return withKeys(data, 'badge', 'earned_at');
}
export type Achievement = Awaited<ReturnType<typeof fetchAchievements>>[number];

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
