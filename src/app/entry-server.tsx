import '@/lib/class-merge';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { NavigateBridge } from '@/app/App';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { LandingDocument } from '@/app/landing-document';
import type { PrerenderedPage } from '@/app/prerender/pages';

// Built for Node by scripts/prerender.ts (vite build --ssr) and never shipped to browsers: renders a
// public page to HTML once every lazy route chunk has loaded (react-dom/static waits for Suspense).
// Nobody is signed in on the server, so every page is its signed-out version; screens that load data
// render their loading state (TanStack Query does not fetch during a server render).

function tree(page: PrerenderedPage) {
  if (page.island === 'landing') return <LandingDocument />;
  return (
    <AppProviders>
      <StaticRouter location={page.path}>
        <NavigateBridge>
          <AppRoutes />
        </NavigateBridge>
      </StaticRouter>
    </AppProviders>
  );
}

export async function render(page: PrerenderedPage): Promise<string> {
  const { prelude } = await prerender(tree(page), {
    // Every boundary inline, whatever its size: an outlined one arrives hidden, to be revealed by an
    // inline script, and the page must read the same without JavaScript.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      throw error instanceof Error ? error : new Error(String(error));
    },
  });
  return new Response(prelude).text();
}

export { formatTitle } from '@/lib/use-page-title';
