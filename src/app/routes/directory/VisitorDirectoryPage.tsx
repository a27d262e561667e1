import { useEffect, useState } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { readListAddress, type ListAddress } from '@/features/directory/address';
import { DirectoryView } from '@/features/directory/pages/DirectoryView';
import { directoryHref, type DirectoryQuery } from '@/features/directory/search-state';
import { visitorClient } from '@/lib/visitor-client';
import { visitorDirectoryClient } from './visitor-directory';

const here = (): ListAddress => readListAddress(window.location.pathname, window.location.search);

/**
 * /providers and /providers/category/<slug> for a visitor (src/app/entry-site.tsx), without the router:
 * a new search, filter or page is pushed onto the history and loaded in place; Back shows the previous
 * list. On the server (site-server.tsx) it renders once for the request's address and client.
 */
export default function VisitorDirectoryPage({ url, queryClient }: { url?: URL; queryClient?: QueryClient }) {
  const [address, setAddress] = useState<ListAddress>(() => (url ? readListAddress(url.pathname, url.search) : here()));
  useEffect(() => {
    const onPop = () => setAddress(here());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = (next: DirectoryQuery) => {
    // On a category's page another category moves to that one's page; none goes back to /providers.
    const href = directoryHref(next, address.onCategoryPage && !!next.category);
    window.history.pushState(null, '', href);
    const target = new URL(href, window.location.href);
    setAddress(readListAddress(target.pathname, target.search));
    if (next.page !== address.query.page) window.scrollTo({ top: 0 });
  };
  return (
    <QueryClientProvider client={queryClient ?? visitorDirectoryClient()}>
      <DirectoryView client={visitorClient} address={address} onNavigate={navigate} />
    </QueryClientProvider>
  );
}
