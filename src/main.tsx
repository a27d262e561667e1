import { takeAuthLanding } from '@/lib/auth-landing';
import { hasStoredSession } from '@/lib/client-registry';
import { loadClient } from '@/lib/load-client';
import '@/index.css';

// The entry only picks what to start, so the public pages a visitor reads never download the router
// or the app's routes. A prerendered landing page is hydrated by its own small entry while nobody is
// signed in, pricing and the legal pages by the site entry; a member (stored session, or an e-mailed
// link's tokens) gets the whole app, which hydrates the same HTML and then shows the signed-in version.
// An e-mailed link's answer (tokens, an error, a message) is taken from the address first of all, and
// the app shows what became of it.
const landing = takeAuthLanding();
const container = document.getElementById('root')!;
const visitor = !hasStoredSession() && !landing;
const island = visitor ? container.dataset.island : undefined;

// One function per entry, so each import preloads only its own chunks.
const ENTRIES: Record<string, () => Promise<{ start: (container: HTMLElement) => unknown }>> = {
  landing: () => import('@/app/entry-landing'),
  site: () => import('@/app/entry-site'),
  app: () => import('@/app/entry-app'),
};

void (ENTRIES[island ?? 'app'] ?? ENTRIES.app!)().then((m) => m.start(container));
// A member's session is restored by supabase-js: its chunk loads beside the app's instead of after it
// (the auth context would ask for it only once the app's chunk has run).
if (!visitor) void loadClient();
