import { hashKey, MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { toastError } from '@/lib/errors';
import { isUpgradeRequired } from '@/lib/plan';
import { toast, type ToastInput } from '@/lib/toast';

/**
 * What a query or mutation says about itself so that the cache, not each screen, reports it: one
 * error-toast path for the whole app (spec point 8: catalogue title, the server's message).
 */
export interface AppQueryMeta extends Record<string, unknown> {
  /** The catalogue title of the destructive toast shown when the query fails (after its retry). */
  errorTitle?: string;
  /** A fixed description instead of the server's message. */
  errorDescription?: string;
}

export interface AppMutationMeta extends Record<string, unknown> {
  /** The catalogue title of the failure toast; a function when it names what was asked. */
  errorTitle?: string | ((variables: never) => string);
  /** The toast shown once the mutation succeeded; a function when it says what happened. */
  successToast?: ToastInput | ((data: never, variables: never) => ToastInput);
  /** The screen answers a plan refusal (PT402) with the upgrade dialog, so no failure toast for it. */
  upgradeDialog?: boolean;
  /**
   * A failure may also have changed what is shown (a refusal can mean a limit was reached, another
   * administrator already acted): the mutation's stale queries are refreshed after a failure too.
   */
  refreshOnError?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
    mutationMeta: AppMutationMeta;
  }
}

/** Which cached queries a mutation (by its mutation key) makes stale: the app states it in one table. */
export type InvalidationTable = ReadonlyArray<readonly [mutationKey: QueryKey, invalidates: readonly QueryKey[]]>;

/**
 * `invalidations` may be given as a loader: the app's table names the query keys of every domain, so
 * it is fetched with the first successful mutation rather than with every page (see query-layout.tsx).
 */
export function createQueryClient(
  invalidations: InvalidationTable | (() => Promise<InvalidationTable>) = [],
): QueryClient {
  let byMutation: Promise<Map<string, QueryKey[]>> | null = null;
  const staleKeys = (mutationKey: QueryKey): Promise<QueryKey[]> => {
    byMutation ??= Promise.resolve(typeof invalidations === 'function' ? invalidations() : invalidations).then(
      (table) => {
        // A mutation may have several rows (each issue states its own effects): their keys add up.
        const map = new Map<string, QueryKey[]>();
        for (const [key, keys] of table) {
          const hash = hashKey(key);
          map.set(hash, [...(map.get(hash) ?? []), ...keys]);
        }
        return map;
      },
    );
    return byMutation.then((map) => map.get(hashKey(mutationKey)) ?? []);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const { errorTitle, errorDescription } = query.meta ?? {};
        if (errorTitle) toastError(errorTitle, error, errorDescription);
      },
    }),
    mutationCache: new MutationCache({
      onError: async (error, variables, _result, mutation) => {
        const title = mutation.meta?.errorTitle;
        if (mutation.meta?.upgradeDialog && isUpgradeRequired(error)) {
          // the screen answers it with the upgrade dialog
        } else if (typeof title === 'function') toastError((title as (v: unknown) => string)(variables), error);
        else if (title) toastError(title, error);
        const key = mutation.options.mutationKey;
        const stale = key && mutation.meta?.refreshOnError ? await staleKeys(key) : [];
        await Promise.all(stale.map((queryKey) => client.invalidateQueries({ queryKey })));
      },
      // Awaited by mutateAsync: a screen that waits for a save also sees the refreshed data.
      onSuccess: async (data, variables, _result, mutation) => {
        const success = mutation.meta?.successToast;
        if (typeof success === 'function') toast((success as (d: unknown, v: unknown) => ToastInput)(data, variables));
        else if (success) toast(success);
        const key = mutation.options.mutationKey;
        const stale = key ? await staleKeys(key) : [];
        await Promise.all(stale.map((queryKey) => client.invalidateQueries({ queryKey })));
      },
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
  return client;
}
