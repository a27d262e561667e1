import { Link } from 'react-router-dom';
import { Briefcase, MapPin } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { SectionCard } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { MATCHING_TEXT } from '@/config/messages';
import { useJobsForYou } from '../queries';
import { jobWhy } from '../why';
import { ThinData } from './SuggestionList';

/** Open jobs whose text matches the member's skills and position, most relevant first. */
export function JobsForYou({ uid, hasSkillsOrPosition }: { uid: string; hasSkillsOrPosition: boolean }) {
  const jobs = useJobsForYou(uid);
  const rows = jobs.data ?? [];
  return (
    <SectionCard title={MATCHING_TEXT.jobsTitle} icon={<Briefcase className="h-4 w-4" aria-hidden="true" />}>
      <QueryState
        query={jobs}
        loading={MATCHING_TEXT.jobsLoading}
        error={MATCHING_TEXT.jobsError}
        isEmpty={rows.length === 0}
        empty={
          hasSkillsOrPosition ? (
            <ThinData text={MATCHING_TEXT.jobsNoMatch} action={MATCHING_TEXT.browseJobs} to="/jobs" />
          ) : (
            <ThinData text={MATCHING_TEXT.jobsEmpty} action={MATCHING_TEXT.addSkills} to="/profile" />
          )
        }
      >
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2" aria-label={MATCHING_TEXT.jobsTitle}>
          {rows.map((j) => (
            <li key={j.id} className="min-w-0 rounded-lg border border-slate-200 p-3" data-testid="job-for-you">
              <Link to={`/jobs/${j.id}`} className="block truncate font-medium text-slate-900 hover:underline">
                {j.title}
              </Link>
              <p className="flex min-w-0 items-center gap-1 text-sm text-slate-600">
                <span className="truncate">{j.company_name}</span>
                <span aria-hidden="true">·</span>
                <MapPin className="h-3 w-3 shrink-0" aria-hidden="true" />
                <span className="truncate">{j.location}</span>
              </p>
              <div className="mt-2 flex flex-wrap gap-1">
                {j.experience_required ? (
                  <Badge variant="secondary" data-user-content>
                    {j.experience_required}
                  </Badge>
                ) : null}
                {j.compensation_range ? (
                  <Badge variant="secondary" data-user-content>
                    {j.compensation_range}
                  </Badge>
                ) : null}
              </div>
              <p className="mt-1 wrap-anywhere text-xs font-medium text-blue-800">{jobWhy(j)}</p>
            </li>
          ))}
        </ul>
      </QueryState>
    </SectionCard>
  );
}
