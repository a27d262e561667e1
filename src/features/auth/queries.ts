import type { Client } from '@/lib/client-registry';
import { signUpMetadata, type SignInValues, type SignUpValues } from './schemas';

/** Signs in with e-mail and password; the auth context hears of the session through supabase-js. */
export async function signIn(client: Client, values: SignInValues) {
  const { error } = await client.auth.signInWithPassword({ email: values.email.trim(), password: values.password });
  if (error) throw error;
}

/**
 * Creates the account with spec point 3's metadata. Whether or not the backend auto-confirms, the new
 * member signs in on /login (decisions.md), so a session that sign-up opened is closed again here.
 */
export async function signUp(client: Client, values: SignUpValues, referralCode?: string) {
  const { data, error } = await client.auth.signUp({
    email: values.email.trim(),
    password: values.password,
    options: { data: signUpMetadata(values, referralCode) },
  });
  if (error) throw error;
  if (data.session) await client.auth.signOut({ scope: 'local' });
}
