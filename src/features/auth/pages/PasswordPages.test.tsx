import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ClientProvider } from '@/lib/client-context';

const s = vi.hoisted(() => ({
  reset: vi.fn(),
  update: vi.fn(),
  toast: vi.fn(),
  auth: { value: {} as Record<string, unknown> },
}));
vi.mock('@/lib/toast', () => ({ toast: s.toast }));
vi.mock('@/lib/auth', () => ({ useAuth: () => s.auth.value }));

import ForgotPasswordPage from './ForgotPasswordPage';
import { resetAuthLanding, takeAuthLanding } from '@/lib/auth-landing';
import ResetPasswordPage from './ResetPasswordPage';

function renderAt(path: string, state?: unknown) {
  const client = { auth: { resetPasswordForEmail: s.reset, updateUser: s.update } } as never;
  return render(
    <ClientProvider value={client}>
      <MemoryRouter initialEntries={[{ pathname: path, state }]}>
        <Routes>
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/dashboard" element={<p>dashboard</p>} />
        </Routes>
      </MemoryRouter>
    </ClientProvider>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  window.location.hash = '';
  resetAuthLanding();
});

describe('ForgotPasswordPage', () => {
  it('says what is wrong with the address before sending anything', async () => {
    const user = userEvent.setup();
    renderAt('/forgot-password');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(s.reset).not.toHaveBeenCalled();
  });

  it('starts with the address typed on /login, mails the link to /reset-password and says the same for any address', async () => {
    s.reset.mockResolvedValue({ data: {}, error: null });
    const user = userEvent.setup();
    renderAt('/forgot-password', { email: 'ada@example.com' });
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(s.reset).toHaveBeenCalledWith('ada@example.com', { redirectTo: 'http://localhost:3000/reset-password' });
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'If an account exists for ada@example.com, a link to reset your password is on its way.',
    );
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');
  });

  it('keeps the form and says why when Auth refuses (rate limit)', async () => {
    s.reset.mockResolvedValue({ data: null, error: { status: 429, message: 'email rate limit exceeded' } });
    const user = userEvent.setup();
    renderAt('/forgot-password', { email: 'ada@example.com' });
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(s.toast).toHaveBeenCalledWith({
      title: 'Error sending reset link',
      description: 'email rate limit exceeded',
      variant: 'destructive',
    });
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });
});

describe('ResetPasswordPage', () => {
  const recovering = { session: { user: { id: 'u' } }, loading: false, recovering: true };

  it('waits while the link is being read', () => {
    s.auth.value = { session: null, loading: true, recovering: false };
    renderAt('/reset-password');
    expect(screen.getByText('Checking your reset link...')).toBeInTheDocument();
  });

  it('without a session from the link: says it expired (Auth’s words when it gave some) and offers a new one', () => {
    window.location.hash =
      '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired';
    // What the entry does first: takes Auth's answer and removes it from the address.
    takeAuthLanding();
    expect(window.location.hash).toBe('');
    s.auth.value = { session: null, loading: false, recovering: false };
    renderAt('/reset-password');
    expect(screen.getByRole('heading', { name: 'This link has expired' })).toBeInTheDocument();
    expect(screen.getByText('Email link is invalid or has expired')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('asks for the new password twice with sign-up’s rules, then signs in to /dashboard', async () => {
    s.auth.value = recovering;
    s.update.mockResolvedValue({ data: { user: {} }, error: null });
    const user = userEvent.setup();
    renderAt('/reset-password');
    await user.type(screen.getByLabelText('New Password'), 'short');
    await user.type(screen.getByLabelText('Confirm New Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New Password'));
    await user.type(screen.getByLabelText('New Password'), 'Brand-new-1');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(s.update).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Confirm New Password'));
    await user.type(screen.getByLabelText('Confirm New Password'), 'Brand-new-1');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(s.update).toHaveBeenCalledWith({ password: 'Brand-new-1' });
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(s.toast).toHaveBeenCalledWith({
      title: 'Password updated',
      description: 'You are signed in with your new password.',
    });
  });
});
