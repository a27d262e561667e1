import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Briefcase, MapPin, Share2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadMore, QueryState } from '@/components/ui/query-state';
import { USER_TYPE, type UserType } from '@/lib/enums';
import { useOpportunities, type JobWithPoster } from './queries';
import { PostJobDialog } from './PostJobDialog';
import { shareJob } from './share';
import { JobBadges } from './components/JobBadges';

export function ManageJobs({
  uid,
  userType,
  company,
  mark,
}: {
  uid: string;
  userType: UserType | null | undefined;
  company?: string | null;
  /** What the app adds to a card for the viewer, e.g. 'Applied'. */
  mark?: (job: JobWithPoster) => ReactNode;
}) {
  const isHr = userType === USER_TYPE.hr;
  const jobs = useOpportunities();

  const list = jobs.data?.pages.flat() ?? [];

  return (
    <section aria-labelledby="job-opportunities" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="job-opportunities" className="text-xl font-semibold">
          Job Opportunities
        </h2>
        {isHr ? <PostJobDialog uid={uid} defaultCompany={company} /> : null}
      </div>
      <QueryState
        query={jobs}
        loading="Loading jobs..."
        error="Jobs could not be loaded."
        isEmpty={list.length === 0}
        empty={
          <div className="rounded-md border border-slate-200 bg-white p-8 text-center">
            <Briefcase className="mx-auto mb-2 h-8 w-8 text-slate-600" aria-hidden="true" />
            <h3 className="font-semibold">No Jobs Posted Yet</h3>
            <p className="text-sm text-slate-600">Check back later for new opportunities.</p>
            {isHr ? <p className="text-sm text-slate-600">Or be the first to post one!</p> : null}
          </div>
        }
      >
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {list.map((job) => (
            <li key={job.id}>
              <OpportunityCard job={job} isPoster={job.posted_by === uid} mark={mark?.(job)} />
            </li>
          ))}
        </ul>
        <LoadMore query={jobs} />
      </QueryState>
    </section>
  );
}

function OpportunityCard({ job, isPoster, mark }: { job: JobWithPoster; isPoster: boolean; mark?: ReactNode }) {
  return (
    <Card className="flex h-full flex-col" data-testid="job-card">
      <CardHeader>
        <CardTitle className="text-lg">
          <Link to={`/jobs/${job.id}`} className="hover:underline">
            {job.title}
          </Link>
        </CardTitle>
        <CardDescription className="flex flex-wrap items-center gap-x-3">
          <span>{job.company_name}</span>
          <span className="inline-flex items-center gap-1">
            <MapPin className="h-3 w-3" aria-hidden="true" />
            {job.location}
          </span>
        </CardDescription>
        {mark}
      </CardHeader>
      <CardContent className="flex-1 space-y-2 text-sm">
        <p className="line-clamp-3">{job.description}</p>
        <JobBadges job={job} />
        {job.other_criteria ? <p className="line-clamp-2 text-slate-600">{job.other_criteria}</p> : null}
      </CardContent>
      <CardFooter>
        {isPoster ? (
          <Button variant="outline" onClick={() => void shareJob(job)}>
            <Share2 className="mr-1 h-4 w-4" aria-hidden="true" />
            Share Job
          </Button>
        ) : (
          <Button asChild>
            <Link to={`/jobs/${job.id}`} aria-label={`View & Apply: ${job.title}`}>
              View &amp; Apply
            </Link>
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
