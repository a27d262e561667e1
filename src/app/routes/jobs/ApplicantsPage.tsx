import { Link, useParams } from 'react-router-dom';
import { ArrowLeft, Briefcase, Lock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingBlock } from '@/components/ui/spinner';
import { APPLICATION_TEXT } from '@/config/messages';
import { useJob } from '@/features/jobs/queries';
import { ClosedBadge } from '@/features/jobs/components/ClosedBadge';
import { JobPlace } from '@/features/jobs/components/JobPlace';
import { CloseJobButton } from '@/features/jobs/components/MyPostings';
import { ApplicantsList } from '@/features/applications/components/ApplicantsList';
import { useAuth } from '@/lib/auth';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * /jobs/:jobId/applicants: the poster's view of one job (jobs domain: the job, closing it) and its
 * applications (applications domain). Anyone else is told the list is private; the database would
 * show them nothing anyway.
 */
export default function ApplicantsPage() {
  const { jobId } = useParams();
  const { user } = useAuth();
  const job = useJob(jobId);
  usePageTitle(job.data ? `${APPLICATION_TEXT.applicants}: ${job.data.title}` : APPLICATION_TEXT.applicants);

  if (job.isPending) return <LoadingBlock label="Loading job details..." />;

  const back = (
    <Link
      to="/dashboard#jobs"
      className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to Manage Jobs
    </Link>
  );

  if (job.isError || !job.data || job.data.posted_by !== user?.id) {
    const missing = job.isError || !job.data;
    return (
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-12">
        <h1 className="sr-only">{missing ? 'Job Not Found' : APPLICATION_TEXT.notPoster.title}</h1>
        <EmptyState
          icon={missing ? <Briefcase /> : <Lock />}
          title={missing ? 'Job Not Found' : APPLICATION_TEXT.notPoster.title}
          description={
            missing ? 'This job may no longer exist or the link is incorrect.' : APPLICATION_TEXT.notPoster.description
          }
          action={
            <Button asChild>
              <Link to={missing ? '/jobs' : `/jobs/${jobId}`}>{missing ? 'Browse Jobs' : 'View Job'}</Link>
            </Button>
          }
        />
      </div>
    );
  }

  const data = job.data;
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      {back}
      <Card>
        <CardContent className="flex flex-col gap-3 pt-6 sm:flex-row sm:items-center">
          <div className="min-w-0 flex-1 space-y-1">
            <h1 className="text-2xl font-bold leading-tight">
              <Link to={`/jobs/${data.id}`} className="rounded hover:underline">
                {data.title}
              </Link>
            </h1>
            <JobPlace
              company={data.company_name}
              location={data.location}
              className="flex flex-wrap items-center gap-x-4 text-sm text-slate-600"
            />
            {data.closed_at ? <ClosedBadge /> : null}
          </div>
          <CloseJobButton jobId={data.id} closed={!!data.closed_at} title={data.title} />
        </CardContent>
      </Card>
      <ApplicantsList jobId={data.id} />
    </div>
  );
}
