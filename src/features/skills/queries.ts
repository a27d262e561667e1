import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Client } from '@/lib/client-registry';
import { useClient } from '@/lib/client-context';

export const skillKeys = {
  all: ['skills'] as const,
  list: (profileId: string) => [...skillKeys.all, profileId] as const,
};

export const skillMutations = {
  add: ['skills', 'add'] as const,
  remove: ['skills', 'remove'] as const,
};

/** A profile's skills in the order they were added. */
export async function fetchSkills(client: Client, profileId: string) {
  const { data, error } = await client
    .from('skills')
    .select('id, skill_name')
    .eq('profile_id', profileId)
    .order('created_at');
  if (error) throw error;
  return data;
}
export type Skill = Awaited<ReturnType<typeof fetchSkills>>[number];

export async function addSkill(client: Client, profileId: string, name: string) {
  const { error } = await client.from('skills').insert({ profile_id: profileId, skill_name: name });
  if (error) throw error;
}

export async function removeSkill(client: Client, id: string) {
  const { error } = await client.from('skills').delete().eq('id', id);
  if (error) throw error;
}

export const skillQueries = {
  list: (client: Client, profileId: string | undefined) =>
    queryOptions({
      queryKey: skillKeys.list(profileId ?? ''),
      queryFn: () => fetchSkills(client, profileId!),
      enabled: !!profileId,
    }),
};

export function useSkills(profileId: string | undefined) {
  return useQuery(skillQueries.list(useClient(), profileId));
}

export function useAddSkill(uid: string | undefined) {
  const client = useClient();
  return useMutation({
    mutationKey: skillMutations.add,
    mutationFn: (name: string) => addSkill(client, uid!, name),
    meta: { errorTitle: 'Error adding skill' },
  });
}

export function useRemoveSkill() {
  const client = useClient();
  return useMutation({
    mutationKey: skillMutations.remove,
    mutationFn: (id: string) => removeSkill(client, id),
    meta: { errorTitle: 'Error removing skill' },
  });
}
