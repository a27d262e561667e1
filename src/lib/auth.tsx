import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AuthError, Session, SupabaseClient, User } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import { authLanding } from '@/lib/auth-landing';
import { hasAuthRedirect, hasStoredSession, whenClientLoaded } from '@/lib/client-registry';
import { loadClient } from '@/lib/load-client';
import { fetchOwnProfile, type Profile } from '@/lib/own-profile';
import { toast } from '@/lib/toast';

export type { Profile };

export interface AuthContextValue {
  session: Session | null;
  user: User | null;
  profile: Profile | null;
  /** True until the first session check (and that session's profile) is done. */
  loading: boolean;
  /** True while the profile of the current session is being fetched. */
  profileLoading: boolean;
  /** The session came from a password-reset link (Auth's PASSWORD_RECOVERY), until the next sign-in. */
  recovering?: boolean;
  /** True while a deliberate sign-out runs, so guards do not bounce the member to /login meanwhile. */
  signingOut?: boolean;
  /** Internal: the router calls it when a new location has rendered. */
  settleSignOut?: () => void;
  refreshProfile: () => Promise<Profile | null>;
  /**
   * Asks Auth for the user as it is now (another device or an e-mailed link may have changed the
   * address); when the session's copy is stale, refreshes the session so every screen and the token
   * carry the new one.
   */
  refreshUser?: () => Promise<void>;
  /** Signs out; `then` (e.g. navigating home) runs after success, before the guards react. */
  signOut: (then?: () => void | Promise<void>) => Promise<{ error: AuthError | null }>;
  /**
   * Forgets the session in this browser without asking Auth: for an account that no longer exists
   * (deleted), whose sessions Auth has already ended, so /logout could only answer an error.
   */
  signOutLocally?: (then?: () => void | Promise<void>) => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** What Settings shows of the account is the same in both copies of the user. */
function sameAccount(a: User, b: User): boolean {
  return a.email === b.email && (a.new_email ?? null) === (b.new_email ?? null);
}

/** Removes supabase-js's stored session(s) from this browser (keys sb-<project>-auth-token). */
function forgetStoredSessions(storage: Storage | undefined = globalThis.localStorage) {
  try {
    if (!storage) return;
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key && /^sb-.+-auth-token$/.test(key)) keys.push(key);
    }
    keys.forEach((key) => storage.removeItem(key));
  } catch {
    // Storage can be blocked; then nothing was stored either.
  }
}

type Client = SupabaseClient<Database>;

/**
 * The client, without pulling supabase-js into the first chunk: loaded at once when a session is
 * stored (it must be restored and refreshed), when another tab signs in, or as soon as any screen
 * that talks to the backend loads it. Until then there is no session and nothing to wait for.
 */
function deferredClient(): Promise<Client> {
  // Prerendering at build time (scripts/prerender.ts): nobody is signed in and no client is needed.
  if (typeof window === 'undefined') return new Promise<Client>(() => undefined);
  return new Promise((resolve) => {
    if (hasStoredSession() || hasAuthRedirect()) {
      void loadClient().then(resolve);
      return;
    }
    const cancel = whenClientLoaded((client) => {
      window.removeEventListener('storage', onStorage);
      resolve(client);
    });
    function onStorage(event: StorageEvent) {
      if (event.key && /^sb-.+-auth-token$/.test(event.key)) {
        window.removeEventListener('storage', onStorage);
        cancel();
        void loadClient().then(resolve);
      }
    }
    window.addEventListener('storage', onStorage);
  });
}

interface State {
  session: Session | null;
  profile: Profile | null;
  sessionKnown: boolean;
  profileLoading: boolean;
  /** The first session (and its profile, if any) is fully known. */
  settled: boolean;
  recovering: boolean;
}

