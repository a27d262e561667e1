import { useEffect } from 'react';
import { go, type Navigate } from '@/lib/navigation';
import { toast } from '@/lib/toast';

/** A toast of plain texts: it may have to survive a page load, so nothing React can render but strings. */
export interface HandoffToast {
  title: string;
  description?: string;
}

interface Handoff {
  path: string;
  state?: unknown;
  toast?: HandoffToast;
}

const KEY = 'hr-connect:handoff';

/**
 * Goes to `to` with router state and a toast to show there, like the app's navigate(to, { state,
 * replace }) after toast(...). Without the router (a page hydrated by the site entry) the next page is an
 * ordinary page load, which would drop both: they wait in sessionStorage for the next page's entry
 * (receiveHandoff).
 */
export function goWith(
  navigate: Navigate | null,
  to: string,
  { state, toast: message, replace }: { state?: unknown; toast?: HandoffToast; replace?: boolean },
) {
  if (navigate) {
    if (message) toast(message);
    navigate(to, { state, replace });
    return;
  }
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ path: to, state, toast: message } satisfies Handoff));
  } catch {
    // Storage can be blocked (privacy settings): the next page opens without them, as a link would.
  }
  if (replace) window.location.replace(to);
  else go(null, to);
}

let handedToast: HandoffToast | undefined;

/**
 * Called by an entry before it renders: takes what the previous page handed to this address (once;
 * a reload gets nothing). The state goes where the router reads location.state, history.state's
 * `usr` (as react-router keeps it across a reload), and where router-free pages read it (handedState).
 */
export function receiveHandoff() {
  let handoff: Handoff;
  try {
    const stored = sessionStorage.getItem(KEY);
    if (stored === null) return;
    sessionStorage.removeItem(KEY);
    handoff = JSON.parse(stored) as Handoff;
  } catch {
    return;
  }
  if (handoff.path !== window.location.pathname) return;
  if (handoff.state !== undefined) window.history.replaceState({ ...window.history.state, usr: handoff.state }, '');
  handedToast = handoff.toast;
}

/** The router state of this page without the router: what a previous page handed over, or null. */
export function handedState<T>(): T | null {
  return ((window.history.state as { usr?: T } | null)?.usr ?? null) as T | null;
}

/**
 * Shows the handed-over toast once the page is live: shown while hydrating, it would not be in the
 * prerendered HTML. Once, though StrictMode runs effects twice.
 */
export function HandedOverToast() {
  useEffect(() => {
    if (handedToast) toast(handedToast);
    handedToast = undefined;
  }, []);
  return null;
}
