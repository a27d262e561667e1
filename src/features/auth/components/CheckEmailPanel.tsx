import { useContext, useEffect, useState } from 'react';
import { MailCheck } from 'lucide-react';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { ACCOUNT_MESSAGES, ACCOUNT_TEXT } from '@/config/messages';
import { resendConfirmation, retryAfterSeconds } from '@/features/auth/queries';
import { useClient } from '@/lib/client-context';
import { toastError } from '@/lib/errors';
import { NavigateContext } from '@/lib/navigation';
import { goWith } from '@/lib/page-handoff';
import { toast } from '@/lib/toast';

const T = ACCOUNT_TEXT.checkEmail;

/** Counts down to zero, one second at a time, from each value it is given. */
function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}

/**
 * After a sign-up that Auth confirms by e-mail: where the link went and 'Resend'. Auth limits how
 * often the same e-mail goes out; its answer says when, and the button waits until then.
 */
export function CheckEmailPanel({ email }: { email: string }) {
  const client = useClient();
  const navigate = useContext(NavigateContext);
  const [sending, setSending] = useState(false);
  const [wait, setWait] = useCountdown();

  const resend = async () => {
    setSending(true);
    try {
      await resendConfirmation(client, email);
      toast(ACCOUNT_MESSAGES.confirmationResent);
    } catch (error) {
      const seconds = retryAfterSeconds(error);
      if (seconds !== null) setWait(seconds);
      else toastError(ACCOUNT_MESSAGES.errors.resend, error);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="grid justify-items-center gap-4 text-center">
      <MailCheck className="h-10 w-10 text-brand-700" aria-hidden="true" />
      <h2 className="text-xl font-semibold">{T.title}</h2>
      <p className="text-sm text-slate-700">{T.sent(email)}</p>
      <Button type="button" variant="outline" onClick={() => void resend()} disabled={sending || wait > 0}>
        {sending ? T.resending : T.resend}
      </Button>
      <p className="min-h-5 text-sm text-slate-600" aria-live="polite">
        {wait > 0 ? T.wait(wait) : ''}
      </p>
      <AppLink
        to="/login"
        // The address goes along to prefill sign-in, also from a page without the router.
        onClick={(e) => {
          e.preventDefault();
          goWith(navigate, '/login', { state: { email } });
        }}
        className="rounded text-sm font-semibold text-brand-700 hover:underline"
      >
        {T.back}
      </AppLink>
    </div>
  );
}
