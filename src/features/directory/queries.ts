import { useMutation } from '@tanstack/react-query';
import type { Client } from '@/lib/client-registry';
import { useClient } from '@/lib/client-context';
import type { Database } from '@/lib/database.types';
import { DIRECTORY_TEXT } from '@/config/directory-text';

// The member's side of the directory: their own listing settings (Settings tab). What anyone reads is
// in reads.ts, which a visitor's pages load without this module.

export const directoryMutations = {
  settings: ['directory', 'settings'] as const,
};

type ProfileUpdate = Database['public']['Tables']['profiles']['Update'];
/** What the Settings card changes: the listing switch and location (providers), the company type (HR). */
export type DirectorySettings = Pick<ProfileUpdate, 'directory_listed' | 'location' | 'company_type'>;

/** Saves the member's own directory settings; an empty location is none. */
export async function updateDirectorySettings(client: Client, uid: string, settings: DirectorySettings) {
  const values: DirectorySettings = { ...settings };
  if (values.location !== undefined) values.location = values.location?.trim() || null;
  const { error } = await client.from('profiles').update(values).eq('id', uid);
  if (error) throw error;
}

/** Saves, then reloads the own profile (it lives in the auth context). */
export function useUpdateDirectorySettings(uid: string, onSaved: () => Promise<unknown> | void) {
  const client = useClient();
  return useMutation({
    mutationKey: directoryMutations.settings,
    mutationFn: (settings: DirectorySettings) => updateDirectorySettings(client, uid, settings),
    onSuccess: async () => {
      await onSaved();
    },
    meta: {
      errorTitle: DIRECTORY_TEXT.settings.error,
      successToast: (_: void, settings: DirectorySettings) =>
        settings.directory_listed === false
          ? DIRECTORY_TEXT.settings.leftToast
          : settings.directory_listed === true
            ? DIRECTORY_TEXT.settings.listedToast
            : DIRECTORY_TEXT.settings.savedToast,
    },
  });
}
