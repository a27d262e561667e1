import type { Client } from '@/lib/client-registry';

/**
 * Loads the supabase-js client now (its own chunk). Kept apart from the registry, which the client
 * module itself imports to announce itself, so that the two never import each other.
 */
export function loadClient(): Promise<Client> {
  // `ready`: the client once it holds the session an e-mailed link brought, if any.
  return import('@/lib/supabase').then((m) => m.ready);
}

type TrackedPromise = Promise<Client> & { status?: 'fulfilled'; value?: Client };
let onDemand: TrackedPromise | null = null;

/**
 * The same promise of the client on every call, marked fulfilled once loaded (the fields React's
 * use() reads), so screens rendered after it has loaded do not suspend at all.
 */
export function clientOnDemand(): Promise<Client> {
  if (!onDemand) {
    const promise: TrackedPromise = loadClient();
    void promise.then((client) => {
      promise.status = 'fulfilled';
      promise.value = client;
    });
    onDemand = promise;
  }
  return onDemand;
}
