import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

const s = vi.hoisted(() => ({ rows: [] as unknown[], calls: [] as [string, string, string][] }));
vi.mock('@/lib/toast', () => ({ toast: vi.fn() }));
const auth = vi.hoisted(() => ({ profile: { user_type: 'HR Professional' } as { user_type: string } }));
vi.mock('@/lib/auth', () => ({ useAuth: () => auth }));
vi.mock('@/lib/categories', () => ({
  useCategories: () => ({ error: null, data: [{ id: 'cat1', name: 'Payroll Services' }] }),
}));
vi.mock('../queries', () => ({
  useServices: (q: string, c: string, sort: string) => {
    s.calls.push([q, c, sort]);
    return { isPending: false, error: null, data: { pages: [s.rows] }, hasNextPage: false };
  },
  useServiceDetails: () => ({ isPending: false, isError: false, data: null }),
}));

import ServicesPage from './ServicesPage';

const row = {
  id: 'x',
  service_name: 'Payroll Audit',
  description: 'Audit',
  category_id: 'cat1',
  category_name: 'Payroll Services',
  provider_id: 'p1',
  provider_full_name: 'Pat Prov',
  provider_avatar_url: null,
  provider_company: 'PayCo',
  provider_position: null,
  provider_service_type: null,
  provider_subscription_plan: null,
  can_view_provider: true,
  rating_average: 4.3,
  rating_count: 12,
};

describe('ServicesPage', () => {
  it('shows the empty state', () => {
    s.rows = [];
    render(
      <MemoryRouter>
        <ServicesPage />
      </MemoryRouter>,
    );
    expect(screen.getByText('No services found matching your criteria.')).toBeInTheDocument();
  });

  it('shows provider, rating (or none yet) and the services visibility rule; filters and sorts on the server', async () => {
    s.rows = [
      row,
      {
        ...row,
        id: 'y',
        provider_id: 'p2',
        provider_full_name: 'Free Prov',
        can_view_provider: false,
        rating_average: null,
        rating_count: 0,
      },
    ];
    render(
      <MemoryRouter>
        <ServicesPage />
      </MemoryRouter>,
    );
    const [a, b] = screen.getAllByTestId('service-card');
    expect(within(a!).getByText('Pat Prov')).toBeInTheDocument();
    expect(within(a!).getByRole('img', { name: 'Rated 4.3 out of 5 from 12 reviews' })).toBeInTheDocument();
    expect(within(b!).getByText('No reviews yet')).toBeInTheDocument();
    expect(within(a!).getByRole('link', { name: /View Profile/ })).toHaveAttribute('href', '/profile/p1');
    expect(within(b!).getByRole('link', { name: 'Upgrade to View' })).toHaveAttribute('href', '/pricing');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'cat1');
    await userEvent.type(screen.getByLabelText('Search'), 'audit');
    await waitFor(() => expect(s.calls.at(-1)).toEqual(['audit', 'cat1', 'featured']));
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'rating');
    expect(s.calls.at(-1)).toEqual(['audit', 'cat1', 'rating']);
  });

  it('links providers, and only them, to their own services', () => {
    s.rows = [];
    const { unmount } = render(
      <MemoryRouter>
        <ServicesPage />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: 'Manage My Services' })).not.toBeInTheDocument();
    unmount();
    auth.profile = { user_type: 'Service Provider' };
    render(
      <MemoryRouter>
        <ServicesPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Manage My Services' })).toHaveAttribute('href', '/my-services');
  });
});
