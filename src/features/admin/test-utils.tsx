import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Toaster } from '@/components/ui/toaster';
import { AuthContext, type AuthContextValue } from '@/lib/auth';
import { ClientProvider } from '@/lib/client-context';

/** Shows where the router went, so tests can assert navigation without stubbing the router. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export function authValue(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    session: null,
    user: null,
    profile: null,
    loading: false,
    profileLoading: false,
    refreshProfile: vi.fn(async () => null),
    signOut: vi.fn(async () => ({ error: null })),
    ...overrides,
  };
}

interface RenderOptions {
  /** Route pattern the element is mounted on. */
  path?: string;
  /** Initial URL. */
  at?: string;
  auth?: AuthContextValue;
}

/** Renders an admin screen with the app's real providers; only the server (adminApi) is stubbed. */
export function renderAdmin(ui: ReactElement, { path = '/', at = path, auth = authValue() }: RenderOptions = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  // adminApi is stubbed, so the client is never called; the hooks only need one to hand over.
  const result = render(
    <ClientProvider value={{} as never}>
      <AuthContext.Provider value={auth}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[at]}>
            <Routes>
              <Route path={path} element={ui} />
              <Route path="*" element={null} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
          <Toaster />
        </QueryClientProvider>
      </AuthContext.Provider>
    </ClientProvider>,
  );
  return { ...result, queryClient };
}
