// The member's account with Auth: e-mail, password and deleting it. Auth is the source of truth; the
// profile's copy of the e-mail follows through the database's trigger on auth.users.
import type { Client } from '@/lib/client-registry';
import { z } from 'zod';
import { callFunction } from '@/lib/functions';

/** Where Auth's e-mail links lead back into the app. */
export const authRedirect = (path: string) => `${window.location.origin}${path}`;

/** Asks Auth to move the account to a new address; it changes once the e-mailed link is followed. */
export async function changeEmail(client: Client, email: string) {
  const { data, error } = await client.auth.updateUser(
    { email: email.trim() },
    { emailRedirectTo: authRedirect('/profile?tab=settings') },
  );
  if (error) throw error;
  return data.user;
}

/**
 * Sets a new password. With secure password change on, Auth asks a session older than a day for the
 * code it mails (`reauthentication_needed`): the form then asks for it and calls again with `nonce`.
 */
export async function changePassword(client: Client, password: string, nonce?: string) {
  const { error } = await client.auth.updateUser(nonce ? { password, nonce } : { password });
  if (error) throw error;
}

/** Mails the reauthentication code a password change needs when Auth asks for it. */
export async function sendReauthenticationCode(client: Client) {
  const { error } = await client.auth.reauthenticate();
  if (error) throw error;
}

/** Deletes the caller's account (the delete-account edge function); `email` is the typed confirmation. */
export async function deleteAccount(client: Client, email: string): Promise<void> {
  await callFunction(client, 'delete-account', { email }, z.object({ deleted: z.literal(true) }));
}
