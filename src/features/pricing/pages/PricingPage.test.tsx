import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ toast }));
const auth = vi.hoisted(() => ({
  user: null as { id: string } | null,
  profile: null as { user_type: string; full_name: string; company: string; email: string } | null,
}));
vi.mock('@/lib/auth', () => ({ useAuth: () => auth }));
const m = vi.hoisted(() => ({ upgrade: vi.fn(), sales: vi.fn() }));
vi.mock('../queries', () => ({
  useRequestUpgrade: () => ({ mutate: m.upgrade, isPending: false }),
  useSubmitSalesInquiry: () => ({ mutateAsync: m.sales }),
}));

import PricingPage from './PricingPage';

function Where() {
  const l = useLocation();
  return <p data-testid="where">{l.pathname + l.search}</p>;
}

function renderPage(props: React.ComponentProps<typeof PricingPage> = {}) {
  return render(
    <MemoryRouter initialEntries={['/pricing']}>
      <Routes>
        <Route path="/pricing" element={<PricingPage {...props} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  auth.user = null;
  auth.profile = null;
  vi.clearAllMocks();
});

describe('PricingPage', () => {
  it('is monthly by default; the yearly option carries "Save up to 15%"', () => {
    renderPage();
    expect(screen.getByRole('radio', { name: 'Monthly' })).toHaveAttribute('aria-checked', 'true');
    const yearly = screen.getByRole('radio', { name: /^Yearly/ });
    expect(within(yearly).getByText('Save up to 15%')).toBeInTheDocument();
    expect(screen.getByText('$49')).toBeInTheDocument();
  });

  it('works with the keyboard as one radio group: Tab in, arrows switch', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.tab();
    const monthly = screen.getByRole('radio', { name: 'Monthly' });
    const yearly = screen.getByRole('radio', { name: /^Yearly/ });
    expect(monthly).toHaveFocus();
    expect(yearly).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowRight}');
    expect(yearly).toHaveFocus();
    expect(yearly).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('$499')).toBeInTheDocument();
    expect(screen.getByText('$999')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(monthly).toHaveAttribute('aria-checked', 'true');
  });

  it('a visitor is sent to sign-up on the Service Provider tab, for the free and the paid plans', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Choose Professional' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/register?type=provider');
    expect(m.upgrade).not.toHaveBeenCalled();
  });

  it('a signed-in provider records an upgrade request for the chosen plan and interval', async () => {
    auth.user = { id: 'u1' };
    auth.profile = { user_type: 'Service Provider', full_name: 'Pat', company: 'PayCo', email: 'pat@payco.example' };
    renderPage();
    await userEvent.click(screen.getByRole('radio', { name: /^Yearly/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Choose Premium' }));
    expect(m.upgrade).toHaveBeenCalledWith({ plan: 'Premium', interval: 'yearly' });
    await userEvent.click(screen.getByRole('button', { name: 'Get Started Free' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard');
  });

  it('an HR member is told plans are for providers', async () => {
    auth.user = { id: 'u2' };
    auth.profile = { user_type: 'HR Professional', full_name: 'Hal', company: 'Acme', email: 'hal@acme.example' };
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Choose Professional' }));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Plans are for Service Providers' }));
    expect(m.upgrade).not.toHaveBeenCalled();
  });

  it('Contact Sales checks the form before sending, then sends it', { timeout: 40_000 }, async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Contact Sales' }));
    // The form is its own chunk, loaded when the dialog opens, and zod with the first check: waits
    // long enough for a loaded machine (the default second is a timing, not a condition).
    await user.click(await screen.findByRole('button', { name: 'Send' }, { timeout: 15_000 }));
    expect(await screen.findByText('Please enter your name.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(m.sales).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Name'), 'Vera');
    await user.type(screen.getByLabelText('Company'), 'Globex');
    await user.type(screen.getByLabelText('E-mail'), 'vera@globex.example');
    await user.type(screen.getByLabelText('Message'), 'Forty offices.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(m.sales).toHaveBeenCalledWith({
      name: 'Vera',
      company: 'Globex',
      email: 'vera@globex.example',
      message: 'Forty offices.',
    });
  });

  describe('for a signed-in provider (issue 32)', () => {
    const provider = { user_type: 'Service Provider', full_name: 'Pia', company: 'P Ltd', email: 'p@example.com' };
    const card = (name: string) =>
      screen.getAllByTestId('pricing-plan').find((c) => within(c).queryByRole('heading', { name }))!;

    it('marks the current plan and offers the others as upgrade or downgrade requests', async () => {
      auth.user = { id: 'p' };
      auth.profile = provider;
      const onRequestChange = vi.fn();
      renderPage({ standing: { current: 'Professional', requested: null }, onRequestChange });
      const mine = card('Professional');
      expect(mine).toHaveAttribute('aria-current', 'true');
      expect(within(mine).getByText('Your plan')).toBeInTheDocument();
      expect(within(mine).getByText('Your current plan')).toBeInTheDocument();
      expect(within(mine).queryByRole('button')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Choose Professional' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Get Started Free' })).toBeNull();
      expect(screen.queryByText('Most Popular')).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Request upgrade to Premium' }));
      expect(onRequestChange).toHaveBeenLastCalledWith('Premium', 'monthly');
      await userEvent.click(screen.getByRole('button', { name: 'Request downgrade to Basic' }));
      expect(onRequestChange).toHaveBeenLastCalledWith('Free', 'monthly');
      expect(m.upgrade).not.toHaveBeenCalled();
    });

    it('marks the plan already asked for, and a provider with no plan as Basic', () => {
      auth.user = { id: 'p' };
      auth.profile = provider;
      renderPage({ standing: { current: null, requested: 'Premium' }, onRequestChange: vi.fn() });
      expect(card('Basic Listing')).toHaveAttribute('aria-current', 'true');
      expect(within(card('Premium')).getByText('Change requested')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Request upgrade to Professional' })).toBeEnabled();
    });
  });
});
