import { useState } from 'react';
import { Inbox } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { LoadMore, QueryState } from '@/components/ui/query-state';
import { Select } from '@/components/ui/select';
import { APPLICATION_TEXT } from '@/config/messages';
import { useApplicants, type StatusFilter } from '../queries';
import { ALL_STATUSES, STATUS_LABELS } from '../status';
import { ApplicantCard } from './ApplicantCard';

/** A job's applications, newest first, a page at a time, optionally of one status. */
export function ApplicantsList({ jobId }: { jobId: string }) {
  const [status, setStatus] = useState<StatusFilter>('all');
  const applicants = useApplicants(jobId, status);
  const list = applicants.data?.pages.flat() ?? [];
  const empty = status === 'all' ? APPLICATION_TEXT.noApplicants : APPLICATION_TEXT.noApplicantsWithStatus;

  return (
    <section aria-labelledby="applicants-heading" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="applicants-heading" className="text-xl font-semibold">
          {APPLICATION_TEXT.applicants}
        </h2>
        <div className="grid gap-1">
          <Label htmlFor="applicant-status">Status</Label>
          <Select
            id="applicant-status"
            className="w-48"
            value={status}
            onChange={(e) => setStatus(e.target.value as StatusFilter)}
          >
            <option value="all">All statuses</option>
            {ALL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <QueryState
        query={applicants}
        loading="Loading applicants..."
        error="Applicants could not be loaded."
        isEmpty={list.length === 0}
        empty={<EmptyState icon={<Inbox />} title={empty.title} description={empty.description} />}
      >
        <ul className="grid gap-4" aria-label={APPLICATION_TEXT.applicants}>
          {list.map((a) => (
            <li key={a.id}>
              <ApplicantCard application={a} />
            </li>
          ))}
        </ul>
        <LoadMore query={applicants} />
      </QueryState>
    </section>
  );
}
