import { createClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import { env } from '@/lib/env';
import { authLanding, sessionAdopted } from '@/lib/auth-landing';
import { announceClient, type Client } from '@/lib/client-registry';

export const supabase = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
  // E-mailed links (confirmation, recovery, e-mail change) land with the session in the address's
  // fragment. The entry takes it from there before anything runs (auth-landing.ts), so supabase-js
  // does not look in the address; `ready` hands it the session instead.
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
});

/**
 * The client once it holds the session an e-mailed link brought (at once when there was none).
 * Everything that uses the client waits for this (load-client.ts), so the first session anyone sees
 * is the link's: no screen decides 'signed out' in between.
 */
export const ready: Promise<Client> = (async () => {
  const landing = authLanding();
  if (landing?.kind === 'session' && landing.accessToken) {
    // Checks the token with Auth (GET /user), stores the session and announces SIGNED_IN. A token
    // Auth refuses leaves whatever session this browser had.
    await supabase.auth
      .setSession({ access_token: landing.accessToken, refresh_token: landing.refreshToken })
      .catch(() => undefined);
    sessionAdopted();
  }
  announceClient(supabase);
  return supabase;
})();

export type Tables<T extends keyof Database['public']['Tables']> = Database['public']['Tables'][T]['Row'];
