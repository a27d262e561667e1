import { useEffect, useRef, useState } from 'react';
import { CircleAlert, MailCheck, X } from 'lucide-react';
import { AppLink } from '@/components/ui/app-link';
import { buttonVariants } from '@/components/ui/button-variants';
import { AUTH_LINK_TEXT as T } from '@/config/auth-link-text';
import { authLanding, clearAuthLanding, type AuthLanding } from '@/lib/auth-landing';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';

export interface AuthLinkOutcome {
  tone: 'error' | 'info';
  title: string;
  description: string;
  action?: { label: string; to: string };
}

/** What the link was for, from the page it was made to open (the app's redirect targets). */
function purpose(path: string): 'emailChange' | 'signUp' | 'recovery' | 'other' {
  if (path.startsWith('/profile')) return 'emailChange';
  if (path.startsWith('/dashboard')) return 'signUp';
  if (path.startsWith('/reset-password')) return 'recovery';
  return 'other';
}

/**
 * What to tell a member whose page opened from an Auth link that did not simply sign them in: Auth's
 * error with the way forward, or the first half of a secure e-mail change. Null when there is nothing
 * to say here (a session; a reset link's error, which the reset page shows itself).
 */
export function authLinkOutcome(landing: AuthLanding | null, signedIn: boolean): AuthLinkOutcome | null {
  if (!landing || landing.kind === 'session') return null;
  const settings = { label: T.actions.settings, to: '/profile?tab=settings' };
  const signIn = { label: T.actions.signIn, to: '/login' };
  if (landing.kind === 'message') {
    return { tone: 'info', ...T.halfConfirmed, action: signedIn ? settings : undefined };
  }
  const why = purpose(landing.path);
  if (why === 'recovery') return null;
  const title =
    landing.code === 'otp_expired'
      ? T.titles.otp_expired
      : landing.code === 'user_banned'
        ? T.titles.user_banned
        : T.titles.other;
  const next =
    why === 'emailChange'
      ? signedIn
        ? T.next.emailChangeSignedIn
        : T.next.emailChangeSignedOut
      : why === 'signUp'
        ? signedIn
          ? T.next.signUpSignedIn
          : T.next.signUpSignedOut
        : signedIn
          ? T.next.otherSignedIn
          : T.next.otherSignedOut;
  const said = landing.description?.trim();
  const description = said ? `${said.replace(/[.!]?$/, '.')} ${next}` : next;
  const action = !signedIn
    ? signIn
    : why === 'emailChange'
      ? settings
      : { label: T.actions.dashboard, to: '/dashboard' };
  return { tone: 'error', title, description, action };
}

/**
 * The bar at the top of the page that says what became of an e-mailed link, with the way forward;
 * a link that worked says so in a toast. Shown once: dismissing it, or taking its action, clears it.
 */
export function AuthLinkNotice() {
  const { user, loading } = useAuth();
  const [landing, setLanding] = useState(authLanding);
  const toasted = useRef(false);

  // A link that worked: the session is the link's (supabase.ts adopted it), the toast says what it did.
  useEffect(() => {
    if (loading || toasted.current || landing?.kind !== 'session') return;
    toasted.current = true;
    if (landing.type === 'email_change' && user?.email) toast(T.emailChanged(user.email));
    else if (landing.type === 'signup' && user) toast(T.signUpConfirmed);
    clearAuthLanding();
  }, [landing, loading, user]);

  if (loading) return null;
  const outcome = authLinkOutcome(landing, !!user);
  if (!outcome) return null;
  const close = () => {
    clearAuthLanding();
    setLanding(null);
  };
  const Icon = outcome.tone === 'error' ? CircleAlert : MailCheck;
  return (
    <div
      role={outcome.tone === 'error' ? 'alert' : 'status'}
      data-testid="auth-link-notice"
      className={cn(
        'border-b px-4 py-3',
        outcome.tone === 'error'
          ? 'border-red-200 bg-red-50 text-red-800'
          : 'border-brand-200 bg-brand-50 text-brand-800',
      )}
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 sm:flex-row sm:items-center">
        <Icon className="hidden h-5 w-5 sm:block" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{outcome.title}</p>
          <p className="text-sm">{outcome.description}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {outcome.action ? (
            <AppLink to={outcome.action.to} onClick={close} className={buttonVariants({ size: 'sm' })}>
              {outcome.action.label}
            </AppLink>
          ) : null}
          <button
            type="button"
            onClick={close}
            className={buttonVariants({ size: 'sm', variant: 'ghost' })}
            aria-label={T.dismiss}
          >
            <X aria-hidden="true" />
          </button>
        </div>
      </div>
    </div>
  );
}
