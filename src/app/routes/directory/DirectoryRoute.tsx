import { useState } from 'react';
import { HydrationBoundary } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { readListAddress } from '@/features/directory/address';
import { DirectoryView } from '@/features/directory/pages/DirectoryView';
import { directoryHref } from '@/features/directory/search-state';
import { useClient } from '@/lib/client-context';
import { takePageData } from '@/lib/page-data';

/**
 * /providers and /providers/category/<slug> in the app (a signed-in member's browser): the same screen
 * as a visitor's, its address kept by the router; hydrates the server's HTML with the server's data.
 */
export default function DirectoryRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const [pageData] = useState(takePageData);
  const address = readListAddress(location.pathname, location.search);
  return (
    <HydrationBoundary state={pageData}>
      <DirectoryView
        client={useClient()}
        address={address}
        onNavigate={(next) => navigate(directoryHref(next, address.onCategoryPage && !!next.category))}
      />
    </HydrationBoundary>
  );
}
