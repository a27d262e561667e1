import { useEffect, useState } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { providerSlugOf, reviewsPageOf } from '@/features/directory/address';
import { ProviderView } from '@/features/directory/pages/ProviderView';
import { SignUpToContact } from '@/features/directory/components/SignUpToContact';
import { visitorClient } from '@/lib/visitor-client';
import { visitorDirectoryClient } from './visitor-directory';

/**
 * /providers/<slug> for a visitor (src/app/entry-site.tsx): 'Sign up to contact'; pages of reviews load
 * in place (?reviews=n). On the server it renders once for the request's address and client.
 */
export default function VisitorProviderPage({ url, queryClient }: { url?: URL; queryClient?: QueryClient }) {
  const location = url ?? window.location;
  const slug = providerSlugOf(location.pathname) ?? '';
  const [reviewsPage, setReviewsPage] = useState(() => reviewsPageOf(location.search));
  useEffect(() => {
    const onPop = () => setReviewsPage(reviewsPageOf(window.location.search));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const showReviews = (page: number) => {
    window.history.pushState(null, '', `${window.location.pathname}${page > 1 ? `?reviews=${page}` : ''}`);
    setReviewsPage(page);
    document.getElementById('reviews')?.scrollIntoView();
  };
  return (
    <QueryClientProvider client={queryClient ?? visitorDirectoryClient()}>
      <ProviderView
        client={visitorClient}
        slug={slug}
        reviewsPage={reviewsPage}
        onReviewsPage={showReviews}
        contact={() => <SignUpToContact />}
      />
    </QueryClientProvider>
  );
}
