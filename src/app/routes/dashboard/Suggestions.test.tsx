// The dashboard's suggestion cards with their actions (issue 31): recommendation cards offer Connect and,
// once connected, Message, as the Network and a profile do; 'People you may know' offers Connect.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ClientProvider } from '@/lib/client-context';

const s = vi.hoisted(() => ({ rpc: vi.fn(), insert: vi.fn(), toast: vi.fn(), auth: {} as Record<string, unknown> }));
vi.mock('@/lib/toast', () => ({ toast: s.toast }));
vi.mock('@/lib/auth', () => ({ useAuth: () => s.auth }));
vi.mock('@/features/skills/queries', () => ({ useSkills: () => ({ data: [] }) }));
vi.mock('@/features/services/queries', () => ({ useMyServices: () => ({ data: [] }) }));

import { Suggestions } from './Suggestions';

const profile = { id: 'u1', full_name: 'Olivia Hart', user_type: 'HR Professional', position: 'HR Director' };

const card = (id: string, name: string, status: string | null) => ({
  id,
  full_name: name,
  avatar_url: null,
  company: `${name} Ltd`,
  position: null,
  service_type: 'Payroll',
  subscription_plan: 'Professional',
  matched_categories: ['Payroll Services'],
  matched_terms: ['interim', 'payroll cover'],
  mutual_connections: 0,
  rating_average: null,
  rating_count: 0,
  score: 0.9,
  connection_id: status ? `c-${id}` : null,
  connection_status: status,
  is_requester: status ? true : null,
});

function renderSuggestions() {
  const client = {
    rpc: s.rpc,
    from: (table: string) => {
      if (table === 'member_needs') {
        return {
          select: () => ({
            eq: () => ({
              maybeSingle: () =>
                Promise.resolve({ data: { category_ids: [], looking_for: 'interim payroll cover' }, error: null }),
            }),
          }),
        };
      }
      if (table === 'connections') return { insert: s.insert };
      throw new Error(`unexpected table ${table}`);
    },
  } as never;
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ClientProvider value={client}>
        <MemoryRouter>
          <Suggestions uid="u1" profile={profile as never} />
        </MemoryRouter>
      </ClientProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  s.auth = { user: { id: 'u1' }, profile };
  s.insert.mockResolvedValue({ error: null });
  s.rpc.mockImplementation((fn: string) => {
    if (fn === 'recommend_providers') {
      return Promise.resolve({
        data: [card('p1', 'Cover Co', null), card('p2', 'Pay Partners', 'accepted')],
        error: null,
      });
    }
    if (fn === 'people_you_may_know') {
      return Promise.resolve({
        data: [
          {
            id: 'm1',
            full_name: 'Mo Mutual',
            avatar_url: null,
            company: null,
            position: null,
            user_type: 'HR Professional',
            mutual_connections: 2,
          },
        ],
        error: null,
      });
    }
    return Promise.resolve({ data: [], error: null });
  });
});

describe('suggestion cards offer connection actions', () => {
  it('a recommended provider: Connect sends the request; a connected one offers Message', async () => {
    const user = userEvent.setup();
    renderSuggestions();
    const list = await screen.findByRole('list', { name: 'Recommended for you' });
    const [first, second] = within(list).getAllByTestId('suggestion');
    expect(within(first!).getByText('Payroll Services · interim, payroll cover')).toBeInTheDocument();
    expect(within(first!).queryByRole('link', { name: 'Message Cover Co' })).not.toBeInTheDocument();
    await user.click(within(first!).getByRole('button', { name: 'Connect Cover Co' }));
    expect(s.insert).toHaveBeenCalledWith({ requester_id: 'u1', addressee_id: 'p1', status: 'pending' });

    expect(within(second!).getByRole('button', { name: /Connected Pay Partners/ })).toBeDisabled();
    expect(within(second!).getByRole('link', { name: 'Message Pay Partners' })).toHaveAttribute('href', '/messages/p2');
  });

  it('People you may know: Connect sends the request and says so', async () => {
    const user = userEvent.setup();
    renderSuggestions();
    const list = await screen.findByRole('list', { name: 'People you may know' });
    await user.click(within(list).getByRole('button', { name: 'Connect Mo Mutual' }));
    expect(s.insert).toHaveBeenCalledWith({ requester_id: 'u1', addressee_id: 'm1', status: 'pending' });
    expect(s.toast).toHaveBeenCalledWith({
      title: 'Request sent',
      description: 'Mo Mutual will see your request on their dashboard.',
    });
    // Dismiss is still there beside it.
    expect(within(list).getByRole('button', { name: 'Dismiss Mo Mutual' })).toBeInTheDocument();
  });
});