export function AuthProvider({ children, client }: { children: ReactNode; client?: Promise<Client> }) {
  // Without a stored session the answer is known at once: nobody is signed in.
  const [state, setState] = useState<State>(() => ({
    session: null,
    profile: null,
    sessionKnown: !hasStoredSession() && !hasAuthRedirect(),
    profileLoading: false,
    settled: false,
    // A password-reset link's session (taken from the address before the client loaded).
    recovering: (() => {
      const landing = authLanding();
      return landing?.kind === 'session' && landing.type === 'recovery';
    })(),
  }));
  const clientRef = useRef<Promise<Client> | null>(null);
  clientRef.current ??= client ?? deferredClient();
  // Guards against a slow profile response for a user who has since signed out or changed.
  const currentUserId = useRef<string | null>(null);

  const loadProfile = useCallback(async (userId: string): Promise<Profile | null> => {
    setState((s) => ({ ...s, profileLoading: true }));
    try {
      const profile = await fetchOwnProfile(await clientRef.current!);
      if (currentUserId.current === userId) setState((s) => ({ ...s, profile, profileLoading: false, settled: true }));
      return profile;
    } catch {
      // The catalogue's destructive toast with a fixed description (what toastError shows for it),
      // without lib/errors: it imports the message catalogue, which every page would then load.
      toast({
        title: 'Error fetching profile',
        description: 'Could not load your profile details.',
        variant: 'destructive',
      });
      if (currentUserId.current === userId)
        setState((s) => ({ ...s, profile: null, profileLoading: false, settled: true }));
      return null;
    }
  }, []);

  useEffect(() => {
    let cancelled = false;
    let unsubscribe: (() => void) | undefined;
    void clientRef.current!.then((supabase) => {
      if (cancelled) return;
      // Fires INITIAL_SESSION at once, then SIGNED_IN, SIGNED_OUT, TOKEN_REFRESHED, USER_UPDATED,
      // including those caused by another tab (supabase-js syncs tabs through storage events).
      const { data } = supabase.auth.onAuthStateChange((event, session) => {
        const userId = session?.user.id ?? null;
        const userChanged = userId !== currentUserId.current;
        currentUserId.current = userId;
        setState((s) => ({
          ...s,
          settled: s.settled || userId === null,
          session,
          sessionKnown: true,
          profile: userId && !userChanged ? s.profile : null,
          profileLoading: userId ? userChanged || s.profileLoading : false,
          recovering: event === 'PASSWORD_RECOVERY' || (s.recovering && userId !== null && event !== 'SIGNED_IN'),
        }));
        // Supabase calls inside this callback can deadlock the auth lock; run them after it returns.
        if (userId && (userChanged || event === 'USER_UPDATED')) setTimeout(() => void loadProfile(userId), 0);
      });
      unsubscribe = () => data.subscription.unsubscribe();
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [loadProfile]);

  const refreshProfile = useCallback(async () => {
    const userId = currentUserId.current;
    return userId ? loadProfile(userId) : null;
  }, [loadProfile]);

  // Stays true after a successful sign-out with `then` until the router reports the next location
  // (settleSignOut), because the router commits navigations in a transition, after this state.
  const [signingOut, setSigningOut] = useState(false);
  const signOut = useCallback(async (then?: () => void | Promise<void>) => {
    setSigningOut(true);
    let settled = false;
    try {
      const supabase = await loadClient();
      const { error } = await supabase.auth.signOut();
      if (!error && then) {
        await then();
        settled = true;
      }
      return { error };
    } finally {
      if (!settled) setSigningOut(false);
    }
  }, []);
  const settleSignOut = useCallback(() => setSigningOut(false), []);

  const signOutLocally = useCallback(async (then?: () => void | Promise<void>) => {
    setSigningOut(true);
    let settled = false;
    try {
      const supabase = await loadClient();
      // With no stored session supabase-js signs out without a request (and announces SIGNED_OUT).
      forgetStoredSessions();
      await supabase.auth.signOut({ scope: 'local' });
      if (then) {
        await then();
        settled = true;
      }
    } finally {
      if (!settled) setSigningOut(false);
    }
  }, []);

  const refreshUser = useCallback(async () => {
    const supabase = await loadClient();
    const { data: stored } = await supabase.auth.getSession();
    if (!stored.session) return;
    const { data, error } = await supabase.auth.getUser();
    if (error || !data.user || sameAccount(stored.session.user, data.user)) return;
    // TOKEN_REFRESHED follows with the fresh user; the profile's copy of the address follows too.
    await supabase.auth.refreshSession();
    await loadProfile(data.user.id);
  }, [loadProfile]);

  const value = useMemo<AuthContextValue>(
    () => ({
      session: state.session,
      user: state.session?.user ?? null,
      profile: state.profile,
      // The first answer counts only once the profile of an initial session has arrived too.
      loading: !state.sessionKnown || (state.session !== null && state.profileLoading && !state.settled),
      profileLoading: state.profileLoading,
      recovering: state.recovering,
      signingOut,
      settleSignOut,
      refreshProfile,
      refreshUser,
      signOut,
      signOutLocally,
    }),
    [state, signingOut, settleSignOut, refreshProfile, refreshUser, signOut, signOutLocally],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
