import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React hydrates a page prerendered at build time (and in that server render), true
 * once the page is live; always true for a screen rendered in the browser. Forms keep their submit
 * button disabled until then: a submit before hydration would be the browser's own, which would
 * put the fields (a password) in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
