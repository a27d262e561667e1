import { MapPin } from 'lucide-react';
import { FEATURED_CARD, FeaturedBadge } from '@/components/featured-badge';
import { RatingSummary } from '@/components/rating';
import { AppLink } from '@/components/ui/app-link';
import { DIRECTORY_TEXT } from '@/config/directory-text';
import { cn } from '@/lib/utils';
import type { DirectoryProvider } from '../reads';
import { categoryPath, providerPath } from '../search-state';
import { CompanyLogo } from './CompanyLogo';

/**
 * One provider in a directory list: logo, company, categories, location, rating and the first line
 * of the description. Featured providers (Premium, Enterprise) are marked as on the Services page.
 */
export function ProviderCard({ provider }: { provider: DirectoryProvider }) {
  const href = providerPath(provider.slug);
  return (
    // The card's frame spelled out rather than Card's overridden: the site entry joins classes without
    // tailwind-merge, so a second border or background class would win by stylesheet order, not intent.
    <article
      className={cn(
        'flex h-full flex-col gap-3 rounded-xl p-5 shadow-sm',
        provider.featured ? `border ${FEATURED_CARD}` : 'border border-slate-200 bg-white',
      )}
      data-testid="provider-card"
    >
      <div className="flex items-start gap-3">
        <CompanyLogo src={provider.avatar_url} name={provider.company} />
        <div className="min-w-0 flex-1 space-y-1">
          <h2 className="text-lg font-semibold leading-tight">
            <AppLink to={href} className="rounded hover:text-brand-700 hover:underline">
              {provider.company}
            </AppLink>
          </h2>
          {provider.location ? (
            <p className="inline-flex items-center gap-1 text-sm text-slate-600">
              <MapPin className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
              {provider.location}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {provider.featured ? <FeaturedBadge /> : null}
        <RatingSummary average={provider.rating_average} count={provider.review_count} />
      </div>
      {provider.summary ? <p className="line-clamp-2 text-sm text-slate-700">{provider.summary}</p> : null}
      {provider.category_names.length > 0 ? (
        <ul className="mt-auto flex flex-wrap gap-1.5" aria-label={DIRECTORY_TEXT.provider.categories}>
          {provider.category_names.map((name, i) => (
            <li key={name}>
              <AppLink
                to={categoryPath(provider.category_slugs[i] ?? '')}
                className="inline-flex rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 hover:underline"
              >
                {name}
              </AppLink>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
