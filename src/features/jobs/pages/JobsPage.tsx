import { Briefcase } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { SearchField } from '@/components/ui/search-field';
import { Spinner } from '@/components/ui/spinner';
import { useJobList } from '@/features/jobs/queries';
import { JobCard } from '@/features/jobs/components/JobCard';
import { errorMessage } from '@/lib/errors';
import { useDebouncedSearch } from '@/lib/use-debounced-value';

export default function JobsPage() {
  const { text, setText, search } = useDebouncedSearch();
  const jobs = useJobList(search);
  const items = jobs.data?.pages.flat() ?? [];

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold">Job Opportunities</h1>
          <p className="mt-1 text-slate-600">Browse open positions posted by HR professionals in the network.</p>
        </div>
        <SearchField
          id="job-search"
          label="Search jobs"
          hideLabel
          className="w-full sm:w-80"
          placeholder="Search jobs by title, company or keyword..."
          value={text}
          onChange={setText}
        />
      </div>

      <section aria-label="Job list" aria-busy={jobs.isFetching} className="mt-8">
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
          <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {items.map((job) => (
              <li key={job.id}>
                <JobCard job={job} />
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
