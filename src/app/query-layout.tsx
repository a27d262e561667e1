import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { ClientProvider } from '@/lib/client-context';
import { createQueryClient } from '@/lib/query-client';
import { supabase } from '@/lib/supabase';
import { invalidations } from '@/app/invalidation';

const queryClient = createQueryClient(invalidations);

/** TanStack Query and the supabase-js client for every screen but the landing page, which loads no server data. */
export default function QueryLayout() {
  return (
    <ClientProvider value={supabase}>
      <QueryClientProvider client={queryClient}>
        <Outlet />
      </QueryClientProvider>
    </ClientProvider>
  );
}
