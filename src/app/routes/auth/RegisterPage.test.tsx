import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { NavigateBridge } from '@/app/App';
import { ClientProvider } from '@/lib/client-context';

const s = vi.hoisted(() => ({ signUp: vi.fn(), signOut: vi.fn(), resend: vi.fn(), toast: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: s.toast }));
vi.mock('@/lib/categories', () => ({
  useCategories: () => ({ data: [{ id: 'c1', name: 'Payroll Services' }] }),
}));

import RegisterPage from './RegisterPage';

function LoginStub() {
  const email = (useLocation().state as { email?: string } | null)?.email;
  return <p>login page for {email}</p>;
}

function renderPage(path = '/register') {
  // Only what sign-up uses of the supabase-js client (unit test; e2e signs up against the real stack).
  const client = { auth: { signUp: s.signUp, signOut: s.signOut, resend: s.resend } } as never;
  return render(
    <ClientProvider value={client}>
      <MemoryRouter initialEntries={[path]}>
        {/* The app's bridge: the screen navigates through it, in place (src/lib/navigation.ts). */}
        <NavigateBridge>
          <Routes>
            <Route path="/register" element={<RegisterPage />} />
            <Route path="/register/:referralCode" element={<RegisterPage />} />
            <Route path="/login" element={<LoginStub />} />
          </Routes>
        </NavigateBridge>
      </MemoryRouter>
    </ClientProvider>,
  );
}

describe('RegisterPage', () => {
  it('keeps what was typed when the account-type tab changes', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Full Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Company'), 'Engines');
    await user.type(screen.getByLabelText('Position'), 'CHRO');
    await user.click(screen.getByRole('tab', { name: 'Service Provider' }));
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Company')).toHaveValue('Engines');
    expect(screen.getByLabelText('Service Type')).toHaveValue('');
    await user.click(screen.getByRole('tab', { name: 'HR Professional' }));
    expect(screen.getByLabelText('Position')).toHaveValue('CHRO');
  });

  async function fillProvider(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('tab', { name: 'Service Provider' }));
    await user.type(screen.getByLabelText('Full Name'), 'Pat Prov');
    await user.type(screen.getByLabelText('Email'), 'pat@example.com');
    await user.type(screen.getByLabelText('Password'), 'Password123!');
    await user.type(screen.getByLabelText('Company'), 'PayCo');
    await user.type(screen.getByLabelText('Service Type'), 'Payroll Services');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
  }

  it('with auto-confirmed sign-ups: signs up with the referral code, welcomes and goes to /login prefilled', async () => {
    s.signUp.mockResolvedValue({ data: { session: { access_token: 't' } }, error: null });
    s.signOut.mockResolvedValue({ error: null });
    const user = userEvent.setup();
    renderPage('/register/ab12cd34');
    await fillProvider(user);
    expect(await screen.findByText('login page for pat@example.com')).toBeInTheDocument();
    expect(s.signUp).toHaveBeenCalledWith({
      email: 'pat@example.com',
      password: 'Password123!',
      options: {
        data: expect.objectContaining({
          full_name: 'Pat Prov',
          user_type: 'Service Provider',
          service_type: 'Payroll Services',
          referred_by_code: 'ab12cd34',
        }),
        emailRedirectTo: 'http://localhost:3000/dashboard',
      },
    });
    expect(s.signOut).toHaveBeenCalledWith({ scope: 'local' });
    expect(s.toast).toHaveBeenCalledWith({
      title: 'Welcome to HR Connect',
      description: 'Your account has been created. Sign in to continue.',
    });
  });

  it('with confirmations on: says where the link went; Resend mails again, then waits as Auth says', async () => {
    s.toast.mockClear();
    s.signUp.mockResolvedValue({ data: { session: null, user: { id: 'u' } }, error: null });
    s.resend.mockResolvedValueOnce({ error: null }).mockResolvedValueOnce({
      error: { status: 429, message: 'For security purposes, you can only request this after 42 seconds.' },
    });
    const user = userEvent.setup();
    renderPage();
    await fillProvider(user);
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(
      screen.getByText('We sent a confirmation link to pat@example.com. Open it to finish creating your account.'),
    ).toBeInTheDocument();
    expect(s.toast).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(s.resend).toHaveBeenCalledWith({
      type: 'signup',
      email: 'pat@example.com',
      options: { emailRedirectTo: 'http://localhost:3000/dashboard' },
    });
    expect(s.toast).toHaveBeenCalledWith({
      title: 'E-mail sent again',
      description: 'Check your inbox, and your spam folder too.',
    });
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('You can send it again in 42 s.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend' })).toBeDisabled();
  });
});
