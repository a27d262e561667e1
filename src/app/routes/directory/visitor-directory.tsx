import { hydrate, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { takePageData } from '@/lib/page-data';

// The query client of a visitor's directory page (one per page load, as the job pages have), filled
// with what the server rendered the page with, before React hydrates it.
let client: QueryClient | null = null;

export function visitorDirectoryClient(): QueryClient {
  if (!client) {
    client = createQueryClient();
    const state = takePageData();
    if (state) hydrate(client, state);
  }
  return client;
}
