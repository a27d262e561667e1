import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { ClientProvider } from '@/lib/client-context';
import { createQueryClient } from '@/lib/query-client';
import { clientOnDemand } from '@/lib/load-client';

// The invalidation table imports every domain's query keys: loaded with the first mutation, not with each page.
const queryClient = createQueryClient(() => import('@/app/invalidation').then((m) => m.invalidations));

/**
 * TanStack Query and the supabase-js client (loaded when a screen first asks for it) for every screen
 * but the landing page.
 */
export default function QueryLayout() {
  return (
    <ClientProvider value={clientOnDemand}>
      <QueryClientProvider client={queryClient}>
        <Outlet />
      </QueryClientProvider>
    </ClientProvider>
  );
}
