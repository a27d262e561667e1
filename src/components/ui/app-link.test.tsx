import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppLink, AppNavLink } from '@/components/ui/app-link';
import { NavigateContext, PathnameContext } from '@/lib/navigation';

function at(pathname: string | null, ui: React.ReactNode, navigate: ((to: string) => void) | null = null) {
  return render(
    <NavigateContext.Provider value={navigate}>
      <PathnameContext.Provider value={pathname}>{ui}</PathnameContext.Provider>
    </NavigateContext.Provider>,
  );
}

describe('AppNavLink', () => {
  it('is the current page on its address and the pages under it, like NavLink', () => {
    at(
      '/jobs/42',
      <>
        <AppNavLink to="/jobs" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Jobs
        </AppNavLink>
        <AppNavLink to="/job">Job</AppNavLink>
      </>,
    );
    const jobs = screen.getByRole('link', { name: 'Jobs' });
    expect(jobs).toHaveAttribute('aria-current', 'page');
    expect(jobs).toHaveClass('on');
    // '/job' is a prefix of the text but not a segment of the address.
    expect(screen.getByRole('link', { name: 'Job' })).not.toHaveAttribute('aria-current');
  });

  it('with `end`, only on its own address', () => {
    at(
      '/profile/7',
      <AppNavLink to="/profile" end>
        Profile
      </AppNavLink>,
    );
    expect(screen.getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
  });

  it('without the router, no page is current and the link is a plain link', () => {
    at(null, <AppNavLink to="/pricing">Pricing</AppNavLink>);
    const link = screen.getByRole('link', { name: 'Pricing' });
    expect(link).not.toHaveAttribute('aria-current');
    expect(link).toHaveAttribute('href', '/pricing');
  });
});

describe('AppLink', () => {
  it('navigates in place when the app provides navigate', async () => {
    const navigate = vi.fn();
    at('/', <AppLink to="/login">Sign In</AppLink>, navigate);
    await userEvent.click(screen.getByRole('link', { name: 'Sign In' }));
    expect(navigate).toHaveBeenCalledWith('/login');
  });
});
