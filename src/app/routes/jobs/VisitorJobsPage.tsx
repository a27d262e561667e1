import { useInfiniteQuery } from '@tanstack/react-query';
import { fetchJobsPage, publicJobQueries } from '@/features/jobs/reads';
import { JobBoard, useJobFilters } from '@/features/jobs/components/JobBoard';
import { visitorClient } from '@/lib/visitor-client';
import { takeEarly } from '@/lib/head-start';
import { jobListPageKey } from './visitor-requests';
import { VisitorQueries } from './visitor-queries';

function useVisitorJobList(search: string, includeClosed: boolean) {
  const options = publicJobQueries.list(visitorClient, search, includeClosed);
  return useInfiniteQuery({
    ...options,
    // The first page may be on its way already (requestJobList, started by the site entry).
    queryFn: ({ pageParam }) =>
      takeEarly(jobListPageKey(search, includeClosed, pageParam), () =>
        fetchJobsPage(visitorClient, search, pageParam, includeClosed),
      ),
  });
}

function VisitorJobBoard() {
  const filters = useJobFilters();
  const jobs = useVisitorJobList(filters.search, filters.includeClosed);
  return <JobBoard filters={filters} jobs={jobs} />;
}

/**
 * /jobs for a visitor (src/app/entry-site.tsx): the same list as the app's JobsPage, read through
 * the visitor client (PostgREST with the anon key) instead of supabase-js, without the router; no
 * 'Applied' marks, since nobody is signed in.
 */
export default function VisitorJobsPage() {
  return (
    <VisitorQueries>
      <VisitorJobBoard />
    </VisitorQueries>
  );
}
