import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { toastError } from '@/lib/errors';

export const skillKeys = {
  list: (profileId: string) => ['skills', profileId] as const,
};

export interface Skill {
  id: string;
  skill_name: string;
}

export function useSkills(profileId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: skillKeys.list(profileId ?? ''),
    enabled: !!profileId && enabled,
    queryFn: async (): Promise<Skill[]> => {
      const { data, error } = await supabase
        .from('skills')
        .select('id, skill_name')
        .eq('profile_id', profileId!)
        .order('created_at');
      if (error) throw error;
      return data ?? [];
    },
  });
}

export function useAddSkill(uid: string | undefined) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const { error } = await supabase.from('skills').insert({ profile_id: uid!, skill_name: name });
      if (error) throw error;
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: skillKeys.list(uid ?? '') }),
    onError: (error) => toastError('Error adding skill', error),
  });
}

export function useRemoveSkill(uid: string | undefined) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const { error } = await supabase.from('skills').delete().eq('id', id);
      if (error) throw error;
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: skillKeys.list(uid ?? '') }),
    onError: (error) => toastError('Error removing skill', error),
  });
}
