import { ManageJobs } from '@/features/jobs/ManageJobs';
import type { UserType } from '@/lib/enums';
import { MyPostings } from '@/features/jobs/components/MyPostings';
import { useOpportunities } from '@/features/jobs/queries';
import { useMyApplicationsForJobs } from '@/features/applications/queries';
import { AppliedBadge } from '@/features/applications/components/StatusBadge';

/**
 * The dashboard's Manage Jobs tab: the member's own postings with their applications (jobs), then
 * the opportunities of the network with 'Applied' where the member applied (jobs + applications).
 * Both read the same cached opportunities query, so the list is fetched once.
 */
export function ManageJobsTab({
  uid,
  userType,
  company,
}: {
  uid: string;
  userType: UserType | null | undefined;
  company?: string | null;
}) {
  const jobIds =
    useOpportunities()
      .data?.pages.flat()
      .map((j) => j.id) ?? [];
  const applied = useMyApplicationsForJobs(uid, jobIds).data;
  return (
    <div className="space-y-8">
      <MyPostings uid={uid} />
      <ManageJobs
        uid={uid}
        userType={userType}
        company={company}
        mark={(job) => (applied?.has(job.id) ? <AppliedBadge /> : null)}
      />
    </div>
  );
}
