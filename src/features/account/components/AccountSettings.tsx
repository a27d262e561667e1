import type { User } from '@supabase/supabase-js';
import { ChangeEmailCard } from './ChangeEmailCard';
import { ChangePasswordCard } from './ChangePasswordCard';
import { DeleteAccountCard } from './DeleteAccountCard';

/** The own profile's 'Settings' tab: e-mail, password, deleting the account. */
export function AccountSettings({ user, onDeleted }: { user: User; onDeleted: () => Promise<void> }) {
  const email = user.email ?? '';
  return (
    <div className="grid max-w-3xl gap-6">
      <ChangeEmailCard email={email} pendingEmail={user.new_email} />
      <ChangePasswordCard email={email} />
      <DeleteAccountCard email={email} onDeleted={onDeleted} />
    </div>
  );
}
