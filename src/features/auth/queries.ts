import type { Client } from '@/lib/client-registry';
import type { SignInValues, SignUpValues } from './schemas';

/** Signs in with e-mail and password; the auth context hears of the session through supabase-js. */
export async function signIn(client: Client, values: SignInValues) {
  const { error } = await client.auth.signInWithPassword({ email: values.email.trim(), password: values.password });
  if (error) throw error;
}

/** Where Auth's e-mailed links lead back into the app. */
const backTo = (path: string) => `${window.location.origin}${path}`;

/**
 * Creates the account with spec point 3's metadata. When Auth confirms e-mails it returns no session
 * and mails a link that lands on /dashboard signed in: `confirmationSent`. When it auto-confirms, the
 * new member signs in on /login (decisions.md), so the session sign-up opened is closed again here.
 */
export async function signUp(
  client: Client,
  values: SignUpValues,
  referralCode?: string,
): Promise<{ confirmationSent: boolean }> {
  // The schema module brings zod, which the sign-up page loads only when the form is used.
  const { signUpMetadata } = await import('./schemas');
  const { data, error } = await client.auth.signUp({
    email: values.email.trim(),
    password: values.password,
    options: { data: signUpMetadata(values, referralCode), emailRedirectTo: backTo('/dashboard') },
  });
  if (error) throw error;
  if (data.session) await client.auth.signOut({ scope: 'local' });
  return { confirmationSent: !data.session };
}

/** Mails the sign-up confirmation again (Auth limits how often: see retryAfterSeconds). */
export async function resendConfirmation(client: Client, email: string) {
  const { error } = await client.auth.resend({
    type: 'signup',
    email: email.trim(),
    options: { emailRedirectTo: backTo('/dashboard') },
  });
  if (error) throw error;
}

/** Mails a password-reset link to /reset-password. Auth answers the same for unknown addresses. */
export async function requestPasswordReset(client: Client, email: string) {
  const { error } = await client.auth.resetPasswordForEmail(email.trim(), { redirectTo: backTo('/reset-password') });
  if (error) throw error;
}

/** Sets the new password of the session a reset link opened. */
export async function setNewPassword(client: Client, password: string) {
  const { error } = await client.auth.updateUser({ password });
  if (error) throw error;
}

/**
 * How long Auth asks to wait before the same e-mail again, from its 429 message ('For security
 * purposes, you can only request this after 42 seconds.'); null when the error is another one.
 */
export function retryAfterSeconds(error: unknown): number | null {
  const e = error as { status?: number; message?: string } | null;
  if (e?.status !== 429) return null;
  const m = /after (\d+) seconds?/.exec(e.message ?? '');
  return m ? Number(m[1]) : 60;
}
