import { Star } from 'lucide-react';
import { cn } from '@/lib/utils';

/** Five stars filled to the average (halves round to the nearer star). */
export function Stars({ value, className }: { value: number; className?: string }) {
  const filled = Math.round(value);
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)} aria-hidden="true">
      {[1, 2, 3, 4, 5].map((i) => (
        <Star key={i} className={cn('h-4 w-4', i <= filled ? 'fill-amber-400 text-amber-500' : 'text-slate-300')} />
      ))}
    </span>
  );
}

/** '4.3 (12 reviews)' with stars, or 'No reviews yet': what a card or a profile says of a provider. */
export function RatingSummary({ average, count }: { average: number | null | undefined; count: number }) {
  if (!count || average == null) {
    return (
      <span className="inline-flex items-center gap-1 text-xs text-slate-600" data-testid="rating-summary">
        <Stars value={0} />
        No reviews yet
      </span>
    );
  }
  const avg = average.toFixed(1);
  const label = `Rated ${avg} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`;
  return (
    <span className="inline-flex items-center gap-1 text-sm" role="img" aria-label={label} data-testid="rating-summary">
      <Stars value={average} />
      <span className="font-semibold">{avg}</span>
      <span className="text-slate-600">({count})</span>
    </span>
  );
}
