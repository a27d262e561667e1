import { useEffect, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Reader } from '@/lib/client-registry';
import { LoadingBlock } from '@/components/ui/spinner';
import { DIRECTORY_TEXT } from '@/config/directory-text';
import { formatTitle } from '@/lib/use-page-title';
import { directoryQueries, type DirectoryProfile } from '../reads';
import { providerPath } from '../search-state';
import { ProviderNotFound, ProviderScreen } from '../components/ProviderScreen';
import { EmptyState } from '@/components/ui/empty-state';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';

/**
 * A provider's public page with its data; `contact` is what the viewer may do (visitor: sign up;
 * member: connect and message). An unknown slug, or a provider who left, is 'Provider Not Found'.
 */
export function ProviderView({
  client,
  slug,
  reviewsPage,
  onReviewsPage,
  contact,
}: {
  client: Reader;
  slug: string;
  reviewsPage: number;
  onReviewsPage?: (page: number) => void;
  contact: (profile: DirectoryProfile) => ReactNode;
}) {
  const profile = useQuery(directoryQueries.provider(client, slug));
  const providerId = profile.data?.id;
  const reviews = useQuery({
    ...directoryQueries.reviews(client, providerId ?? '', reviewsPage),
    enabled: !!providerId && (profile.data?.review_count ?? 0) > 0,
  });
  const title = profile.data ? profile.data.company : profile.data === null ? DIRECTORY_TEXT.notFound.title : null;
  useEffect(() => {
    if (title) document.title = formatTitle(title);
  }, [title]);

  if (profile.isPending) return <LoadingBlock label="Loading provider..." />;
  if (profile.isError) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16">
        <EmptyState
          title="Error fetching provider"
          description={errorMessage(profile.error)}
          action={<Button onClick={() => void profile.refetch()}>{DIRECTORY_TEXT.error.retry}</Button>}
        />
      </div>
    );
  }
  if (!profile.data) return <ProviderNotFound />;
  const p = profile.data;
  return (
    <ProviderScreen
      profile={p}
      reviews={reviews}
      reviewsPage={reviewsPage}
      reviewsHref={(page) => `${providerPath(p.slug)}${page > 1 ? `?reviews=${page}` : ''}#reviews`}
      onReviewsPage={onReviewsPage}
      contact={contact(p)}
    />
  );
}
