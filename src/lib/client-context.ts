import { createContext, useContext } from 'react';
import type { Client } from '@/lib/client-registry';

/**
 * The supabase-js client the screens talk through. Each domain's queries.ts has fetchers that take the
 * client as an argument (integration tests pass their own signed-in clients); its hooks take the app's
 * client from here, provided once by the app (src/app/query-layout.tsx).
 */
const ClientContext = createContext<Client | null>(null);

export const ClientProvider = ClientContext.Provider;

export function useClient(): Client {
  const client = useContext(ClientContext);
  if (!client) throw new Error('useClient must be used inside <ClientProvider>');
  return client;
}
