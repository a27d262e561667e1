import { Star } from 'lucide-react';
import { REVIEW_TEXT } from '@/config/messages';
import { cn } from '@/lib/utils';

/**
 * 1–5 stars as a native radio group: Tab reaches it, arrow keys move the choice, each star is named
 * ('4 stars'), and the error is linked for screen readers.
 */
export function StarsInput({
  value,
  onChange,
  name = 'rating',
  error,
}: {
  value: number | undefined;
  onChange: (value: number) => void;
  name?: string;
  error?: string;
}) {
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium">{REVIEW_TEXT.rating}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="cursor-pointer rounded has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
              aria-label={REVIEW_TEXT.star(n)}
            />
            <Star
              aria-hidden="true"
              className={cn('h-7 w-7', value && n <= value ? 'fill-amber-400 text-amber-500' : 'text-slate-400')}
            />
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${name}-error`} role="alert" className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
