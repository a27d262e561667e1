import { MapPin } from 'lucide-react';
import { FEATURED_CARD, FeaturedBadge } from '@/components/featured-badge';
import { RatingSummary } from '@/components/rating';
import { AppLink } from '@/components/ui/app-link';
import { cn } from '@/lib/utils';
import type { DirectoryProvider } from '../reads';
import { providerPath } from '../search-state';
import { CategoryChips } from './CategoryChips';
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
      <CategoryChips names={provider.category_names} slugs={provider.category_slugs} className="mt-auto" />
    </article>
  );
}
