import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { AdminUser } from '../queries';
import { UsersTable } from './UsersTable';

const member: AdminUser = {
  id: '00000000-0000-0000-0000-000000000001',
  email: 'ann@example.com',
  full_name: 'Ann Lee',
  user_type: 'HR Professional',
  company: 'Acme',
  position: null,
  service_type: null,
  role: 'member',
  subscription_plan: null,
  created_at: new Date(2025, 8, 1, 12).toISOString(),
  last_sign_in_at: null,
};

afterEach(() => vi.restoreAllMocks());

describe('UsersTable', () => {
  it("shows dates in the user's locale (decisions.md), 'Never' for no sign-in", () => {
    // Pretend the browser's locale is German: the date must follow it, not a fixed English pattern.
    const Real = Intl.DateTimeFormat;
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      locales?: Intl.LocalesArgument,
      options?: Intl.DateTimeFormatOptions,
    ) {
      return new Real(locales ?? 'de-DE', options);
    } as typeof Intl.DateTimeFormat);
    render(<UsersTable users={[member]} />);
    expect(screen.getByText('01.09.2025')).toBeInTheDocument();
    expect(screen.getByText('Never')).toBeInTheDocument();
  });

  it('can be scrolled sideways from the keyboard (a focusable, named region)', () => {
    render(<UsersTable users={[member]} />);
    expect(screen.getByRole('region', { name: 'Members table' })).toHaveAttribute('tabindex', '0');
  });
});

describe('UsersTable for an administrator row', () => {
  it('shows the Admin badge and no member type (administrators have none)', () => {
    render(<UsersTable users={[{ ...member, role: 'admin', user_type: null, full_name: 'Administrator' }]} />);
    const row = screen.getByRole('row', { name: /Administrator/ });
    expect(row).toHaveTextContent('Admin');
    expect(row).toHaveTextContent('—');
    expect(row).not.toHaveTextContent('HR Professional');
  });
});
