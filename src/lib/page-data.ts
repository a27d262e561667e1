import type { DehydratedState } from '@tanstack/react-query';

// The data a page was rendered with on the server (src/app/site-server.tsx), handed to the browser in
// the HTML: TanStack Query's dehydrated cache, so the page hydrates with exactly what the server
// rendered and asks the API nothing on load.

/** The id of the <script type="application/json"> that carries it. */
export const PAGE_DATA_ID = 'hrc-page-data';

export interface PageData {
  /** The address (path and query) the page was rendered for. */
  url: string;
  state: DehydratedState;
}

let taken = false;

/**
 * The server's data for this page, once: later calls (and a page whose address has changed since it
 * was rendered, e.g. after in-place navigation) get nothing, so stale data never reaches another list.
 */
export function takePageData(): DehydratedState | undefined {
  if (taken || typeof document === 'undefined') return undefined;
  taken = true;
  const script = document.getElementById(PAGE_DATA_ID);
  if (!script?.textContent) return undefined;
  try {
    const data = JSON.parse(script.textContent) as PageData;
    const here = window.location.pathname + window.location.search;
    return data.url === here ? data.state : undefined;
  } catch {
    return undefined;
  }
}
