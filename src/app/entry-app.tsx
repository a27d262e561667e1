import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/App';

/** Hydrates a page prerendered at build time (see scripts/prerender.ts), or renders the app shell. */
export function start(container: HTMLElement) {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
}
