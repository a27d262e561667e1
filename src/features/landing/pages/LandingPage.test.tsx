import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Session } from '@supabase/supabase-js';
import { AuthContext, type AuthContextValue } from '@/lib/auth';
import LandingPage from './LandingPage';

const session = { user: { id: 'u1', email: 'a@b.c' } } as unknown as Session;

function renderLanding(overrides: Partial<AuthContextValue>) {
  const value: AuthContextValue = {
    session: null,
    user: null,
    profile: null,
    loading: false,
    profileLoading: false,
    signingOut: false,
    refreshProfile: async () => null,
    signOut: async () => ({ error: null }),
    ...overrides,
  };
  render(
    <AuthContext.Provider value={value}>
      <MemoryRouter>
        <LandingPage />
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

const hero = () => screen.getByRole('heading', { level: 1 }).parentElement!;

describe('LandingPage calls to action (issue 24)', () => {
  it("offers a visitor 'Join the Network' and 'Sign In'", () => {
    renderLanding({});
    expect(within(hero()).getByRole('link', { name: 'Join the Network' })).toHaveAttribute('href', '/register');
    expect(within(hero()).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Go to Dashboard' })).not.toBeInTheDocument();
  });

  it('renders as for a visitor while the session is unknown (the prerendered page)', () => {
    renderLanding({ loading: true });
    expect(within(hero()).getByRole('link', { name: 'Join the Network' })).toBeInTheDocument();
  });

  it("offers a signed-in member 'Go to Dashboard' instead", () => {
    renderLanding({ session });
    expect(within(hero()).getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Join the Network' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });
});
