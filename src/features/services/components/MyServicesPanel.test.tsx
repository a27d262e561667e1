import { describe, expect, it, vi, beforeEach } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

const s = vi.hoisted(() => ({
  save: vi.fn(),
  del: vi.fn(),
  showcase: vi.fn(),
  toast: vi.fn(),
  services: [] as unknown[],
}));
vi.mock('@/lib/toast', () => ({ toast: s.toast }));
vi.mock('@/lib/categories', () => ({
  useCategories: () => ({
    error: null,
    data: [
      { id: 'cat1', name: 'Payroll Services' },
      { id: 'cat2', name: 'Legal Consulting' },
    ],
  }),
}));
vi.mock('../queries', () => ({
  useMyServices: () => ({ isPending: false, error: null, data: s.services }),
  useSaveService: () => ({ mutateAsync: s.save }),
  useDeleteService: () => ({ mutate: s.del, isPending: false, variables: undefined }),
  useSetShowcased: () => ({ mutate: s.showcase, isPending: false, variables: undefined }),
}));
const auth = vi.hoisted(() => ({ profile: { subscription_plan: 'Professional' as string | null } }));
vi.mock('@/lib/auth', () => ({ useAuth: () => auth }));

import { MyServicesPanel } from './MyServicesPanel';

describe('MyServicesPanel', () => {
  beforeEach(() => {
    s.save.mockReset();
    s.save.mockResolvedValue({ showcased: true });
    s.showcase.mockReset();
    auth.profile.subscription_plan = 'Professional';
    s.del.mockReset();
    s.toast.mockReset();
    s.services = [
      {
        id: 'sv1',
        service_name: 'Payroll Audit',
        description: 'Audit',
        category_id: 'cat1',
        created_at: '',
        showcased: true,
        category: { name: 'Payroll Services' },
      },
    ];
  });

  it('shows the showcase count of the plan and marks drafts', () => {
    s.services = [
      ...s.services,
      { id: 'sv2', service_name: 'Pay Review', description: '', category_id: 'cat1', created_at: '', showcased: false },
    ];
    render(<MyServicesPanel uid="u1" />);
    expect(screen.getByTestId('showcase-counter')).toHaveTextContent('Showcased on the Services page: 1 of 5.');
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.getByText('Showcased')).toBeInTheDocument();
  });

  it('a Basic provider is told before asking the server: the upgrade dialog opens, nothing is sent', async () => {
    auth.profile.subscription_plan = null;
    s.services = [
      { id: 'sv2', service_name: 'Pay Review', description: '', category_id: 'cat1', created_at: '', showcased: false },
    ];
    render(
      <MemoryRouter>
        <MyServicesPanel uid="u1" />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('showcase-counter')).toHaveTextContent('Your Basic plan does not showcase services');
    await userEvent.click(screen.getByRole('button', { name: 'Showcase Pay Review' }));
    expect(s.showcase).not.toHaveBeenCalled();
    expect(await screen.findByText('Upgrade required')).toBeInTheDocument();
  });

  it('toasts Missing fields when name or category is missing', async () => {
    render(<MyServicesPanel uid="u1" />);
    await userEvent.click(screen.getByRole('button', { name: /Add Service/ }));
    await userEvent.type(screen.getByLabelText('Service Name *'), 'Onboarding');
    await userEvent.click(screen.getByRole('button', { name: 'Add Service' }));
    await waitFor(() =>
      expect(s.toast).toHaveBeenCalledWith({
        title: 'Missing fields',
        description: 'Please fill in service name and category.',
        variant: 'destructive',
      }),
    );
    expect(s.save).not.toHaveBeenCalled();
  });

  it('explains an over-long name under the field instead of toasting Missing fields', async () => {
    render(<MyServicesPanel uid="u1" />);
    await userEvent.click(screen.getByRole('button', { name: /Add Service/ }));
    await userEvent.click(screen.getByLabelText('Service Name *'));
    await userEvent.paste('x'.repeat(121));
    await userEvent.selectOptions(screen.getByLabelText('Category *'), 'cat2');
    await userEvent.click(screen.getByRole('button', { name: 'Add Service' }));
    expect(await screen.findByText('Service name must be 120 characters or fewer')).toBeInTheDocument();
    expect(s.toast).not.toHaveBeenCalled();
    expect(s.save).not.toHaveBeenCalled();
  });

  // The toasts ('Service saved', or 'Saved as a draft') are the mutation's: see ../queries.test.tsx.
  it('adds a service and closes the dialog', async () => {
    s.save.mockResolvedValue({ showcased: false });
    render(<MyServicesPanel uid="u1" />);
    await userEvent.click(screen.getByRole('button', { name: /Add Service/ }));
    await userEvent.type(screen.getByLabelText('Service Name *'), 'Onboarding');
    await userEvent.selectOptions(screen.getByLabelText('Category *'), 'cat2');
    await userEvent.click(screen.getByRole('button', { name: 'Add Service' }));
    expect(s.save).toHaveBeenCalledWith({
      id: null,
      values: { service_name: 'Onboarding', category_id: 'cat2', description: '' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a service and keeps the values when the server refuses', async () => {
    s.save.mockRejectedValue(new Error('nope'));
    render(<MyServicesPanel uid="u1" />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Payroll Audit' }));
    const name = screen.getByLabelText('Service Name *');
    expect(name).toHaveValue('Payroll Audit');
    await userEvent.type(name, ' Plus');
    await userEvent.click(screen.getByRole('button', { name: 'Update Service' }));
    expect(s.save).toHaveBeenCalledWith({
      id: 'sv1',
      values: { service_name: 'Payroll Audit Plus', category_id: 'cat1', description: 'Audit' },
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByLabelText('Service Name *')).toHaveValue('Payroll Audit Plus');
  });

  it('asks "Are you sure?" before deleting', async () => {
    render(<MyServicesPanel uid="u1" />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Payroll Audit' }));
    expect(await screen.findByText('Are you sure?')).toBeInTheDocument();
    expect(s.del).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(s.del).toHaveBeenCalledWith('sv1');
  });
});
