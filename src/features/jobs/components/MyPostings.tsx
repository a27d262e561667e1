import { Link } from 'react-router-dom';
import { formatDistanceToNow } from 'date-fns';
import { Lock, LockOpen, Users } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadMore, QueryState } from '@/components/ui/query-state';
import { APPLICATION_TEXT } from '@/config/messages';
import { cn } from '@/lib/utils';
import { useMyPostings, useSetJobClosed, type JobPosting } from '../queries';
import { ClosedBadge } from './ClosedBadge';

const plural = (n: number, one: string, many: string) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

/** Close (asks first: it takes the job off the list) or reopen (at once) a job. */
export function CloseJobButton({ jobId, closed, title }: { jobId: string; closed: boolean; title: string }) {
  const setClosed = useSetJobClosed();
  if (closed) {
    return (
      <Button
        size="sm"
        variant="outline"
        disabled={setClosed.isPending}
        onClick={() => setClosed.mutate({ jobId, closed: false })}
        aria-label={`${APPLICATION_TEXT.reopenJob}: ${title}`}
      >
        <LockOpen aria-hidden="true" /> {APPLICATION_TEXT.reopenJob}
      </Button>
    );
  }
  return (
    <ConfirmDialog
      trigger={
        <Button
          size="sm"
          variant="outline"
          disabled={setClosed.isPending}
          aria-label={`${APPLICATION_TEXT.closeJob}: ${title}`}
        >
          <Lock aria-hidden="true" /> {APPLICATION_TEXT.closeJob}
        </Button>
      }
      title={APPLICATION_TEXT.closeConfirm.title}
      description={APPLICATION_TEXT.closeConfirm.description}
      confirmLabel={APPLICATION_TEXT.closeJob}
      onConfirm={() => setClosed.mutate({ jobId, closed: true })}
    />
  );
}

function PostingRow({ job }: { job: JobPosting }) {
  const total = job.counts?.total_count ?? 0;
  const fresh = job.counts?.new_count ?? 0;
  return (
    <Card data-testid="posting-row" className={cn(fresh > 0 && 'border-l-4 border-l-brand-600')}>
      <CardContent className="flex flex-col gap-3 pt-6 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1">
          <p className="font-semibold">
            <Link to={`/jobs/${job.id}`} className="rounded hover:underline">
              {job.title}
            </Link>
          </p>
          <p className="text-sm text-slate-600">
            {job.company_name} · {job.location} · posted{' '}
            {formatDistanceToNow(new Date(job.created_at), { addSuffix: true })}
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            {job.closed_at ? <ClosedBadge /> : null}
            <span className="text-sm text-slate-700" data-testid="application-count">
              {plural(total, 'application', 'applications')}
            </span>
            {fresh > 0 ? <Badge data-testid="new-count">{plural(fresh, 'new', 'new')}</Badge> : null}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm">
            <Link to={`/jobs/${job.id}/applicants`} aria-label={`${APPLICATION_TEXT.viewApplicants}: ${job.title}`}>
              <Users aria-hidden="true" /> {APPLICATION_TEXT.viewApplicants}
            </Link>
          </Button>
          <CloseJobButton jobId={job.id} closed={!!job.closed_at} title={job.title} />
        </div>
      </CardContent>
    </Card>
  );
}

/** The poster's own jobs, open and closed, with how many applied and how many are still New. */
export function MyPostings({ uid }: { uid: string }) {
  const postings = useMyPostings(uid);
  const list = postings.data?.pages.flat() ?? [];
  return (
    <section aria-labelledby="my-postings" className="space-y-4">
      <h2 id="my-postings" className="text-xl font-semibold">
        {APPLICATION_TEXT.postings}
      </h2>
      <QueryState
        query={postings}
        loading="Loading your job postings..."
        error="Your job postings could not be loaded."
        isEmpty={list.length === 0}
        empty={
          <p className="rounded-md border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
            <span className="block font-semibold text-slate-900">{APPLICATION_TEXT.noPostings.title}</span>
            {APPLICATION_TEXT.noPostings.description}
          </p>
        }
      >
        <ul className="grid gap-3">
          {list.map((job) => (
            <li key={job.id}>
              <PostingRow job={job} />
            </li>
          ))}
        </ul>
        <LoadMore query={postings} />
      </QueryState>
    </section>
  );
}
