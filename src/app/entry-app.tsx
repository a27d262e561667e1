import '@/lib/class-merge';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { preloadRoute } from '@/app/router';
import { fileForPath, PRERENDERED_PAGES } from '@/app/prerender/pages';
import { clientOnDemand } from '@/lib/load-client';
import { HandedOverToast, receiveHandoff } from '@/lib/page-handoff';

/**
 * Hydrates a page prerendered at build time (see scripts/prerender.ts) once its route chunks are
 * loaded (the HTML preloads them), or renders the app shell.
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
    createRoot(container).render(app);
    return;
  }
  const file = fileForPath(window.location.pathname);
  const page = PRERENDERED_PAGES.find((p) => p.file === file);
  void Promise.all([preloadRoute(window.location.pathname), page?.data ? clientOnDemand() : null])
    .catch(() => undefined) // a chunk that fails to load fails again, visibly, when rendered
    .then(() => hydrateRoot(container, app));
}
