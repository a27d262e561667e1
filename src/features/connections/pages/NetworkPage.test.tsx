import { describe, expect, it, vi, beforeEach } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { NetworkMember } from '../queries';

const state = vi.hoisted(() => ({
  members: [] as unknown[],
  calls: [] as [string, string][],
  send: vi.fn(),
  undo: vi.fn(),
  fetchNext: vi.fn(),
  hasNext: false,
}));
vi.mock('@/lib/auth', () => ({ useAuth: () => ({ user: { id: 'me' } }) }));
vi.mock('@/lib/toast', () => ({ toast: vi.fn() }));
vi.mock('../queries', () => ({
  useNetwork: (search: string, type: string) => {
    state.calls.push([search, type]);
    return {
      isPending: false,
      error: null,
      data: { pages: [state.members] },
      hasNextPage: state.hasNext,
      fetchNextPage: state.fetchNext,
      isFetchingNextPage: false,
    };
  },
  useSendRequest: () => ({ mutate: state.send, isPending: false, variables: undefined }),
  useUndoRequest: () => ({ mutate: state.undo, isPending: false, variables: undefined }),
}));

import NetworkPage from './NetworkPage';
import { MemberCard } from '../components/MemberCard';
import { ConnectButton } from '../components/ConnectButton';

const member = (o: Partial<NetworkMember>): NetworkMember => ({
  id: 'm1',
  full_name: 'Ann Lee',
  user_type: 'HR Professional',
  company: 'Acme',
  position: 'CHRO',
  service_type: null,
  avatar_url: null,
  subscription_plan: null,
  connection_id: null,
  connection_status: null,
  is_requester: null,
  can_view: true,
  created_at: null,
  ...o,
});

const renderPage = () =>
  render(
    <MemoryRouter>
      <NetworkPage />
    </MemoryRouter>,
  );

describe('NetworkPage', () => {
  beforeEach(() => {
    state.calls = [];
    state.send.mockReset();
    state.undo.mockReset();
    state.hasNext = false;
  });

  it('shows the empty state', () => {
    state.members = [];
    renderPage();
    expect(screen.getByText('No users found matching your criteria.')).toBeInTheDocument();
  });

  it('follows the visibility rule and the connection status on each card', async () => {
    state.members = [
      member({ id: 'a', full_name: 'Ann Lee' }),
      member({ id: 'b', full_name: 'Bob Hr', can_view: false, connection_status: 'pending', is_requester: true }),
      member({
        id: 'c',
        full_name: 'Cat Prov',
        user_type: 'Service Provider',
        service_type: 'Payroll Services',
        connection_status: 'accepted',
      }),
    ];
    renderPage();
    const [a, b, c] = screen.getAllByTestId('member-card');
    expect(within(a!).getByRole('link', { name: 'View Profile of Ann Lee' })).toHaveAttribute('href', '/profile/a');
    expect(within(b!).getByRole('link', { name: 'Upgrade to View' })).toHaveAttribute('href', '/pricing');
    expect(within(b!).getByRole('button', { name: /Request Sent/ })).toBeDisabled();
    expect(within(c!).getByText('Payroll Services')).toBeInTheDocument();
    expect(within(c!).getByText('Service Provider')).toBeInTheDocument();
    expect(within(c!).getByRole('button', { name: /Connected/ })).toBeDisabled();
    await userEvent.click(within(a!).getByRole('button', { name: /Connect Ann Lee/ }));
    await waitFor(() => expect(state.send).toHaveBeenCalledWith('a', expect.anything()));
  });

  it('lets the requester withdraw and the addressee clear a declined request, from the card', async () => {
    state.members = [
      member({ id: 'a', full_name: 'Ann Lee', connection_id: 'c-a', connection_status: 'pending', is_requester: true }),
      member({ id: 'b', full_name: 'Bob Hr', connection_id: 'c-b', connection_status: 'declined', is_requester: true }),
      member({
        id: 'c',
        full_name: 'Cat Prov',
        connection_id: 'c-c',
        connection_status: 'declined',
        is_requester: false,
      }),
      member({
        id: 'd',
        full_name: 'Dee Pend',
        connection_id: 'c-d',
        connection_status: 'pending',
        is_requester: false,
      }),
    ];
    renderPage();
    const [a, b, c, d] = screen.getAllByTestId('member-card');
    await userEvent.click(within(a!).getByRole('button', { name: 'Withdraw request to Ann Lee' }));
    expect(state.undo).toHaveBeenLastCalledWith({ id: 'c-a', event: 'withdraw' });
    // A declined request reads as sent to its requester, and withdrawing it clears it.
    expect(within(b!).getByRole('button', { name: /Request Sent/ })).toBeDisabled();
    await userEvent.click(within(b!).getByRole('button', { name: 'Withdraw request to Bob Hr' }));
    expect(state.undo).toHaveBeenLastCalledWith({ id: 'c-b', event: 'withdraw' });
    expect(within(c!).getByRole('button', { name: /Declined/ })).toBeDisabled();
    await userEvent.click(within(c!).getByRole('button', { name: 'Clear declined request from Cat Prov' }));
    expect(state.undo).toHaveBeenLastCalledWith({ id: 'c-c', event: 'clear' });
    // A request to answer offers neither: it is answered on the dashboard.
    expect(
      within(d!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Request Pending']);
  });

  it('searches and filters on the server', async () => {
    state.members = [member({})];
    state.hasNext = true;
    renderPage();
    await userEvent.type(screen.getByLabelText('Search'), 'acme');
    await waitFor(() => expect(state.calls.at(-1)).toEqual(['acme', 'all']));
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Service Provider');
    expect(state.calls.at(-1)).toEqual(['acme', 'Service Provider']);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(state.fetchNext).toHaveBeenCalled();
  });

  it("shows '...' while the request is sent, named for screen readers", () => {
    render(
      <MemoryRouter>
        <MemberCard member={member({ full_name: 'Ann Lee' })} testId="member-card">
          <ConnectButton name="Ann Lee" state="not_connected" sending onConnect={vi.fn()} />
        </MemberCard>
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: 'Sending request to Ann Lee' });
    expect(button).toHaveTextContent('...');
    expect(button).toBeDisabled();
    expect(screen.getByRole('heading', { level: 2, name: 'Ann Lee' })).toBeInTheDocument();
  });
});
