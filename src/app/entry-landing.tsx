import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { LandingDocument } from '@/app/landing-document';

/** Hydrates the prerendered landing page without the router, TanStack Query or supabase-js. */
export function start(container: HTMLElement) {
  hydrateRoot(
    container,
    <StrictMode>
      <LandingDocument />
    </StrictMode>,
  );
}
