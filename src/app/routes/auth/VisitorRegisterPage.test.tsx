import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClientProvider } from '@/lib/client-context';

const s = vi.hoisted(() => ({ signUp: vi.fn(), signOut: vi.fn(), order: vi.fn(), go: vi.fn(), toast: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: s.toast }));
// The page load itself (jsdom cannot leave the page): what the screen asks for is checked instead.
vi.mock('@/lib/navigation', async (original) => ({ ...(await original<object>()), go: s.go }));

import VisitorRegisterPage from './VisitorRegisterPage';

function renderAt(address: string) {
  window.history.replaceState(null, '', address);
  // Only what sign-up and the suggestions use of the supabase-js client (unit test; e2e uses the stack).
  const client = {
    auth: { signUp: s.signUp, signOut: s.signOut },
    from: (table: string) => ({ select: () => ({ order: () => s.order(table) }) }),
  } as never;
  // No router and no NavigateContext, as the site entry hydrates it.
  return render(
    <ClientProvider value={client}>
      <VisitorRegisterPage />
    </ClientProvider>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  s.order.mockResolvedValue({ data: [{ id: 'c1', name: 'Payroll Services' }], error: null });
});

describe('VisitorRegisterPage (hydrated without the router)', () => {
  it('opens the HR tab and asks for no suggestions until the Service Provider tab is open', async () => {
    const { container } = renderAt('/register');
    expect(screen.getByRole('tab', { name: 'HR Professional' })).toHaveAttribute('aria-selected', 'true');
    expect(s.order).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('tab', { name: 'Service Provider' }));
    expect(s.order).toHaveBeenCalledWith('service_categories');
    await waitFor(() => expect(container.querySelector('option[value="Payroll Services"]')).not.toBeNull());
  });

  it('reads ?type=provider and the referral code from the address, and hands the e-mail and welcome to /login', async () => {
    s.signUp.mockResolvedValue({ data: { session: { access_token: 't' } }, error: null });
    s.signOut.mockResolvedValue({ error: null });
    const { container } = renderAt('/register/ab12cd34?type=provider');
    expect(screen.getByRole('tab', { name: 'Service Provider' })).toHaveAttribute('aria-selected', 'true');
    // The suggestions come from the categories, without TanStack Query.
    await waitFor(() => expect(container.querySelector('option[value="Payroll Services"]')).not.toBeNull());

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Full Name'), 'Pat Prov');
    await user.type(screen.getByLabelText('Email'), ' pat@example.com ');
    await user.type(screen.getByLabelText('Password'), 'Password123!');
    await user.type(screen.getByLabelText('Company'), 'PayCo');
    await user.type(screen.getByLabelText('Service Type'), 'Payroll Services');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(s.go).toHaveBeenCalledWith(null, '/login'));
    expect(s.signUp).toHaveBeenCalledWith(
      expect.objectContaining({
        email: 'pat@example.com',
        options: expect.objectContaining({
          data: expect.objectContaining({ user_type: 'Service Provider', referred_by_code: 'ab12cd34' }),
        }),
      }),
    );
    // The toast is for the next page, where it is shown once that page is live.
    expect(s.toast).not.toHaveBeenCalled();
    expect(JSON.parse(sessionStorage.getItem('hr-connect:handoff')!)).toEqual({
      path: '/login',
      state: { email: 'pat@example.com' },
      toast: { title: 'Welcome to HR Connect', description: 'Your account has been created. Sign in to continue.' },
    });
  });
});
