import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_USERS_PAGE_SIZE, adminApi, type AdminUser } from '../queries';
import AdminUsersPage from './AdminUsersPage';
import { renderAdmin } from '../test-utils';

function user(n: number, extra: Partial<AdminUser> = {}): AdminUser {
  return {
    id: `00000000-0000-0000-0000-${String(n).padStart(12, '0')}`,
    email: `member${n}@example.com`,
    full_name: `Member ${n}`,
    user_type: 'HR Professional',
    company: `Company ${n}`,
    position: 'HR Manager',
    service_type: null,
    role: 'member',
    subscription_plan: null,
    created_at: new Date(2025, 8, 1 + (n % 28)).toISOString(),
    last_sign_in_at: null,
    ...extra,
  };
}

afterEach(() => vi.restoreAllMocks());

describe('AdminUsersPage', () => {
  it('lists members from the server and loads the next page on demand', async () => {
    const firstPage = Array.from({ length: ADMIN_USERS_PAGE_SIZE }, (_, i) => user(i + 1));
    const fetch = vi
      .spyOn(adminApi, 'fetchAdminUsersPage')
      .mockResolvedValueOnce({ rows: firstPage, nextOffset: ADMIN_USERS_PAGE_SIZE })
      .mockResolvedValueOnce({ rows: [user(99)], nextOffset: undefined });
    const u = userEvent.setup();
    renderAdmin(<AdminUsersPage />);

    expect(await screen.findByText('member1@example.com')).toBeInTheDocument();
    expect(fetch).toHaveBeenLastCalledWith(expect.anything(), '', 0);
    expect(screen.getAllByRole('row')).toHaveLength(ADMIN_USERS_PAGE_SIZE + 1);

    await u.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('member99@example.com')).toBeInTheDocument();
    expect(fetch).toHaveBeenLastCalledWith(expect.anything(), '', ADMIN_USERS_PAGE_SIZE);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('searches on the server after typing pauses, once per pause', async () => {
    const fetch = vi.spyOn(adminApi, 'fetchAdminUsersPage').mockImplementation(async (_client, search) => ({
      rows: search ? [user(7, { full_name: 'Olivia Hart', company: 'Northwind Traders' })] : [user(1), user(2)],
      nextOffset: undefined,
    }));
    const u = userEvent.setup();
    renderAdmin(<AdminUsersPage />);
    await screen.findByText('member1@example.com');

    await u.type(screen.getByLabelText('Search users'), '  Northwind ');
    await waitFor(() => expect(within(screen.getByRole('table')).getByText('Olivia Hart')).toBeInTheDocument());
    const table = screen.getByRole('table');
    expect(fetch.mock.calls.map((c) => c[1])).toEqual(['', 'Northwind']);
    expect(within(table).queryByText('member1@example.com')).not.toBeInTheDocument();
  });

  it('shows an empty state naming the search', async () => {
    vi.spyOn(adminApi, 'fetchAdminUsersPage').mockImplementation(async (_client, search) => ({
      rows: search ? [] : [user(1)],
      nextOffset: undefined,
    }));
    const u = userEvent.setup();
    renderAdmin(<AdminUsersPage />);
    await screen.findByText('member1@example.com');
    await u.type(screen.getByLabelText('Search users'), 'zzz');
    expect(await screen.findByText('No users found matching "zzz".')).toBeInTheDocument();
  });

  it('shows the server error with a retry', async () => {
    vi.spyOn(adminApi, 'fetchAdminUsersPage').mockRejectedValue(new Error('permission denied'));
    renderAdmin(<AdminUsersPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load users.');
    expect(alert).toHaveTextContent('permission denied');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
