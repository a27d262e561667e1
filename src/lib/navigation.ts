import { createContext } from 'react';

/**
 * The router's navigate function, provided by the app (src/app/App.tsx). Links that also appear on
 * pages hydrated without the router (the landing page, pricing, legal pages) read it from here:
 * inside the app they navigate in place, on those pages they are plain links to prerendered pages.
 */
export const NavigateContext = createContext<Navigate | null>(null);

/** The part of react-router's navigate the router-free pages use (see goWith in page-handoff.ts). */
export type Navigate = (to: string, options?: { state?: unknown; replace?: boolean }) => void;

/** The router's current pathname, provided by the app next to NavigateContext (null without the router). */
export const PathnameContext = createContext<string | null>(null);

/** Goes to `to`: in place inside the app, an ordinary page load without the router. */
export function go(navigate: Navigate | null, to: string) {
  if (navigate) navigate(to);
  else window.location.assign(to);
}
