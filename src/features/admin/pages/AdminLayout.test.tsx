import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { adminApi } from '../queries';
import AdminLayout from './AdminLayout';
import { authValue, renderAdmin } from '../test-utils';

afterEach(() => vi.restoreAllMocks());

function renderLayout() {
  return renderAdmin(
    <Routes>
      <Route element={<AdminLayout />}>
        <Route path="dashboard" element={<p>Dashboard content</p>} />
      </Route>
    </Routes>,
    { path: '/admin/*', at: '/admin/dashboard', auth: authValue() },
  );
}

describe('AdminLayout', () => {
  it('renders the page inside a sidebar with the four admin sections', () => {
    renderLayout();
    expect(screen.getByText('Dashboard content')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Administration' });
    for (const [name, href] of [
      ['Dashboard', '/admin/dashboard'],
      ['Users', '/admin/users'],
      ['Broadcast', '/admin/broadcast'],
      ['Reports', '/admin/reports'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Dashboard' }));
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('logs out back to /admin/login and drops cached admin data', async () => {
    const signOut = vi.spyOn(adminApi, 'adminSignOut').mockResolvedValue();
    const { queryClient } = renderLayout();
    queryClient.setQueryData(['admin', 'stats'], { total_members: 1 });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/login'));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(['admin', 'stats'])).toBeUndefined();
  });
});
