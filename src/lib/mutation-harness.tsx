// For tests only (mutation hooks with the app's query client); nothing in the app imports it.
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ClientProvider } from '@/lib/client-context';
import { createQueryClient } from '@/lib/query-client';

/**
 * A stand-in for the supabase-js query builder for mutation hook tests: every chained call returns
 * the builder, and awaiting it (or .single()) gives `response`. The integration tests run the same
 * fetchers against the real stack; these only check what the app does with the answer.
 */
export function stubClient(response: { data: unknown; error: unknown }) {
  const builder: Record<string, unknown> = {};
  for (const method of ['select', 'eq', 'delete', 'update', 'insert', 'order', 'range', 'in', 'or']) {
    builder[method] = () => builder;
  }
  builder.single = async () => response;
  builder.maybeSingle = async () => response;
  builder.then = (resolve: (v: unknown) => unknown, reject: (e: unknown) => unknown) =>
    Promise.resolve(response).then(resolve, reject);
  return { from: () => builder };
}

/** renderHook's wrapper: the app's own query client (its toasts) around the stand-in client. */
export function withClient(client: ReturnType<typeof stubClient>) {
  const queryClient = createQueryClient();
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ClientProvider value={client as never}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ClientProvider>
    );
  };
}
