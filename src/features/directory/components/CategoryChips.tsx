import { AppLink } from '@/components/ui/app-link';
import { DIRECTORY_TEXT } from '@/config/directory-text';
import { cn } from '@/lib/utils';
import { categoryPath } from '../search-state';

/** A provider's categories as links to their directory pages (a card, the provider's page); none: nothing. */
export function CategoryChips({
  names,
  slugs,
  className,
}: {
  names: readonly string[];
  slugs: readonly string[];
  className?: string;
}) {
  if (names.length === 0) return null;
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)} aria-label={DIRECTORY_TEXT.provider.categories}>
      {names.map((name, i) => (
        <li key={name}>
          <AppLink
            to={categoryPath(slugs[i] ?? '')}
            className="inline-flex rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 hover:underline"
          >
            {name}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
