import '@/lib/class-merge';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { preloadRoute } from '@/app/router';
import { fileForPath, isServerRendered, PRERENDERED_PAGES } from '@/app/prerender/pages';
import { clientOnDemand } from '@/lib/load-client';
import { HandedOverToast, receiveHandoff } from '@/lib/page-handoff';

/**
 * Hydrates a page prerendered at build time (see scripts/prerender.ts) or rendered by the site's server
 * (site-server.tsx) once its route chunks are loaded (the HTML preloads them), or renders the app shell.
 */
export function start(container: HTMLElement) {
  // Before BrowserRouter reads history.state: what a page without the router handed over.
  receiveHandoff();
  const app = (
    <StrictMode>
      <App />
      <HandedOverToast />
    </StrictMode>
  );
  if (!container.hasChildNodes()) {
    // A member's screen (nothing prerendered): its chunks (layouts and screen) load now, side by side,
    // instead of one after another as each layout renders the next — the screen's own chunk used to
    // wait for the session and the profile (about 0.6 s of a cold /analytics).
    void preloadRoute(window.location.pathname).catch(() => undefined);
    createRoot(container).render(app);
    return;
  }
  const file = fileForPath(window.location.pathname);
  const page = PRERENDERED_PAGES.find((p) => p.file === file);
  // A page rendered per request (the directory: site-server.tsx) reads data as the prerendered ones do.
  const reads = page?.data || isServerRendered(window.location.pathname);
  void Promise.all([preloadRoute(window.location.pathname), reads ? clientOnDemand() : null])
    .catch(() => undefined) // a chunk that fails to load fails again, visibly, when rendered
    .then(() => hydrateRoot(container, app));
}
