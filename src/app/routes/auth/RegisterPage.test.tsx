import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ClientProvider } from '@/lib/client-context';

const s = vi.hoisted(() => ({ signUp: vi.fn(), signOut: vi.fn(), toast: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: s.toast }));
vi.mock('@/features/services/queries', () => ({
  useCategories: () => ({ data: [{ id: 'c1', name: 'Payroll Services' }] }),
}));

import RegisterPage from './RegisterPage';

function renderPage(path = '/register') {
  // Only what sign-up uses of the supabase-js client (unit test; e2e signs up against the real stack).
  const client = { auth: { signUp: s.signUp, signOut: s.signOut } } as never;
  return render(
    <ClientProvider value={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/register/:referralCode" element={<RegisterPage />} />
          <Route path="/login" element={<p>login page</p>} />
        </Routes>
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

  it('signs up with the referral code, welcomes and goes to /login', async () => {
    s.signUp.mockResolvedValue({ data: { session: null }, error: null });
    const user = userEvent.setup();
    renderPage('/register/ab12cd34');
    await user.click(screen.getByRole('tab', { name: 'Service Provider' }));
    await user.type(screen.getByLabelText('Full Name'), 'Pat Prov');
    await user.type(screen.getByLabelText('Email'), 'pat@example.com');
    await user.type(screen.getByLabelText('Password'), 'Password123!');
    await user.type(screen.getByLabelText('Company'), 'PayCo');
    await user.type(screen.getByLabelText('Service Type'), 'Payroll Services');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
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
      },
    });
    expect(s.toast).toHaveBeenCalledWith({
      title: 'Welcome to HR Connect',
      description: 'Your account has been created successfully. Please check your email to verify your account.',
    });
  });
});
