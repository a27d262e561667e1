// Where an e-mailed Auth link lands. GoTrue's /verify redirects to the app with its answer in the
// address's fragment: a session (`#access_token=…&refresh_token=…&type=signup`), an error
// (`#error=access_denied&error_code=otp_expired&error_description=…`) or, for the first of the two
// links of a secure e-mail change, a message (`#message=Confirmation link accepted…`).
//
// The entry (main.tsx) takes that answer before anything else runs and removes it from the address
// at once (history.replaceState: no history entry keeps the tokens, the router never sees them, and
// a copied or bookmarked address carries nothing). supabase.ts then hands the session to supabase-js
// (which is told not to look in the address itself), and the screens read the rest from here.

export type AuthLinkType = 'signup' | 'invite' | 'recovery' | 'magiclink' | 'email_change' | 'email';

export interface AuthLandingSession {
  kind: 'session';
  type: AuthLinkType | null;
  accessToken: string;
  refreshToken: string;
}

export interface AuthLandingError {
  kind: 'error';
  /** The OAuth error name (access_denied, …); may be absent. */
  error: string | null;
  /** GoTrue's error code (otp_expired, user_banned, …); may be absent. */
  code: string | null;
  /** GoTrue's message, for people. */
  description: string | null;
}

export interface AuthLandingMessage {
  kind: 'message';
  text: string;
}

/** What the link brought, and the page it landed on (pathname and search, without the fragment). */
export type AuthLanding = (AuthLandingSession | AuthLandingError | AuthLandingMessage) & { path: string };

const TYPES: readonly string[] = ['signup', 'invite', 'recovery', 'magiclink', 'email_change', 'email'];

/** The keys GoTrue's redirects put in the fragment; removed from the address, others are kept. */
const AUTH_KEYS = [
  'access_token',
  'refresh_token',
  'expires_at',
  'expires_in',
  'token_type',
  'provider_token',
  'provider_refresh_token',
  'type',
  'error',
  'error_code',
  'error_description',
  'message',
  'sb',
];

/** Reads Auth's answer from a fragment ('#…'); null when the fragment is not one. */
export function parseAuthFragment(hash: string, path = '/'): AuthLanding | null {
  if (!hash || hash.length < 2) return null;
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const get = (key: string) => params.get(key) || null;
  if (get('error') || get('error_code') || get('error_description')) {
    return {
      kind: 'error',
      error: get('error'),
      code: get('error_code'),
      description: get('error_description'),
      path,
    };
  }
  const accessToken = get('access_token');
  const refreshToken = get('refresh_token');
  if (accessToken && refreshToken) {
    const type = get('type');
    return {
      kind: 'session',
      type: type && TYPES.includes(type) ? (type as AuthLinkType) : null,
      accessToken,
      refreshToken,
      path,
    };
  }
  // GoTrue marks its own messages with an empty `sb` so they are not mistaken for an app's fragment.
  const message = get('message');
  if (message && params.has('sb')) return { kind: 'message', text: message, path };
  return null;
}

/** The fragment without Auth's keys ('' when nothing else was in it). */
export function fragmentWithoutAuth(hash: string): string {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  for (const key of AUTH_KEYS) params.delete(key);
  const rest = params.toString();
  return rest ? `#${rest}` : '';
}

let taken: AuthLanding | null | undefined;

/**
 * Takes Auth's answer from the current address, once, and removes it from the address. Later calls
 * return what the first one took (the session's tokens only until `sessionAdopted`).
 */
export function takeAuthLanding(win: Window | undefined = globalThis.window): AuthLanding | null {
  if (taken !== undefined) return taken;
  taken = null;
  if (!win) return null;
  const { pathname, search, hash } = win.location;
  const landing = parseAuthFragment(hash, `${pathname}${search}`);
  if (!landing) return null;
  taken = landing;
  try {
    win.history.replaceState(win.history.state, '', `${pathname}${search}${fragmentWithoutAuth(hash)}`);
  } catch {
    // A sandboxed document may refuse; the tokens are used once all the same.
  }
  return landing;
}

/** The landing as the screens see it: a session's tokens are left out once supabase-js has them. */
export function authLanding(): AuthLanding | null {
  return taken ?? null;
}

/** supabase-js holds the session now: the tokens are forgotten here. */
export function sessionAdopted() {
  if (taken?.kind === 'session') taken = { ...taken, accessToken: '', refreshToken: '' };
}

/** The screens have shown the landing's outcome (or the member dismissed it). */
export function clearAuthLanding() {
  taken = null;
}

/** Test helper: forget what was taken, so the next takeAuthLanding reads the address again. */
export function resetAuthLanding() {
  taken = undefined;
}
