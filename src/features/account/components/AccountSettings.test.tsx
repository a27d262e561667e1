import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@supabase/supabase-js';
import { ClientProvider } from '@/lib/client-context';
import { AuthContext, type AuthContextValue } from '@/lib/auth';

const s = vi.hoisted(() => ({
  update: vi.fn(),
  reauth: vi.fn(),
  invoke: vi.fn(),
  toast: vi.fn(),
  refreshUser: vi.fn(),
}));
vi.mock('@/lib/toast', () => ({ toast: s.toast }));

import { AccountSettings } from './AccountSettings';

const member = { id: 'u1', email: 'ada@example.com', new_email: undefined } as unknown as User;

function renderSettings(user: User = member, onDeleted = vi.fn().mockResolvedValue(undefined)) {
  const client = {
    auth: { updateUser: s.update, reauthenticate: s.reauth },
    functions: { invoke: s.invoke },
  } as never;
  const auth = { refreshUser: s.refreshUser } as unknown as AuthContextValue;
  render(
    <AuthContext.Provider value={auth}>
      <ClientProvider value={client}>
        <AccountSettings user={user} onDeleted={onDeleted} />
      </ClientProvider>
    </AuthContext.Provider>,
  );
  return { onDeleted };
}

const emailForm = () => screen.getByRole('button', { name: 'Change E-mail' }).closest('form')!;
const passwordForm = () => screen.getByRole('form', { name: 'Change password' });

beforeEach(() => {
  vi.clearAllMocks();
  s.refreshUser.mockResolvedValue(undefined);
});

describe('change e-mail', () => {
  it('asks Auth for the account as it is now when Settings opens and when the member comes back', () => {
    renderSettings();
    expect(s.refreshUser).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('focus'));
    expect(s.refreshUser).toHaveBeenCalledTimes(2);
  });

  it('shows the address and the pending one from the user it is given', () => {
    renderSettings({ ...member, email: 'ada@example.com', new_email: 'ada@new.example' } as User);
    expect(screen.getByText('You sign in with ada@example.com.')).toBeInTheDocument();
    expect(screen.getByText('Confirmation pending for ada@new.example')).toBeInTheDocument();
  });

  it('refuses an invalid or unchanged address before sending', async () => {
    const user = userEvent.setup();
    renderSettings();
    const field = within(emailForm()).getByLabelText('New E-mail');
    await user.type(field, 'nope');
    await user.click(screen.getByRole('button', { name: 'Change E-mail' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'ADA@example.com');
    await user.click(screen.getByRole('button', { name: 'Change E-mail' }));
    expect(await screen.findByText('This is already your e-mail address')).toBeInTheDocument();
    expect(s.update).not.toHaveBeenCalled();
  });

  it('asks Auth for the change with the link back to Settings, and confirms what happens next', async () => {
    s.update.mockResolvedValue({ data: { user: {} }, error: null });
    const user = userEvent.setup();
    renderSettings();
    await user.type(within(emailForm()).getByLabelText('New E-mail'), 'ada@new.example');
    await user.click(screen.getByRole('button', { name: 'Change E-mail' }));
    expect(s.update).toHaveBeenCalledWith(
      { email: 'ada@new.example' },
      { emailRedirectTo: 'http://localhost:3000/profile?tab=settings' },
    );
    expect(s.toast).toHaveBeenCalledWith({
      title: 'Confirm your new e-mail',
      description: 'We sent links to ada@new.example and to your current address.',
    });
  });

  it('shows the pending address until it is confirmed', () => {
    renderSettings({ ...member, new_email: 'ada@new.example' } as User);
    expect(screen.getByRole('status')).toHaveTextContent('Confirmation pending for ada@new.example');
  });
});

describe('change password', () => {
  it('checks both fields before sending', async () => {
    const user = userEvent.setup();
    renderSettings();
    const form = passwordForm();
    await user.type(within(form).getByLabelText('New Password'), 'Longenough1');
    await user.type(within(form).getByLabelText('Confirm New Password'), 'Different1');
    await user.click(within(form).getByRole('button', { name: 'Update Password' }));
    expect(await within(form).findByText('Passwords do not match')).toBeInTheDocument();
    expect(s.update).not.toHaveBeenCalled();
  });

  it('when Auth asks for reauthentication: mails the code, asks for it, and sends it as the nonce', async () => {
    s.update
      .mockResolvedValueOnce({
        data: { user: null },
        error: { status: 400, code: 'reauthentication_needed', message: 'Password update requires reauthentication' },
      })
      .mockResolvedValueOnce({ data: { user: {} }, error: null });
    s.reauth.mockResolvedValue({ data: {}, error: null });
    const user = userEvent.setup();
    renderSettings();
    const form = passwordForm();
    await user.type(within(form).getByLabelText('New Password'), 'Longenough1');
    await user.type(within(form).getByLabelText('Confirm New Password'), 'Longenough1');
    await user.click(within(form).getByRole('button', { name: 'Update Password' }));
    expect(s.reauth).toHaveBeenCalledTimes(1);
    expect(s.toast).toHaveBeenCalledWith({
      title: 'Code sent',
      description: 'Enter the code from the e-mail we just sent you.',
    });
    const code = await within(form).findByLabelText('Verification Code');
    await user.click(within(form).getByRole('button', { name: 'Update Password' }));
    expect(await within(form).findByText('Enter the code from the e-mail')).toBeInTheDocument();
    await user.type(code, '123456');
    await user.click(within(form).getByRole('button', { name: 'Update Password' }));
    expect(s.update).toHaveBeenLastCalledWith({ password: 'Longenough1', nonce: '123456' });
    expect(s.toast).toHaveBeenCalledWith({
      title: 'Password updated',
      description: 'Your other devices have been signed out.',
    });
    expect(within(form).getByLabelText('New Password')).toHaveValue('');
  });

  it('shows Auth’s refusal and keeps what was typed', async () => {
    s.update.mockResolvedValue({
      data: { user: null },
      error: { status: 422, code: 'same_password', message: 'New password should be different from the old password.' },
    });
    const user = userEvent.setup();
    renderSettings();
    const form = passwordForm();
    await user.type(within(form).getByLabelText('New Password'), 'Longenough1');
    await user.type(within(form).getByLabelText('Confirm New Password'), 'Longenough1');
    await user.click(within(form).getByRole('button', { name: 'Update Password' }));
    expect(s.toast).toHaveBeenCalledWith({
      title: 'Error updating password',
      description: 'New password should be different from the old password.',
      variant: 'destructive',
    });
    expect(within(form).getByLabelText('New Password')).toHaveValue('Longenough1');
  });
});

describe('delete account', () => {
  it('asks for the member’s own address in a dialog, then calls delete-account and reports', async () => {
    s.invoke.mockResolvedValue({ data: { deleted: true }, error: null });
    const user = userEvent.setup();
    const { onDeleted } = renderSettings();
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const field = within(dialog).getByLabelText('Your e-mail address');
    await user.type(field, 'someone@else.example');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    expect(await within(dialog).findByText('Type your e-mail address exactly')).toBeInTheDocument();
    expect(s.invoke).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, 'Ada@Example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    expect(s.invoke).toHaveBeenCalledWith('delete-account', { method: 'POST', body: { email: 'Ada@Example.com' } });
    expect(onDeleted).toHaveBeenCalledTimes(1);
  });

  it('Cancel leaves everything as it was', async () => {
    const user = userEvent.setup();
    const { onDeleted } = renderSettings();
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(s.invoke).not.toHaveBeenCalled();
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
