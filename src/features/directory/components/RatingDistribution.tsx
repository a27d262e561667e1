import { DIRECTORY_TEXT } from '@/config/directory-text';

/** Five bars, 5 stars to 1, each with its count (rating_distribution is 1 to 5 stars). */
export function RatingDistribution({ distribution, count }: { distribution: number[]; count: number }) {
  return (
    <dl className="grid w-64 max-w-full gap-1 text-sm" aria-label={DIRECTORY_TEXT.provider.distribution}>
      {[5, 4, 3, 2, 1].map((stars) => {
        const n = distribution[stars - 1] ?? 0;
        return (
          <div key={stars} className="flex items-center gap-2">
            <dt className="w-14 shrink-0">{DIRECTORY_TEXT.provider.star(stars)}</dt>
            <dd className="flex flex-1 items-center gap-2">
              <span className="h-2 flex-1 overflow-hidden rounded bg-slate-100" aria-hidden="true">
                <span className="block h-full bg-amber-400" style={{ width: count ? `${(n / count) * 100}%` : '0%' }} />
              </span>
              <span className="w-8 text-right tabular-nums">{n}</span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
