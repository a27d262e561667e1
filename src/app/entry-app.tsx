import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { preloadRoute } from '@/app/router';
import { fileForPath, PRERENDERED_PAGES } from '@/app/prerender/pages';
import { clientOnDemand } from '@/lib/load-client';
import { takeHandoff, type HandoffToast } from '@/lib/page-handoff';
import { toast } from '@/lib/toast';

let handedToast: HandoffToast | undefined;

/**
 * The toast a page without the router handed over (page-handoff.ts), shown once the page is live:
 * shown while hydrating, it would not be in the prerendered HTML. Once, though StrictMode runs effects twice.
 */
function HandedOverToast() {
  useEffect(() => {
    if (handedToast) toast(handedToast);
    handedToast = undefined;
  }, []);
  return null;
}

/**
 * What a page without the router handed to this one across the page load: its router state goes
 * where BrowserRouter reads location.state (history.state's usr, as after a reload), before it does.
 */
function receiveHandoff() {
  const handoff = takeHandoff(window.location.pathname);
  if (!handoff) return;
  if (handoff.state !== undefined) window.history.replaceState({ ...window.history.state, usr: handoff.state }, '');
  handedToast = handoff.toast;
}

/**
 * Hydrates a page prerendered at build time (see scripts/prerender.ts) once its route chunks are
 * loaded (the HTML preloads them), or renders the app shell.
 */
export function start(container: HTMLElement) {
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
