import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Session } from '@supabase/supabase-js';
import { RedirectIfSignedIn, RequireAdmin, RequireAuth } from '@/app/guards';
import { AuthContext, type AuthContextValue, type Profile } from '@/lib/auth';

const session = { user: { id: 'u1', email: 'a@b.c' } } as unknown as Session;

function auth(overrides: Partial<AuthContextValue>): AuthContextValue {
  return {
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
}

function renderAt(path: string, value: AuthContextValue) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <p>login screen</p> },
      { path: '/admin/login', element: <p>admin login screen</p> },
      { element: <RequireAuth />, children: [{ path: '/dashboard', element: <p>dashboard screen</p> }] },
      { element: <RequireAdmin />, children: [{ path: '/admin/dashboard', element: <p>admin dashboard screen</p> }] },
    ],
    { initialEntries: [path] },
  );
  render(
    <AuthContext.Provider value={value}>
      <RouterProvider router={router} />
    </AuthContext.Provider>,
  );
}

describe('RequireAuth', () => {
  it('waits while the session is loading', () => {
    renderAt('/dashboard', auth({ loading: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session...');
  });
  it('sends a visitor without a session to /login', () => {
    renderAt('/dashboard', auth({}));
    expect(screen.getByText('login screen')).toBeInTheDocument();
  });
  it('shows the screen with a session', () => {
    renderAt('/dashboard', auth({ session }));
    expect(screen.getByText('dashboard screen')).toBeInTheDocument();
  });
  it('shows the screen to a member', () => {
    renderAt('/dashboard', auth({ session, profile: { role: 'member' } as Profile }));
    expect(screen.getByText('dashboard screen')).toBeInTheDocument();
  });
  it('waits for the profile before deciding', () => {
    renderAt('/dashboard', auth({ session, profileLoading: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session...');
  });
  it('keeps a known profile on screen while it refreshes', () => {
    renderAt('/dashboard', auth({ session, profile: { role: 'member' } as Profile, profileLoading: true }));
    expect(screen.getByText('dashboard screen')).toBeInTheDocument();
  });
  it('sends an administrator to the admin dashboard: administrators are not members', () => {
    renderAt('/dashboard', auth({ session, profile: { role: 'admin' } as Profile }));
    expect(screen.getByText('admin dashboard screen')).toBeInTheDocument();
  });
});

describe('RequireAdmin', () => {
  it('sends a visitor to /admin/login', () => {
    renderAt('/admin/dashboard', auth({}));
    expect(screen.getByText('admin login screen')).toBeInTheDocument();
  });
  it('sends a member without role admin to /admin/login', () => {
    renderAt('/admin/dashboard', auth({ session, profile: { role: 'member' } as Profile }));
    expect(screen.getByText('admin login screen')).toBeInTheDocument();
  });
  it('waits for the profile before deciding', () => {
    renderAt('/admin/dashboard', auth({ session, profileLoading: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Checking your access...');
  });
  it('lets an admin in', () => {
    renderAt('/admin/dashboard', auth({ session, profile: { role: 'admin' } as Profile }));
    expect(screen.getByText('admin dashboard screen')).toBeInTheDocument();
  });
});

describe('RedirectIfSignedIn (/login, /register)', () => {
  function renderEntry(path: string, initial: AuthContextValue) {
    const router = createMemoryRouter(
      [
        {
          element: <RedirectIfSignedIn />,
          children: [
            { path: '/login', element: <p>login screen</p> },
            { path: '/register', element: <p>register screen</p> },
          ],
        },
        { element: <RequireAuth />, children: [{ path: '/dashboard', element: <p>dashboard screen</p> }] },
        { element: <RequireAdmin />, children: [{ path: '/admin/dashboard', element: <p>admin dashboard screen</p> }] },
      ],
      { initialEntries: [path] },
    );
    const view = (value: AuthContextValue) => (
      <AuthContext.Provider value={value}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    );
    const { rerender } = render(view(initial));
    return { router, update: (value: AuthContextValue) => rerender(view(value)) };
  }

  it.each(['/login', '/register'])('sends a signed-in member from %s to /dashboard', (path) => {
    const { router } = renderEntry(path, auth({ session, profile: { role: 'member' } as Profile }));
    expect(screen.getByText('dashboard screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends an administrator on to the admin dashboard, as the member guard decides', () => {
    const { router } = renderEntry('/login', auth({ session, profile: { role: 'admin' } as Profile }));
    expect(screen.getByText('admin dashboard screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('shows the screen as to a visitor while the session is unknown, then decides', () => {
    const { update } = renderEntry('/login', auth({ loading: true }));
    expect(screen.getByText('login screen')).toBeInTheDocument();
    update(auth({ session, profile: { role: 'member' } as Profile }));
    expect(screen.getByText('dashboard screen')).toBeInTheDocument();
  });

  it('leaves a session the screen opened itself (signing in) to the screen', () => {
    const { update, router } = renderEntry('/login', auth({}));
    expect(screen.getByText('login screen')).toBeInTheDocument();
    update(auth({ session, profile: { role: 'member' } as Profile }));
    expect(screen.getByText('login screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
