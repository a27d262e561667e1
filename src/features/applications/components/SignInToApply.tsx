import { Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PUBLIC_JOB_TEXT } from '@/config/public-job-text';

/** The query parameter that opens the form: a visitor comes back to it after signing in. */
export const APPLY_PARAM = 'apply';

/** Where sign-in sends a visitor back to: the job's page with the form open. */
export function applyReturnPath(jobPath: string): string {
  return `${jobPath}?${APPLY_PARAM}=1`;
}

/**
 * 'Apply Now' for someone not signed in: `signIn` opens sign-in with the way back to the job
 * (applyReturnPath), in place inside the app or as a page load from a visitor's page. Its own module,
 * so a visitor's job page does not download the member's apply form.
 */
export function SignInToApply({ signIn }: { signIn: () => void }) {
  return (
    <Button size="lg" onClick={signIn}>
      <Send aria-hidden="true" /> {PUBLIC_JOB_TEXT.applyNow}
    </Button>
  );
}
