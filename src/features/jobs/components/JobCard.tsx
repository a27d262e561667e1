import type { ReactNode } from 'react';
import { Clock } from 'lucide-react';
import { JobPlace } from './JobPlace';
import { formatDistanceToNow } from 'date-fns';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import type { JobWithPoster } from '../reads';
import { ClosedBadge } from './ClosedBadge';
import { JobBadges } from './JobBadges';

/**
 * A job in the public list; `mark` is what the app adds for the viewer, e.g. 'Applied'. Its links
 * navigate in place inside the app and load the prerendered page on a visitor's page without the router.
 */
export function JobCard({ job, mark }: { job: JobWithPoster; mark?: ReactNode }) {
  return (
    <Card className="flex h-full flex-col" data-testid="public-job-card">
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">
          <AppLink to={`/jobs/${job.id}`} className="rounded hover:text-brand-700 hover:underline">
            {job.title}
          </AppLink>
        </h2>
        <JobPlace
          company={job.company_name}
          location={job.location}
          className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600"
        />
        {job.closed_at || mark ? (
          <div className="flex flex-wrap gap-2">
            {job.closed_at ? <ClosedBadge /> : null}
            {mark}
          </div>
        ) : null}
      </CardHeader>
      <CardContent className="flex-1">
        <p className="line-clamp-3 text-sm text-slate-700">{job.description}</p>
        <div className="mt-3">
          <JobBadges job={job} />
        </div>
        {job.other_criteria ? <p className="mt-3 line-clamp-2 text-xs text-slate-600">{job.other_criteria}</p> : null}
      </CardContent>
      <CardFooter className="justify-between">
        <span className="inline-flex items-center gap-1 text-xs text-slate-600">
          <Clock className="h-3.5 w-3.5" aria-hidden="true" />
          {formatDistanceToNow(new Date(job.created_at), { addSuffix: true })}
        </span>
        <Button asChild size="sm" variant="outline">
          <AppLink to={`/jobs/${job.id}`} aria-label={`View details: ${job.title}`}>
            View Details
          </AppLink>
        </Button>
      </CardFooter>
    </Card>
  );
}
