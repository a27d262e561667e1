import { NETWORK_TEXT } from '@/config/network-text';
import { toast } from '@/lib/toast';

// What browsers' fetch says when no answer came at all (Chromium, Firefox, Safari, React Native);
// supabase-js passes it on as is, or as PostgREST's 'TypeError: Failed to fetch'.
const UNREACHABLE = /failed to fetch|networkerror when attempting to fetch|load failed|network request failed/i;
// supabase-js wraps the fetch failure in these (Auth, Edge Functions); their own messages vary.
const FETCH_ERROR_NAMES = new Set(['AuthRetryableFetchError', 'FunctionsFetchError']);

/**
 * True when the request never reached the backend (offline, server down, DNS, CORS refusal): the
 * member can only check the connection and retry, so every screen says the same thing then.
 */
export function isNetworkError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const e = error as { name?: unknown; message?: unknown; status?: unknown; cause?: unknown; originalError?: unknown };
  if (typeof e.name === 'string' && FETCH_ERROR_NAMES.has(e.name)) {
    // Auth also uses AuthRetryableFetchError for 502/503/504 answers, which did reach a server.
    return e.status === undefined || e.status === 0;
  }
  if (typeof e.message === 'string' && UNREACHABLE.test(e.message)) return true;
  return isNetworkError(e.cause, depth + 1) || isNetworkError(e.originalError, depth + 1);
}

/**
 * The server's message of any supabase-js / GoTrue / PostgREST / thrown error, for a toast
 * description or an error panel; a request that never reached the backend gets the catalogue's
 * 'Cannot reach HR Connect...' instead of the browser's 'Failed to fetch'.
 */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (!error) return fallback;
  if (isNetworkError(error)) return NETWORK_TEXT.unreachable;
  if (typeof error === 'string') return error || fallback;
  if (typeof error === 'object' && 'message' in error) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return fallback;
}

/** Shows the error catalogue's destructive toast (spec point 8): catalogue title, server message. */
export function toastError(title: string, error: unknown, description?: string) {
  // A fixed description would hide why: unreachable backend always says so.
  const text = isNetworkError(error) ? NETWORK_TEXT.unreachable : (description ?? errorMessage(error));
  return toast({ title, description: text, variant: 'destructive' });
}

/** An error panel's words: the screen's own, unless the backend could not be reached at all. */
export function failureText(error: unknown, screenText: string): string {
  return isNetworkError(error) ? NETWORK_TEXT.unreachable : screenText;
}
