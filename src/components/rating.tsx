import { Star } from 'lucide-react';
import { cn } from '@/lib/utils';

type RatingSize = 'sm' | 'md' | 'lg';

const STAR_SIZE: Record<RatingSize, string> = { sm: 'h-3.5 w-3.5', md: 'h-4 w-4', lg: 'h-5 w-5' };
const TEXT_SIZE: Record<RatingSize, string> = { sm: 'text-xs', md: 'text-sm', lg: 'text-base' };

/** Five stars filled to the average (halves round to the nearer star). */
export function Stars({ value, size = 'md', className }: { value: number; size?: RatingSize; className?: string }) {
  const filled = Math.round(value);
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)} aria-hidden="true">
      {[1, 2, 3, 4, 5].map((i) => (
        <Star
          key={i}
          className={cn(STAR_SIZE[size], i <= filled ? 'fill-amber-400 text-amber-500' : 'text-slate-300')}
        />
      ))}
    </span>
  );
}

/** 'Rated 4.3 out of 5 from 12 reviews': what assistive technology reads for a rating. */
export function ratingLabel(average: number, count: number): string {
  return `Rated ${average.toFixed(1)} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/**
 * A provider's rating wherever a provider appears (profile header and Overview, Network and
 * connection cards, recommendation and service cards): stars, the average and the number of reviews
 * as text, or 'No reviews yet'. One element with the whole sentence as its accessible name.
 */
export function RatingSummary({
  average,
  count,
  size = 'md',
  className,
}: {
  average: number | null | undefined;
  count: number;
  size?: RatingSize;
  className?: string;
}) {
  if (!count || average == null) {
    return (
      <span
        className={cn('inline-flex items-center gap-1.5 text-slate-600', TEXT_SIZE[size], className)}
        data-testid="rating-summary"
      >
        <Stars value={0} size={size} />
        No reviews yet
      </span>
    );
  }
  const avg = average.toFixed(1);
  return (
    <span
      className={cn('inline-flex flex-wrap items-center gap-x-1.5', TEXT_SIZE[size], className)}
      role="img"
      aria-label={ratingLabel(average, count)}
      data-testid="rating-summary"
    >
      <Stars value={average} size={size} />
      <span className="font-semibold">{avg}</span>
      <span className="text-slate-600">
        ({count} {count === 1 ? 'review' : 'reviews'})
      </span>
    </span>
  );
}

/** The same place held while the figures load, so cards do not jump when they arrive. */
export function RatingPlaceholder({ size = 'md', className }: { size?: RatingSize; className?: string }) {
  return (
    <span className={cn('inline-flex items-center', TEXT_SIZE[size], className)} aria-hidden="true">
      <Stars value={0} size={size} className="opacity-50" />
    </span>
  );
}
