import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RootLayout } from '@/app/layouts';
import { AppRoutes } from '@/app/router';
import { AuthContext, type AuthContextValue } from '@/lib/auth';

const visitor: AuthContextValue = {
  session: null,
  user: null,
  profile: null,
  loading: false,
  profileLoading: false,
  signingOut: false,
  refreshProfile: async () => null,
  signOut: async () => ({ error: null }),
};

afterEach(() => {
  vi.restoreAllMocks();
  document.title = '';
});

describe('AppRoutes', () => {
  it("renders the landing page at / and titles the page with its route's title", async () => {
    render(
      <AuthContext.Provider value={visitor}>
        <MemoryRouter initialEntries={['/']}>
          <AppRoutes />
        </MemoryRouter>
      </AuthContext.Provider>,
    );
    expect(await screen.findByRole('link', { name: /Join the Network/ })).toBeInTheDocument();
    expect(document.title).toBe('Connect. Network. Grow. | HR Connect');
  });
});

describe('RootLayout scrolling', () => {
  function Back() {
    const navigate = useNavigate();
    return (
      <button type="button" onClick={() => void navigate(-1)}>
        back
      </button>
    );
  }

  it('starts a new page at the top and leaves back/forward to the browser', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <AuthContext.Provider value={visitor}>
        <MemoryRouter initialEntries={['/a']}>
          <Routes>
            <Route element={<RootLayout />}>
              <Route path="/a" element={<Link to="/b">to b</Link>} />
              <Route path="/b" element={<Back />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </AuthContext.Provider>,
    );
    // The first page is a POP (the browser's own load): not scrolled.
    expect(scrollTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'to b' }));
    expect(await screen.findByRole('button', { name: 'back' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    await act(() => userEvent.click(screen.getByRole('button', { name: 'back' })));
    expect(await screen.findByRole('link', { name: 'to b' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
