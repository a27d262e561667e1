import { Stars } from '@/components/rating';
import { DIRECTORY_TEXT } from '@/config/directory-text';
import type { DirectoryReview } from '../reads';
import { day } from '../dates';

const T = DIRECTORY_TEXT.provider;

/** A provider's published reviews as visitors see them: the author by position and company type only. */
export function ReviewList({ reviews, company }: { reviews: DirectoryReview[]; company: string }) {
  return (
    <ol className="divide-y divide-slate-100">
      {reviews.map((r) => (
        <li key={r.id} className="space-y-2 py-4 first:pt-0 last:pb-0" data-testid="directory-review">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span role="img" aria-label={DIRECTORY_TEXT.provider.star(r.rating)}>
              <Stars value={r.rating} />
            </span>
            <h3 className="font-semibold wrap-anywhere">{r.title}</h3>
          </div>
          <p className="text-xs text-slate-600">
            {T.reviewer(r.reviewer_position, r.reviewer_company_type)} ·{' '}
            <time dateTime={r.created_at}>{day(r.created_at)}</time>
            {r.edited ? ` · ${T.edited}` : ''}
          </p>
          <p className="whitespace-pre-line text-sm wrap-anywhere text-slate-800">{r.body}</p>
          {r.answer ? (
            <div className="ml-4 rounded-md border-l-4 border-brand-200 bg-slate-50 p-3 text-sm">
              <p className="font-medium">
                {T.answer} ({company})
              </p>
              <p className="whitespace-pre-line wrap-anywhere">{r.answer}</p>
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
