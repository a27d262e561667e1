import type { ReactNode } from 'react';
import { BrowserRouter, useLocation, useNavigate } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { NavigateContext, PathnameContext } from '@/lib/navigation';

/** Lets router-agnostic links (AppLink, AppNavLink) navigate in place and know the current page. */
export function NavigateBridge({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <NavigateContext.Provider value={navigate}>
      <PathnameContext.Provider value={pathname}>{children}</PathnameContext.Provider>
    </NavigateContext.Provider>
  );
}

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <NavigateBridge>
          <AppRoutes />
        </NavigateBridge>
      </BrowserRouter>
    </AppProviders>
  );
}
