import type { ReactNode } from 'react';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { NavigateContext } from '@/lib/navigation';

/** Lets router-agnostic links (AppLink) navigate in place. */
export function NavigateBridge({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return <NavigateContext.Provider value={navigate}>{children}</NavigateContext.Provider>;
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
