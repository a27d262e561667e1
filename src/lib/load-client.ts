import type { Client } from '@/lib/client-registry';

/**
 * Loads the supabase-js client now (its own chunk). Kept apart from the registry, which the client
 * module itself imports to announce itself, so that the two never import each other.
 */
export function loadClient(): Promise<Client> {
  return import('@/lib/supabase').then((m) => m.supabase);
}
