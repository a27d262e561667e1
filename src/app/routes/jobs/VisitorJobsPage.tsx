import { useInfiniteQuery } from '@tanstack/react-query';
import { fetchJobsPage, jobKeys, publicJobQueries } from '@/features/jobs/reads';
import { JobBoard, useJobFilters } from '@/features/jobs/components/JobBoard';
import { visitorClient } from '@/lib/visitor-client';
import { startEarly, takeEarly } from '@/lib/head-start';
import { VisitorQueries } from './visitor-queries';

// A page of the list by its query key and offset, so the first page can be asked for early.
const pageKey = (search: string, includeClosed: boolean, offset: number) => [
  ...jobKeys.list(search, includeClosed),
  offset,
];

/** Called by the site entry before hydrating: the list as the page opens (no search, open jobs). */
export function prepare() {
  startEarly(pageKey('', false, 0), () => fetchJobsPage(visitorClient, '', 0, false));
}

function useVisitorJobList(search: string, includeClosed: boolean) {
  const options = publicJobQueries.list(visitorClient, search, includeClosed);
  return useInfiniteQuery({
    ...options,
    queryFn: ({ pageParam }) =>
      takeEarly(pageKey(search, includeClosed, pageParam), () =>
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
