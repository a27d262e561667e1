import { useJobList } from '@/features/jobs/queries';
import { JobBoard, useJobFilters } from '@/features/jobs/components/JobBoard';
import { useMyApplicationsForJobs } from '@/features/applications/queries';
import { AppliedBadge } from '@/features/applications/components/StatusBadge';
import { useAuth } from '@/lib/auth';

/**
 * /jobs in the app: the public list (jobs domain), with 'Applied' on the jobs the member applied to
 * (applications). A visitor's prerendered /jobs hydrates with VisitorJobsPage instead.
 */
export default function JobsPage() {
  const { user } = useAuth();
  const filters = useJobFilters();
  const jobs = useJobList(filters.search, filters.includeClosed);
  const items = jobs.data?.pages.flat() ?? [];
  const applied = useMyApplicationsForJobs(
    user?.id,
    items.map((j) => j.id),
  ).data;
  return <JobBoard filters={filters} jobs={jobs} mark={(id) => (applied?.has(id) ? <AppliedBadge /> : null)} />;
}
