import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { toastError } from '@/lib/errors';
import type { ProfileEditValues } from './schemas';

export const profileKeys = {
  all: ['profile'] as const,
  detail: (id: string) => ['profile', 'detail', id] as const,
  stats: (id: string) => ['profile', 'stats', id] as const,
};

export interface MemberProfile {
  id: string;
  full_name: string | null;
  user_type: string | null;
  company: string | null;
  position: string | null;
  service_type: string | null;
  avatar_url: string | null;
  subscription_plan: string | null;
  created_at: string | null;
  description: string | null;
  can_view: boolean | null;
}

/** 0 rows (unknown id) resolves to null; the page then toasts and goes back to /network. */
export function useMemberProfile(id: string | undefined, enabled = true) {
  return useQuery({
    queryKey: profileKeys.detail(id ?? ''),
    enabled: !!id && enabled,
    retry: false,
    queryFn: async (): Promise<MemberProfile | null> => {
      const { data, error } = await supabase.rpc('get_profile', { target_id: id! }).maybeSingle();
      if (error) throw error;
      return (data as MemberProfile | null) ?? null;
    },
  });
}

export async function recordProfileView(targetId: string): Promise<void> {
  // Fire and forget: a failed view count must not disturb the visitor.
  const { error } = await supabase.rpc('record_profile_view', { target_id: targetId });
  if (error) console.warn('record_profile_view failed', error.message);
}

export interface ProfileStats {
  connections: number;
  profile_views: number;
  posts: number;
}

export function useProfileStats(id: string | undefined) {
  return useQuery({
    queryKey: profileKeys.stats(id ?? ''),
    enabled: !!id,
    queryFn: async (): Promise<ProfileStats | null> => {
      const { data, error } = await supabase.rpc('get_profile_stats', { target_id: id! }).maybeSingle();
      if (error) throw error;
      if (!data) return null;
      return {
        connections: Number(data.connections ?? 0),
        profile_views: Number(data.profile_views ?? 0),
        posts: Number(data.posts ?? 0),
      };
    },
  });
}

export function useUpdateProfile(uid: string | undefined, onSaved: () => Promise<unknown> | void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (v: ProfileEditValues) => {
      // No .select(): description is not directly selectable by members.
      const { error } = await supabase
        .from('profiles')
        .update({ full_name: v.full_name, position: v.position, company: v.company, description: v.description })
        .eq('id', uid!);
      if (error) throw error;
    },
    onSuccess: async () => {
      await Promise.all([onSaved(), qc.invalidateQueries({ queryKey: profileKeys.detail(uid ?? '') })]);
    },
    onError: (error) => toastError('Error updating profile', error),
  });
}
