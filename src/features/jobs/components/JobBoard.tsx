import { useState, type ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Briefcase } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { SearchField } from '@/components/ui/search-field';
import { Spinner } from '@/components/ui/spinner';
import { PUBLIC_JOB_TEXT } from '@/config/public-job-text';
import { errorMessage } from '@/lib/errors';
import { useDebouncedSearch } from '@/lib/use-debounced-value';
import { useHydrated } from '@/lib/use-hydrated';
import type { JobWithPoster } from '../reads';
import { JobCard } from './JobCard';

/** What the job list is asked for: the search box (typed and debounced) and 'Show closed jobs'. */
export function useJobFilters() {
  const { text, setText, search } = useDebouncedSearch();
  const [includeClosed, setIncludeClosed] = useState(false);
  return { text, setText, search, includeClosed, setIncludeClosed };
}
export type JobFilters = ReturnType<typeof useJobFilters>;

export type JobListQuery = UseInfiniteQueryResult<InfiniteData<JobWithPoster[]>>;

export interface JobBoardProps {
  filters: JobFilters;
  /** The list for `filters`, read through whichever client the page has (app or visitor). */
  jobs: JobListQuery;
  /** What the page adds to a job's card for the viewer, e.g. 'Applied'. */
  mark?: (jobId: string) => ReactNode;
}

/**
 * The /jobs screen: heading, search, 'Show closed jobs' and the list with its states. The member's
 * page and the visitor's render it alike, so either hydrates the same prerendered HTML.
 */
export function JobBoard({ filters, jobs, mark }: JobBoardProps) {
  // As the search box: a tick before hydration would be undone by React's state (SearchField).
  const hydrated = useHydrated();
  const items = jobs.data?.pages.flat() ?? [];
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold">Job Opportunities</h1>
          <p className="mt-1 text-slate-600">Browse open positions posted by HR professionals in the network.</p>
        </div>
        {/* Wide enough for the whole placeholder, which also fits a 375 px phone (the label, read by
            screen readers, says what the field is). */}
        <div className="flex w-full flex-col gap-2 sm:w-96">
          <SearchField
            id="job-search"
            label="Search jobs"
            hideLabel
            placeholder="Job title, company or keyword"
            value={filters.text}
            onChange={filters.setText}
          />
          <label className="inline-flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand-600"
              checked={filters.includeClosed}
              disabled={!hydrated}
              onChange={(e) => filters.setIncludeClosed(e.target.checked)}
            />
            {PUBLIC_JOB_TEXT.showClosed}
          </label>
        </div>
      </div>

      {/* A screen tall while loading: the prerendered page shows the loading state, and the footer
          below it would otherwise jump down when the jobs arrive (layout shift). */}
      <section aria-label="Job list" aria-busy={jobs.isFetching} className="mt-8 min-h-screen">
        <QueryState
          query={jobs}
          loading="Loading jobs..."
          error="Error fetching jobs"
          errorView={(retry) => (
            <EmptyState
              title="Error fetching jobs"
              description={errorMessage(jobs.error)}
              action={<Button onClick={retry}>Try Again</Button>}
            />
          )}
          isEmpty={items.length === 0}
          empty={
            <EmptyState
              icon={<Briefcase />}
              title="No Jobs Found"
              description={
                filters.search
                  ? 'No jobs match your search. Try other keywords.'
                  : 'Check back later for new opportunities.'
              }
            />
          }
        >
          <ul className="grid grid-cols-1 gap-5 md:grid-cols-2 lg:grid-cols-3">
            {items.map((job) => (
              <li key={job.id}>
                <JobCard job={job} mark={mark?.(job.id)} />
              </li>
            ))}
          </ul>
          {jobs.hasNextPage ? (
            <div className="mt-8 flex justify-center">
              <Button variant="outline" onClick={() => void jobs.fetchNextPage()} disabled={jobs.isFetchingNextPage}>
                {jobs.isFetchingNextPage ? <Spinner size="sm" label="Loading more jobs..." /> : null}
                Load More Jobs
              </Button>
            </div>
          ) : null}
        </QueryState>
      </section>
    </div>
  );
}
