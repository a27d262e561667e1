import { ProviderRating } from '@/features/reviews/components/ProviderRating';

/** A provider's rating on a member card: the cards of a page ask for theirs in one request. */
export const cardRating = (providerId: string) => <ProviderRating providerId={providerId} size="sm" />;
