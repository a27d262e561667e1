import { describe, expect, it, vi, beforeEach } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

const state = vi.hoisted(() => ({ rows: [] as unknown[], remove: vi.fn() }));
vi.mock('@/lib/auth', () => ({ useAuth: () => ({ user: { id: 'me' } }) }));
vi.mock('../queries', () => ({
  useMyConnections: () => ({ isPending: false, error: null, data: { pages: [state.rows] }, hasNextPage: false }),
  useRemoveConnection: () => ({ mutate: state.remove, isPending: false, variables: undefined }),
}));

import MyConnectionsPage from './MyConnectionsPage';

const renderPage = () =>
  render(
    <MemoryRouter>
      <MyConnectionsPage />
    </MemoryRouter>,
  );

describe('MyConnectionsPage', () => {
  beforeEach(() => {
    state.remove.mockReset();
  });

  it('links to the network when empty', () => {
    state.rows = [];
    renderPage();
    expect(screen.getByRole('link', { name: /Network/ })).toHaveAttribute('href', '/network');
  });

  it('offers View Profile, Message and Remove with confirmation', async () => {
    state.rows = [
      {
        connection_id: 'c1',
        id: 'p1',
        full_name: 'Ann Lee',
        position: 'CHRO',
        company: 'Acme',
        user_type: 'HR Professional',
        avatar_url: null,
        can_view: true,
        connected_at: null,
        service_type: null,
      },
    ];
    renderPage();
    expect(screen.getByRole('link', { name: 'View Profile of Ann Lee' })).toHaveAttribute('href', '/profile/p1');
    expect(screen.getByRole('link', { name: 'Message Ann Lee' })).toHaveAttribute('href', '/messages/p1');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Ann Lee' }));
    expect(state.remove).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(state.remove).toHaveBeenCalledWith('c1');
    expect(dialog).not.toBeInTheDocument();
  });
});
