import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ClientProvider } from '@/lib/client-context';

const s = vi.hoisted(() => ({ upsert: vi.fn(), toast: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: s.toast }));

import { NeedsCard } from './NeedsCard';

const CATEGORIES = [
  { id: 'c1', name: 'Payroll Services' },
  { id: 'c2', name: 'Wellness Programs' },
];

function renderCard() {
  const from = (table: string) =>
    table === 'service_categories'
      ? { select: () => ({ order: () => Promise.resolve({ data: CATEGORIES, error: null }) }) }
      : {
          select: () => ({
            eq: () => ({
              maybeSingle: () => Promise.resolve({ data: { category_ids: ['c2'], looking_for: 'Yoga' }, error: null }),
            }),
          }),
          upsert: s.upsert,
        };
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ClientProvider value={{ from } as never}>
        <NeedsCard uid="u1" />
      </ClientProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => vi.clearAllMocks());

describe('NeedsCard', () => {
  it('shows the saved needs, checks the text before sending, and saves categories and text', async () => {
    s.upsert.mockResolvedValue({ error: null });
    const user = userEvent.setup();
    renderCard();
    expect(await screen.findByRole('checkbox', { name: 'Wellness Programs' })).toBeChecked();
    const text = screen.getByLabelText('What are you looking for?', { selector: 'textarea' });
    expect(text).toHaveValue('Yoga');

    fireEvent.change(text, { target: { value: 'x'.repeat(501) } });
    await user.click(screen.getByRole('button', { name: 'Save needs' }));
    expect(await screen.findByText('Keep it under 500 characters')).toBeInTheDocument();
    expect(s.upsert).not.toHaveBeenCalled();

    await user.clear(text);
    await user.type(text, 'Payroll for Germany');
    await user.click(screen.getByRole('checkbox', { name: 'Payroll Services' }));
    await user.click(screen.getByRole('button', { name: 'Save needs' }));
    expect(s.upsert).toHaveBeenCalledWith({
      profile_id: 'u1',
      category_ids: ['c2', 'c1'],
      looking_for: 'Payroll for Germany',
    });
    expect(s.toast).toHaveBeenCalledWith({
      title: 'Needs saved',
      description: 'Your recommendations now follow what you are looking for.',
    });
  });
});
