import type { ReactNode } from 'react';
import { CalendarDays, MapPin } from 'lucide-react';
import { FeaturedBadge } from '@/components/featured-badge';
import { RatingSummary } from '@/components/rating';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { DIRECTORY_TEXT } from '@/config/directory-text';
import type { DirectoryProfile, DirectoryReviewPage } from '../reads';
import { categoryPath } from '../search-state';
import { monthYear } from '../dates';
import { Breadcrumbs } from './Breadcrumbs';
import { CategoryChips } from './CategoryChips';
import { CompanyLogo } from './CompanyLogo';
import { Pagination } from './Pagination';
import { RatingDistribution } from './RatingDistribution';
import { ReviewList } from './ReviewList';

const T = DIRECTORY_TEXT.provider;

/** A titled card whose title is a level-2 heading (the page's h1 is the company). */
function Panel({ title, headingId, children }: { title: string; headingId?: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <h2 id={headingId} className="p-5 pb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="p-5 pt-0">{children}</div>
    </div>
  );
}

export interface ReviewsState {
  data?: DirectoryReviewPage;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface ProviderScreenProps {
  profile: DirectoryProfile;
  reviews: ReviewsState;
  reviewsPage: number;
  /** The address of a page of reviews (?reviews=n), for links that work without JavaScript. */
  reviewsHref: (page: number) => string;
  /** Loads a page of reviews in place (hydrated). */
  onReviewsPage?: (page: number) => void;
  /** 'Sign up to contact' for visitors; Connect and Message for members (the app's). */
  contact: ReactNode;
}

/**
 * A provider's public page (/providers/<slug>): company, logo, categories, location, rating, contact;
 * about, services with their descriptions, skills; the rating's distribution and the published
 * reviews. Rendered alike by the server, the visitor's page and the app.
 */
export function ProviderScreen({
  profile: p,
  reviews,
  reviewsPage,
  reviewsHref,
  onReviewsPage,
  contact,
}: ProviderScreenProps) {
  const firstCategory = p.category_names[0];
  const crumbs = [
    { label: DIRECTORY_TEXT.breadcrumbs.home, to: '/' },
    { label: DIRECTORY_TEXT.breadcrumbs.providers, to: '/providers' },
    ...(firstCategory ? [{ label: firstCategory, to: categoryPath(p.category_slugs[0] ?? '') }] : []),
    { label: p.company },
  ];
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <Breadcrumbs crumbs={crumbs} />
      <header className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm md:flex-row md:items-start">
        <CompanyLogo src={p.avatar_url} name={p.company} size="lg" priority />
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-3xl font-bold wrap-anywhere">{p.company}</h1>
            {p.featured ? <FeaturedBadge /> : null}
          </div>
          {p.service_type ? <p className="text-slate-700">{p.service_type}</p> : null}
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
            {p.location ? (
              <span className="inline-flex items-center gap-1">
                <MapPin className="h-4 w-4" aria-hidden="true" />
                <span className="sr-only">{T.location}: </span>
                {p.location}
              </span>
            ) : null}
            {p.listed_at ? (
              <span className="inline-flex items-center gap-1">
                <CalendarDays className="h-4 w-4" aria-hidden="true" />
                {T.listedSince(monthYear(p.listed_at))}
              </span>
            ) : null}
          </div>
          <a href="#reviews" className="inline-flex rounded hover:underline">
            <RatingSummary average={p.rating_average} count={p.review_count} />
          </a>
          <CategoryChips names={p.category_names} slugs={p.category_slugs} />
        </div>
        <div className="flex flex-col gap-2 md:w-60" data-testid="provider-contact">
          {contact}
        </div>
      </header>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {p.description ? (
            <Panel title={T.about}>
              <p className="whitespace-pre-line text-sm wrap-anywhere text-slate-800">{p.description}</p>
            </Panel>
          ) : null}
          <Panel title={T.services}>
            {p.services.length === 0 ? (
              <p className="text-sm text-slate-600">{T.noServices}</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {p.services.map((s) => (
                  <li key={`${s.name}-${s.category}`} className="space-y-1 py-3 first:pt-0 last:pb-0">
                    <h3 className="font-semibold wrap-anywhere">{s.name}</h3>
                    <AppLink
                      to={categoryPath(s.category_slug)}
                      className="inline-flex rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 hover:underline"
                    >
                      {s.category}
                    </AppLink>
                    {s.description ? (
                      <p className="whitespace-pre-line text-sm wrap-anywhere text-slate-700">{s.description}</p>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </Panel>
          <section id="reviews" aria-labelledby="reviews-heading" className="scroll-mt-20">
            <Panel title={T.reviews} headingId="reviews-heading">
              {p.review_count === 0 ? (
                <EmptyState title={T.noReviews} description={T.noReviewsHelp} />
              ) : (
                <div className="space-y-6">
                  <div className="space-y-3">
                    <RatingSummary average={p.rating_average} count={p.review_count} />
                    <RatingDistribution distribution={p.rating_distribution} count={p.review_count} />
                  </div>
                  <QueryState
                    query={reviews}
                    loading={T.reviewsLoading}
                    error={T.reviewsError}
                    isEmpty={(reviews.data?.reviews.length ?? 0) === 0}
                    empty={<p className="text-sm text-slate-600">{T.noReviews}</p>}
                  >
                    <ReviewList reviews={reviews.data?.reviews ?? []} company={p.company} />
                    <Pagination
                      page={reviewsPage}
                      hasNext={!!reviews.data?.hasNext}
                      hrefFor={reviewsHref}
                      onNavigate={onReviewsPage}
                    />
                  </QueryState>
                </div>
              )}
            </Panel>
          </section>
        </div>
        <div className="space-y-6">
          <Panel title={T.skills}>
            {p.skills.length === 0 ? (
              <p className="text-sm text-slate-600">—</p>
            ) : (
              <ul className="flex flex-wrap gap-1.5">
                {p.skills.map((skill) => (
                  <li key={skill} className="rounded-full border border-slate-300 px-2.5 py-0.5 text-xs text-slate-700">
                    {skill}
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </div>
      </div>
    </div>
  );
}

/** 'Provider Not Found' (HTTP 404 from the server): an unknown slug, or a provider who left. */
export function ProviderNotFound({
  title = DIRECTORY_TEXT.notFound.title,
  description = DIRECTORY_TEXT.notFound.description,
}: {
  title?: string;
  description?: string;
}) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-3 text-slate-600">{description}</p>
      <Button asChild className="mt-6">
        <AppLink to="/providers">{DIRECTORY_TEXT.notFound.back}</AppLink>
      </Button>
    </div>
  );
}
