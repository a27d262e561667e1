import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminApi, type AdminStats } from '../queries';
import AdminDashboardPage from './AdminDashboardPage';
import { renderAdmin } from '../test-utils';

const stats: AdminStats = {
  total_members: 1250,
  total_services: 87,
  accepted_connections: 431,
  active_today: 19,
  new_members_this_month: 50,
  members_at_month_start: 1200,
  member_change_pct: 4.2,
};

afterEach(() => vi.restoreAllMocks());

function card(name: string) {
  return screen.getByRole('region', { name });
}

describe('AdminDashboardPage', () => {
  it('shows the four real figures and the month-over-month change', async () => {
    vi.spyOn(adminApi, 'fetchAdminStats').mockResolvedValue(stats);
    renderAdmin(<AdminDashboardPage />);

    await screen.findByRole('region', { name: 'Total Members' });
    expect(within(card('Total Members')).getByTestId('stat-value')).toHaveTextContent((1250).toLocaleString());
    expect(card('Total Members')).toHaveTextContent('+4.2% from last month');
    expect(within(card('Services Listed')).getByTestId('stat-value')).toHaveTextContent('87');
    expect(within(card('Connections')).getByTestId('stat-value')).toHaveTextContent('431');
    expect(within(card('Active Today')).getByTestId('stat-value')).toHaveTextContent('19');
  });

  it('counts new members when nobody was a member before this month', async () => {
    vi.spyOn(adminApi, 'fetchAdminStats').mockResolvedValue({
      ...stats,
      total_members: 3,
      new_members_this_month: 3,
      members_at_month_start: 0,
      member_change_pct: null,
    });
    renderAdmin(<AdminDashboardPage />);
    expect(await screen.findByText('+3 new members this month')).toBeInTheDocument();
  });

  it('shows a loading state, then an error with a retry that recovers', async () => {
    const fetch = vi
      .spyOn(adminApi, 'fetchAdminStats')
      .mockRejectedValueOnce(new Error('You do not have administrative privileges.'))
      .mockResolvedValueOnce(stats);
    const user = userEvent.setup();
    renderAdmin(<AdminDashboardPage />);

    expect(screen.getByRole('status', { name: 'Loading statistics' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You do not have administrative privileges.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Active Today' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
