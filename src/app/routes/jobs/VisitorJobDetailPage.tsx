import { useQuery } from '@tanstack/react-query';
import { fetchJob, publicJobQueries } from '@/features/jobs/reads';
import { JobDetailCard } from '@/features/jobs/components/JobDetailCard';
import { applyReturnPath, SignInToApply } from '@/features/applications/components/SignInToApply';
import { visitorClient } from '@/lib/visitor-client';
import { takeEarly } from '@/lib/head-start';
import { goWith } from '@/lib/page-handoff';
import { jobIdOf } from './visitor-requests';
import { VisitorQueries } from './visitor-queries';

function VisitorJob() {
  const jobId = jobIdOf(window.location.pathname);
  const options = publicJobQueries.detail(visitorClient, jobId);
  const job = useQuery({
    ...options,
    queryFn: () => takeEarly(options.queryKey, () => fetchJob(visitorClient, jobId)),
  });
  return (
    <JobDetailCard
      job={job}
      // Sign in first, then back to the job with the form open (the app's sign-in page reads `from`).
      actions={() => (
        <SignInToApply
          signIn={() => goWith(null, '/login', { state: { from: applyReturnPath(window.location.pathname) } })}
        />
      )}
    />
  );
}

/**
 * /jobs/{id} for a visitor (src/app/entry-site.tsx): the job read through the visitor client instead
 * of supabase-js, without the router; 'Apply Now' leads to sign-in, and the member's apply form
 * (react-hook-form, zod, the dialog) is not downloaded.
 */
export default function VisitorJobDetailPage() {
  return (
    <VisitorQueries>
      <VisitorJob />
    </VisitorQueries>
  );
}
