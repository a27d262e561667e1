import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import { NETWORK_TEXT } from '@/config/network-text';
import { failureText } from '@/lib/errors';

/** What QueryState needs of a TanStack Query result. */
export interface QueryLike {
  isPending: boolean;
  isError: boolean;
  /** The failure: one that never reached the backend is reported as such, not as the screen's error. */
  error?: unknown;
  refetch: () => unknown;
}

export interface QueryStateProps {
  query: QueryLike;
  /** The loading block's label for screen readers, e.g. 'Loading jobs...'. */
  loading: string;
  /**
   * What the error panel says; the cache has already toasted the server's message. When the backend
   * could not be reached the panel says so instead (NETWORK_TEXT), still with its retry.
   */
  error: ReactNode;
  /** Replaces the whole error panel (it gets the retry). */
  errorView?: (retry: () => void) => ReactNode;
  /** True when the data arrived but holds nothing to show. */
  isEmpty: boolean;
  empty: ReactNode;
  children: ReactNode;
}

/**
 * The four states every list screen has, in one order: loading, error with a retry, empty, content.
 * Screens pass their own words; the ladder and the retry are the same everywhere.
 */
export function QueryState({ query, loading, error, errorView, isEmpty, empty, children }: QueryStateProps) {
  if (query.isPending) return <LoadingBlock label={loading} />;
  if (query.isError) {
    const retry = () => void query.refetch();
    if (errorView) return <>{errorView(retry)}</>;
    return (
      <div role="alert" className="py-12 text-center">
        <p className="mb-3 text-slate-600">{typeof error === 'string' ? failureText(query.error, error) : error}</p>
        <Button variant="outline" onClick={retry}>
          {NETWORK_TEXT.retry}
        </Button>
      </div>
    );
  }
  if (isEmpty) return <>{empty}</>;
  return <>{children}</>;
}

/** 'Load more' under a paged list, while the query has another page. */
export function LoadMore({
  query,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  if (!query.hasNextPage) return null;
  return (
    <div className="text-center">
      <Button variant="outline" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
        {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
      </Button>
    </div>
  );
}
