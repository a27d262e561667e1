import { useState } from 'react';
import { Briefcase } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { SearchField } from '@/components/ui/search-field';
import { Spinner } from '@/components/ui/spinner';
import { APPLICATION_TEXT } from '@/config/messages';
import { useJobList } from '@/features/jobs/queries';
import { JobCard } from '@/features/jobs/components/JobCard';
import { useMyApplicationsForJobs } from '@/features/applications/queries';
import { AppliedBadge } from '@/features/applications/components/StatusBadge';
import { useAuth } from '@/lib/auth';
import { errorMessage } from '@/lib/errors';
import { useDebouncedSearch } from '@/lib/use-debounced-value';

/** /jobs: the public list (jobs domain), with 'Applied' on the jobs the member applied to (applications). */
export default function JobsPage() {
  const { user } = useAuth();
  const { text, setText, search } = useDebouncedSearch();
  const [includeClosed, setIncludeClosed] = useState(false);
  const jobs = useJobList(search, includeClosed);
  const items = jobs.data?.pages.flat() ?? [];
  const applied = useMyApplicationsForJobs(
    user?.id,
    items.map((j) => j.id),
  ).data;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold">Job Opportunities</h1>
          <p className="mt-1 text-slate-600">Browse open positions posted by HR professionals in the network.</p>
        </div>
        {/* Wide enough for the whole placeholder. */}
        <div className="flex w-full flex-col gap-2 sm:w-96">
          <SearchField
            id="job-search"
            label="Search jobs"
            hideLabel
            placeholder="Search jobs by title, company or keyword..."
            value={text}
            onChange={setText}
          />
          <label className="inline-flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand-600"
              checked={includeClosed}
              onChange={(e) => setIncludeClosed(e.target.checked)}
            />
            {APPLICATION_TEXT.showClosed}
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
                search ? 'No jobs match your search. Try other keywords.' : 'Check back later for new opportunities.'
              }
            />
          }
        >
          <ul className="grid grid-cols-1 gap-5 md:grid-cols-2 lg:grid-cols-3">
            {items.map((job) => (
              <li key={job.id}>
                <JobCard job={job} mark={applied?.has(job.id) ? <AppliedBadge /> : null} />
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
