import { Building2 } from 'lucide-react';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { categoryPage, DIRECTORY_TEXT } from '@/config/directory-text';
import { errorMessage } from '@/lib/errors';
import { cn } from '@/lib/utils';
import type { DirectoryCategory, DirectoryPage } from '../reads';
import {
  categoryPath,
  DIRECTORY_MAX_PAGE,
  directoryHref,
  EMPTY_DIRECTORY_QUERY,
  isFiltered,
  isServedPage,
  type DirectoryQuery,
} from '../search-state';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';
import { DirectoryFilters } from './DirectoryFilters';
import { Pagination } from './Pagination';
import { ProviderCard } from './ProviderCard';

const T = DIRECTORY_TEXT;

/** What the screen needs of the list's query (TanStack Query's result). */
export interface DirectoryListState {
  data?: DirectoryPage;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  /** The previous list, still shown while the asked one loads (dimmed). */
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

export interface DirectoryScreenProps {
  query: DirectoryQuery;
  /** /providers/category/<slug>: the category is the page's, and its heading and description show. */
  onCategoryPage: boolean;
  categories: DirectoryCategory[];
  locations: { location: string }[];
  /** Providers in the directory (or the category): shown when nothing else narrows the list. */
  count: number | null;
  list: DirectoryListState;
  /** Loads another list in place (hydrated); absent, the links and the form load pages. */
  onQueryChange?: (next: DirectoryQuery) => void;
}

/** The heading and description of a list page: the directory's, or its category's landing page's. */
export function directoryHeading(query: DirectoryQuery, onCategoryPage: boolean, categories: DirectoryCategory[]) {
  const category = onCategoryPage ? categories.find((c) => c.slug === query.category) : undefined;
  if (category) {
    const page = categoryPage(category.slug, category.name);
    return { heading: page.heading, intro: page.description, category };
  }
  return { heading: T.list.heading, intro: T.list.intro, category: undefined };
}

/**
 * /providers and /providers/category/<slug>: breadcrumbs, heading, the categories to browse, search and
 * filters, one card per provider and the pages. The server that renders the page, the visitor's page
 * and the app render it alike, so each hydrates the same HTML.
 */
export function DirectoryScreen({
  query,
  onCategoryPage,
  categories,
  locations,
  count,
  list,
  onQueryChange,
}: DirectoryScreenProps) {
  const { heading, intro, category } = directoryHeading(query, onCategoryPage, categories);
  const crumbs: Crumb[] = [{ label: T.breadcrumbs.home, to: '/' }];
  if (category) crumbs.push({ label: T.breadcrumbs.providers, to: '/providers' }, { label: category.name });
  else crumbs.push({ label: T.breadcrumbs.providers });
  const providers = list.data?.providers ?? [];
  const served = isServedPage(query.page);
  const change = (next: DirectoryQuery) => onQueryChange?.(next);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumbs crumbs={crumbs} />
      <div className="mt-4">
        <h1 className="text-3xl font-bold">{heading}</h1>
        <p className="mt-2 max-w-3xl text-slate-600">{intro}</p>
        {count !== null && !isFiltered(query) ? (
          <p className="mt-1 text-sm text-slate-600" data-testid="directory-count">
            {T.list.count(count)}
          </p>
        ) : null}
      </div>

      <nav aria-label={T.list.browse} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {categories
            .filter((c) => c.provider_count > 0)
            .map((c) => (
              <li key={c.slug}>
                <AppLink
                  to={categoryPath(c.slug)}
                  aria-current={category?.slug === c.slug ? 'page' : undefined}
                  className={cn(
                    'inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm',
                    category?.slug === c.slug
                      ? 'border-brand-600 bg-brand-600 text-white'
                      : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-700',
                  )}
                >
                  {c.name}
                  <span className={category?.slug === c.slug ? 'text-white' : 'text-slate-600'}>
                    ({c.provider_count})
                  </span>
                </AppLink>
              </li>
            ))}
        </ul>
      </nav>

      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <DirectoryFilters query={query} categories={categories} locations={locations} onChange={change} />
      </div>

      {/* At least a screen tall while loading, so the footer does not jump when the list arrives. */}
      <section
        aria-label={T.list.label}
        aria-busy={list.isPlaceholderData}
        className={cn('mt-8 min-h-screen transition-opacity', list.isPlaceholderData && 'opacity-60')}
      >
        {!served ? (
          <EmptyState
            icon={<Building2 />}
            title={T.empty.title}
            description={T.paging.tooFar}
            action={
              <Button asChild variant="outline">
                <a href={directoryHref({ ...query, page: 1 }, onCategoryPage)}>{T.paging.backToFirst}</a>
              </Button>
            }
          />
        ) : (
          <QueryState
            query={list}
            loading={T.loading}
            error={T.error.title}
            errorView={(retry) => (
              <EmptyState
                title={T.error.title}
                description={errorMessage(list.error)}
                action={<Button onClick={retry}>{T.error.retry}</Button>}
              />
            )}
            isEmpty={providers.length === 0}
            empty={
              <EmptyState
                icon={<Building2 />}
                title={T.empty.title}
                description={isFiltered(query) ? T.empty.filtered : T.empty.none}
                action={
                  isFiltered(query) ? (
                    <Button asChild variant="outline">
                      <a href={directoryHref({ ...EMPTY_DIRECTORY_QUERY, category: query.category }, onCategoryPage)}>
                        {T.filters.clear}
                      </a>
                    </Button>
                  ) : null
                }
              />
            }
          >
            <ul className="grid grid-cols-1 gap-5 md:grid-cols-2 lg:grid-cols-3">
              {providers.map((p) => (
                <li key={p.slug}>
                  <ProviderCard provider={p} />
                </li>
              ))}
            </ul>
            <Pagination
              page={query.page}
              hasNext={!!list.data?.hasNext && query.page < DIRECTORY_MAX_PAGE}
              hrefFor={(page) => directoryHref({ ...query, page }, onCategoryPage)}
              onNavigate={onQueryChange ? (page) => change({ ...query, page }) : undefined}
            />
          </QueryState>
        )}
      </section>
    </div>
  );
}
