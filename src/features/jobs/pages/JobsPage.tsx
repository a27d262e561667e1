import { useState } from 'react';
import { Briefcase, Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { LoadingBlock, Spinner } from '@/components/ui/spinner';
import { TIMINGS } from '@/config/constants';
import { useJobList } from '@/features/jobs/queries';
import { JobCard } from '@/features/jobs/components/JobCard';
import { errorMessage } from '@/lib/errors';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export default function JobsPage() {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), TIMINGS.searchDebounce);
  const jobs = useJobList(search);
  const items = jobs.data?.pages.flat() ?? [];

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold">Job Opportunities</h1>
          <p className="mt-1 text-slate-600">Browse open positions posted by HR professionals in the network.</p>
        </div>
        <div className="relative w-full sm:w-80">
          <label htmlFor="job-search" className="sr-only">
            Search jobs
          </label>
          <Search className="pointer-events-none absolute left-3 top-3 h-4 w-4 text-slate-500" aria-hidden="true" />
          <Input
            id="job-search"
            type="search"
            className="pl-9"
            placeholder="Search jobs by title, company or keyword..."
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
      </div>

      <section aria-label="Job list" aria-busy={jobs.isFetching} className="mt-8">
        {jobs.isPending ? (
          <LoadingBlock label="Loading jobs..." />
        ) : jobs.isError ? (
          <EmptyState
            title="Error fetching jobs"
            description={errorMessage(jobs.error)}
            action={<Button onClick={() => void jobs.refetch()}>Try Again</Button>}
          />
        ) : items.length === 0 ? (
          <EmptyState
            icon={<Briefcase />}
            title="No Jobs Found"
            description={
              search ? 'No jobs match your search. Try other keywords.' : 'Check back later for new opportunities.'
            }
          />
        ) : (
          <>
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
          </>
        )}
      </section>
    </div>
  );
}
