import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NavigateContext } from '@/lib/navigation';
import { ClientProvider } from '@/lib/client-context';
import type { Client } from '@/lib/client-registry';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ toast }));
const send = vi.hoisted(() => vi.fn());
vi.mock('../api', () => ({ submitSalesInquiry: send }));

import VisitorPricingPage from './VisitorPricingPage';
import { PROVIDER_SIGN_UP } from '../plans';
import { PLAN_MESSAGES } from '@/config/messages';

beforeEach(() => vi.clearAllMocks());

function renderPage(navigate: (to: string) => void) {
  const client = {} as Client;
  return {
    client,
    ...render(
      <NavigateContext.Provider value={navigate}>
        <ClientProvider value={client}>
          <VisitorPricingPage />
        </ClientProvider>
      </NavigateContext.Provider>,
    ),
  };
}

describe('VisitorPricingPage (hydrated without the router)', () => {
  it('sends a visitor to the Service Provider sign-up from any plan', async () => {
    const navigate = vi.fn();
    renderPage(navigate);
    const buttons = screen.getAllByRole('button').filter((b) => b.closest('li'));
    expect(buttons.length).toBeGreaterThan(1);
    await userEvent.click(buttons[0]!);
    expect(navigate).toHaveBeenCalledWith(PROVIDER_SIGN_UP);
  });

  it('sends the sales form through the client and says so', { timeout: 40_000 }, async () => {
    send.mockResolvedValue(null);
    const { client } = renderPage(vi.fn());
    await userEvent.click(screen.getByRole('button', { name: 'Contact Sales' }));
    await userEvent.type(await screen.findByLabelText('Name', {}, { timeout: 15_000 }), 'Ada');
    await userEvent.type(screen.getByLabelText('Company'), 'Acme');
    await userEvent.type(screen.getByLabelText(/e-?mail/i), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Message'), 'We would like a quote for forty seats.');
    await userEvent.click(screen.getByRole('button', { name: /send/i }));
    // The dialog, the catalogue and the error toast are loaded on demand: generous waits, not timings.
    await vi.waitFor(() => expect(toast).toHaveBeenCalledWith(PLAN_MESSAGES.salesSent), { timeout: 15_000 });
    expect(send).toHaveBeenCalledWith(client, expect.objectContaining({ name: 'Ada', company: 'Acme' }));
  });
});
