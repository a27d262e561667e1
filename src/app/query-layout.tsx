import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { createQueryClient } from '@/lib/query-client';

// The invalidation table imports every domain's query keys: loaded with the first mutation, not with each page.
const queryClient = createQueryClient(() => import('@/app/invalidation').then((m) => m.invalidations));

/** TanStack Query for every screen but the landing page and sign-in, which load no server data. */
export default function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
