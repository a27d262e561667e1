import { createClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import { env } from '@/lib/env';
import { announceClient } from '@/lib/client-registry';

export const supabase = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
  // detectSessionInUrl: e-mailed links (confirmation, recovery, e-mail change) land with the session
  // in the address's fragment; supabase-js takes it from there and clears the fragment.
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
});

announceClient(supabase);

export type Tables<T extends keyof Database['public']['Tables']> = Database['public']['Tables'][T]['Row'];
