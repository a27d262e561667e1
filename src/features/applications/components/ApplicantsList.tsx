import { Inbox } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore, QueryState } from '@/components/ui/query-state';
import { APPLICATION_TEXT } from '@/config/messages';
import { useApplicants } from '../queries';
import { ApplicantCard } from './ApplicantCard';

/** A job's applications, newest first (New ones marked), a page at a time. */
export function ApplicantsList({ jobId }: { jobId: string }) {
  const applicants = useApplicants(jobId);
  const list = applicants.data?.pages.flat() ?? [];

  return (
    <section aria-labelledby="applicants-heading" className="grid gap-4">
      <h2 id="applicants-heading" className="text-xl font-semibold">
        {APPLICATION_TEXT.applicants}
      </h2>
      <QueryState
        query={applicants}
        loading="Loading applicants..."
        error="Applicants could not be loaded."
        isEmpty={list.length === 0}
        empty={
          <EmptyState
            icon={<Inbox />}
            title={APPLICATION_TEXT.noApplicants.title}
            description={APPLICATION_TEXT.noApplicants.description}
          />
        }
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
