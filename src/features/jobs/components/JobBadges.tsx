import { Badge } from '@/components/ui/badge';

/** A job's experience and pay badges, the same on the public job cards and the Manage Jobs cards. */
export function JobBadges({
  job,
}: {
  job: { experience_required?: string | null; compensation_range?: string | null };
}) {
  if (!job.experience_required && !job.compensation_range) return null;
  return (
    <div className="flex flex-wrap gap-2" data-testid="job-badges">
      {job.experience_required ? (
        <Badge variant="secondary" className="max-w-full" data-user-content>
          {job.experience_required}
        </Badge>
      ) : null}
      {job.compensation_range ? (
        <Badge variant="success" className="max-w-full" data-user-content>
          {job.compensation_range}
        </Badge>
      ) : null}
    </div>
  );
}
