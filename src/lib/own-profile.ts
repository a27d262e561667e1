import type { Client } from '@/lib/client-registry';
import type { Database } from '@/lib/database.types';

/** The signed-in member's own profile row, all columns (from `get_my_profile()`). */
export type Profile = Database['public']['Functions']['get_my_profile']['Returns'][number];

/** Loads the caller's own profile; a missing row (PGRST116) is not an error and gives null. */
export async function fetchOwnProfile(client: Client): Promise<Profile | null> {
  const { data, error } = await client.rpc('get_my_profile').single();
  if (error) {
    if (error.code === 'PGRST116') return null;
    throw error;
  }
  return data;
}
