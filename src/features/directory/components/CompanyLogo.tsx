import { photoUrl } from '@/lib/photos';
import { cn, initials } from '@/lib/utils';

const SIZES = { md: { box: 'h-12 w-12 text-base', px: 48 }, lg: { box: 'h-20 w-20 text-2xl', px: 80 } } as const;

/**
 * A provider's logo as a plain <img> (rounded square), readable before any script runs (an avatar that
 * swaps its image in after hydration would show visitors and search engines initials only); the
 * company's initials when there is none.
 */
export function CompanyLogo({
  src,
  name,
  size = 'md',
  priority = false,
}: {
  src: string | null | undefined;
  name: string;
  size?: keyof typeof SIZES;
  /** The page's main image (a provider's page): fetched at once, not lazily. */
  priority?: boolean;
}) {
  const url = photoUrl(src);
  const { box, px } = SIZES[size];
  const frame = cn('shrink-0 overflow-hidden rounded-lg border border-slate-200 bg-brand-50', box);
  if (!url) {
    return (
      <span className={cn(frame, 'flex items-center justify-center font-semibold text-brand-800')} aria-hidden="true">
        {initials(name)}
      </span>
    );
  }
  return (
    <img
      src={url}
      alt={`${name} logo`}
      width={px}
      height={px}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      className={cn(frame, 'object-cover')}
    />
  );
}
