import { RatingPlaceholder, RatingSummary } from '@/components/rating';
import { ratingAverage, useProviderRating } from '../queries';

/**
 * A provider's rating from the kept figures (provider_ratings), for screens whose rows do not carry
 * it: the profile header, the Network and connection cards. Cards of one page ask together, in one
 * request (fetchProviderRating batches them). A rating that could not load leaves its place empty:
 * the card is still whole without it.
 */
export function ProviderRating({
  providerId,
  size = 'md',
  className,
}: {
  providerId: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  const rating = useProviderRating(providerId);
  if (rating.isPending) return <RatingPlaceholder size={size} className={className} />;
  if (rating.isError) return null;
  return (
    <RatingSummary
      average={ratingAverage(rating.data)}
      count={rating.data.review_count}
      size={size}
      className={className}
    />
  );
}
