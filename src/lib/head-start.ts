import type { QueryKey } from '@tanstack/react-query';

// Requests a page starts before React renders it, by query key, until a query takes them.
const started = new Map<string, Promise<unknown>>();

// The keys are arrays of strings, numbers and booleans, so JSON is their hash; TanStack's hashKey
// would make this module wait for TanStack Query's chunk before it can start anything.
const hashKey = (queryKey: QueryKey) => JSON.stringify(queryKey);

/**
 * Starts a query's request now, before the screen renders: a visitor's prerendered page asks for
 * its data while React hydrates instead of after (src/app/entry-site.tsx). The answer stays out of
 * the cache until the query takes it (takeEarly), so hydration renders the loading state the server
 * rendered, whenever the answer arrives.
 */
export function startEarly(queryKey: QueryKey, request: () => Promise<unknown>): void {
  const promise = request();
  // A failure is reported by the query that takes it, not as an unhandled rejection meanwhile.
  promise.catch(() => undefined);
  started.set(hashKey(queryKey), promise);
}

/** The request started early for `queryKey` (once), or `request` now when none was. */
export function takeEarly<T>(queryKey: QueryKey, request: () => Promise<T>): Promise<T> {
  const key = hashKey(queryKey);
  const early = started.get(key) as Promise<T> | undefined;
  started.delete(key);
  return early ?? request();
}
