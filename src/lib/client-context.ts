import { createContext, use, useContext } from 'react';
import type { Client } from '@/lib/client-registry';

/**
 * The supabase-js client the screens talk through. Each domain's queries.ts has fetchers that take the
 * client as an argument (integration tests pass their own signed-in clients); its hooks take the app's
 * client from here, provided once by the app (src/app/query-layout.tsx). The app provides it on demand
 * (a loader, see clientOnDemand): supabase-js (about 50 KB gzipped) is fetched by the first screen
 * that asks for it, and a page that never does (legal pages) never downloads it.
 */
type ClientSource = Client | (() => Promise<Client>);

const ClientContext = createContext<ClientSource | null>(null);

export const ClientProvider = ClientContext.Provider;

/** The client; a screen rendered before supabase-js has loaded suspends until it has. */
export function useClient(): Client {
  const source = useContext(ClientContext);
  if (!source) throw new Error('useClient must be used inside <ClientProvider>');
  return typeof source === 'function' ? use(source()) : source;
}

/**
 * The client for event handlers and mutations: a function that resolves to it, so a screen that
 * only talks to the backend when the user acts (sign-in, a plan request) renders without loading
 * supabase-js, which is fetched on the first call.
 */
export function useClientLater(): () => Promise<Client> {
  const source = useContext(ClientContext);
  if (!source) throw new Error('useClientLater must be used inside <ClientProvider>');
  return typeof source === 'function' ? source : () => Promise.resolve(source);
}
