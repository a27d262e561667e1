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
 * Goes to `to` with router state and a toast to show there, like the app's navigate(to, { state })
 * after toast(...). Without the router (a page hydrated by the site entry) the next page is an
 * ordinary page load, which would drop both: they wait in sessionStorage for the app to take them
 * (takeHandoff in entry-app.tsx).
 */
export function goWith(
  navigate: Navigate | null,
  to: string,
  { state, toast: message }: { state?: unknown; toast?: HandoffToast },
) {
  if (navigate) {
    if (message) toast(message);
    navigate(to, { state });
    return;
  }
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ path: to, state, toast: message } satisfies Handoff));
  } catch {
    // Storage can be blocked (privacy settings): the next page opens without them, as a link would.
  }
  go(null, to);
}

/** What the previous page handed to this address, once: later loads of it get nothing. */
export function takeHandoff(pathname: string): Omit<Handoff, 'path'> | null {
  try {
    const stored = sessionStorage.getItem(KEY);
    if (stored === null) return null;
    sessionStorage.removeItem(KEY);
    const { path, ...handoff } = JSON.parse(stored) as Handoff;
    return path === pathname ? handoff : null;
  } catch {
    return null;
  }
}
