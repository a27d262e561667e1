import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import { authLanding } from '@/lib/auth-landing';

// A tiny meeting point between the auth context (in the first chunk) and the supabase-js client
// (in a lazy chunk): the client announces itself when some screen loads it, so a visitor on the
// landing page never downloads supabase-js unless a session exists.
export type Client = SupabaseClient<Database>;

/**
 * What a screen that only reads needs of the client: tables, views and functions through PostgREST.
 * A domain's read functions take this, so one implementation serves both the app's supabase-js
 * client and the visitor's PostgREST-only client (visitor-client.ts).
 */
export type Reader = Pick<Client, 'from' | 'rpc'>;

let current: Client | null = null;
const waiting = new Set<(client: Client) => void>();

export function announceClient(client: Client) {
  current = client;
  waiting.forEach((cb) => cb(client));
  waiting.clear();
}

/** Calls back once the client exists (at once if it already does); returns a cancel function. */
export function whenClientLoaded(cb: (client: Client) => void): () => void {
  if (current) {
    cb(current);
    return () => undefined;
  }
  waiting.add(cb);
  return () => {
    waiting.delete(cb);
  };
}

/**
 * Did this page open from an e-mailed link that brought a session (auth-landing.ts took it from the
 * address)? supabase-js must load now to adopt it.
 */
export function hasAuthRedirect(): boolean {
  return authLanding()?.kind === 'session';
}

/** True when supabase-js has stored a session in this browser (its key is sb-<project>-auth-token). */
export function hasStoredSession(storage: Storage | undefined = globalThis.localStorage): boolean {
  try {
    if (!storage) return false;
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key && /^sb-.+-auth-token$/.test(key)) return true;
    }
  } catch {
    // Storage can be blocked (privacy settings); then there is no stored session to restore.
  }
  return false;
}
