import { useCallback } from 'react';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Client } from '@/lib/client-registry';
import { useClient } from '@/lib/client-context';
import type { Database } from '@/lib/database.types';
import { APPLICATION_MESSAGES, SAVE_MESSAGES } from '@/config/messages';
import { PHOTO_UPLOAD } from '@/config/uploads';
import { withKeys } from '@/lib/rows';
import { ownedObjectKey } from '@/lib/storage-keys';
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
  photo: ['profile', 'photo'] as const,
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

const PHOTO_EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** Removes every object of the member's photos folder except `keep` (the old photo, and strays). */
async function removeOtherPhotos(client: Client, uid: string, keep: string | null) {
  const photos = client.storage.from(PHOTO_UPLOAD.bucket);
  const { data, error } = await photos.list(uid, { limit: 100 });
  if (error) throw error;
  const stale = data.filter((o) => o.id !== null && `${uid}/${o.name}` !== keep).map((o) => `${uid}/${o.name}`);
  if (stale.length > 0) {
    const removed = await photos.remove(stale);
    if (removed.error) throw removed.error;
  }
}

/**
 * Saves a new profile photo or company logo (the square the browser cropped): uploaded under a
 * fresh name (so no cache shows the old one), named by the profile, then the old file removed.
 * Returns the new avatar_url.
 */
export async function saveProfilePhoto(client: Client, uid: string, image: Blob): Promise<string> {
  const ext = PHOTO_EXTENSIONS[image.type];
  if (!ext) throw new Error('A photo must be a JPEG, PNG or WebP image');
  const path = ownedObjectKey(uid, `photo.${ext}`);
  const photos = client.storage.from(PHOTO_UPLOAD.bucket);
  // The name is never reused, so the file may be cached for good.
  const upload = await photos.upload(path, image, { upsert: false, cacheControl: '31536000' });
  if (upload.error) throw upload.error;
  const { error } = await client.from('profiles').update({ avatar_url: path }).eq('id', uid);
  if (error) {
    await photos.remove([path]);
    throw error;
  }
  await removeOtherPhotos(client, uid, path);
  return path;
}

/** Back to initials: the profile names no photo, and the files go. */
export async function removeProfilePhoto(client: Client, uid: string): Promise<void> {
  const { error } = await client.from('profiles').update({ avatar_url: null }).eq('id', uid);
  if (error) throw error;
  await removeOtherPhotos(client, uid, null);
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

/** Saves (a Blob) or removes (null) the member's photo, then reloads the own profile. */
export function useProfilePhoto(uid: string | undefined, onSaved: () => Promise<unknown> | void) {
  const client = useClient();
  return useMutation({
    mutationKey: profileMutations.photo,
    mutationFn: async (image: Blob | null) => {
      if (image) await saveProfilePhoto(client, uid!, image);
      else await removeProfilePhoto(client, uid!);
      return image !== null;
    },
    onSuccess: async () => {
      await onSaved();
    },
    meta: {
      // The result says which: true when a photo was saved, false when it was removed.
      successToast: (saved: boolean) => (saved ? APPLICATION_MESSAGES.photoSaved : APPLICATION_MESSAGES.photoRemoved),
      errorTitle: APPLICATION_MESSAGES.errors.photo,
    },
  });
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
    meta: { errorTitle: 'Error updating profile', successToast: SAVE_MESSAGES.profileUpdated },
  });
}
