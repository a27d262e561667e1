import type { ReactNode } from 'react';
import { ArrowLeft, Briefcase, Calendar, GraduationCap, Share2, Timer, Wallet } from 'lucide-react';
import { JobPlace } from './JobPlace';
import { intlFormat } from 'date-fns';
import { AppLink } from '@/components/ui/app-link';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingBlock } from '@/components/ui/spinner';
import { NETWORK_TEXT } from '@/config/network-text';
import { isNetworkError } from '@/lib/errors';
import { usePageTitle } from '@/lib/use-page-title';
import type { JobDetail } from '../reads';
import { shareJob } from '../share';
import { ClosedBadge } from './ClosedBadge';

function BackToJobs() {
  return (
    <AppLink
      to="/jobs"
      className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to Jobs
    </AppLink>
  );
}

/** What the card needs of the job's query (TanStack Query's result, through whichever client). */
export interface JobQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: JobDetail | null | undefined;
  refetch: () => unknown;
}

export interface JobDetailCardProps {
  job: JobQuery;
  /** What the page offers about applying (the app composes it from the applications domain). */
  actions?: (job: JobDetail) => ReactNode;
}

/**
 * A job's detail screen: its facts, its poster, 'Share Job', and the slots the app fills. The page
 * reads the job (the member's through the app's client, the visitor's through the visitor client).
 */
export function JobDetailCard({ job, actions }: JobDetailCardProps) {
  usePageTitle(job.isPending ? undefined : job.data ? job.data.title : 'Job Not Found');

  if (job.isPending) {
    return <LoadingBlock label="Loading job details..." />;
  }

  if (job.isError && isNetworkError(job.error)) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="sr-only">Job Details</h1>
        <EmptyState
          icon={<Briefcase />}
          title={NETWORK_TEXT.unreachable}
          action={<Button onClick={() => void job.refetch()}>{NETWORK_TEXT.retry}</Button>}
        />
      </div>
    );
  }

  if (job.isError || !job.data) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="sr-only">Job Not Found</h1>
        <EmptyState
          icon={<Briefcase />}
          title="Job Not Found"
          description="This job may no longer exist or the link is incorrect."
          action={
            <Button asChild>
              <AppLink to="/jobs">Browse Jobs</AppLink>
            </Button>
          }
        />
      </div>
    );
  }

  const data = job.data;
  const badges = [
    { icon: Timer, label: 'Experience', value: data.experience_required },
    { icon: GraduationCap, label: 'Education', value: data.education_qualification },
    { icon: Wallet, label: 'Compensation', value: data.compensation_range },
    { icon: Calendar, label: 'Joining', value: data.joining_time },
  ].filter((b) => b.value);

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <BackToJobs />
      <Card className="mt-4">
        <CardHeader>
          {/* Its own spacing: the site entry joins classes without merging, so no override of the header's gap. */}
          <div className="flex flex-col gap-3">
            <h1 className="text-3xl font-bold leading-tight">{data.title}</h1>
            {data.closed_at ? <ClosedBadge /> : null}
            <JobPlace
              company={data.company_name}
              location={data.location}
              className="flex flex-wrap items-center gap-x-5 gap-y-1 text-slate-700"
            >
              <span className="text-sm text-slate-600">
                Posted {intlFormat(new Date(data.created_at), { dateStyle: 'medium' })}
              </span>
            </JobPlace>
            {badges.length > 0 ? (
              <ul className="flex flex-wrap gap-2" aria-label="Job requirements">
                {badges.map(({ icon: Icon, label, value }) => (
                  <li key={label}>
                    <Badge variant="secondary" data-user-content>
                      <Icon className="h-3.5 w-3.5" aria-hidden="true" />
                      <span className="sr-only">{label}: </span>
                      {value}
                    </Badge>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </CardHeader>
        <CardContent className="grid gap-6">
          <section>
            <h2 className="text-lg font-semibold">Job Description</h2>
            <p className="mt-2 whitespace-pre-line text-slate-700">{data.description}</p>
          </section>
          {data.other_criteria ? (
            <section>
              <h2 className="text-lg font-semibold">Other Criteria</h2>
              <p className="mt-2 whitespace-pre-line text-slate-700">{data.other_criteria}</p>
            </section>
          ) : null}
          {data.poster ? (
            <section className="flex items-center gap-3 rounded-lg bg-slate-50 p-4">
              <Avatar src={data.poster.avatar_url} name={data.poster.full_name} />
              <div className="text-sm">
                <p className="font-semibold">Posted by {data.poster.full_name}</p>
                {data.poster.company ? <p className="text-slate-600">{data.poster.company}</p> : null}
              </div>
            </section>
          ) : null}
          <div className="flex flex-wrap items-start gap-3">
            {actions?.(data)}
            <Button size="lg" variant="outline" onClick={() => void shareJob(data)}>
              <Share2 aria-hidden="true" /> Share Job
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
