import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';

// Visitors only read: no invalidation table to load. One per page load (each public page is its own).
const queryClient = createQueryClient();

/** TanStack Query for a visitor's job pages, hydrated by the site entry without the app's QueryLayout. */
export function VisitorQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
