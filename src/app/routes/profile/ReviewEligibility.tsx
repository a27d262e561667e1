import { Info, UserPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { REVIEW_TEXT } from '@/config/messages';
import type { ConnectionState } from '@/features/connections/connection-status';
import type { CanReview } from '@/features/reviews/queries';

const T = REVIEW_TEXT.eligibility;

export interface ReviewEligibilityProps {
  refusal: CanReview;
  name: string;
  /** Where the viewer and the provider stand (the connection), which decides the way forward. */
  state: ConnectionState;
  onConnect: () => void;
  connecting: boolean;
  onAccept?: () => void;
  accepting?: boolean;
}

/**
 * Why the viewer cannot review this provider, with the one step that would let them: an HR member not
 * connected sends a request ('Connect to review'), one with a request from the provider accepts it.
 * Nothing for the provider themselves (their own profile).
 */
export function ReviewEligibility({
  refusal,
  name,
  state,
  onConnect,
  connecting,
  onAccept,
  accepting = false,
}: ReviewEligibilityProps) {
  if (refusal.allowed || refusal.reasonCode === 'self' || refusal.reasonCode === 'sign_in') return null;
  let text: string;
  let action: { label: string; busy: boolean; run: () => void; icon?: boolean } | null = null;
  if (refusal.reasonCode === 'not_connected') {
    if (state === 'pending_sent' || state === 'declined_sent') text = T.requestSent(name);
    else if (state === 'pending_received') {
      text = T.requestReceived(name);
      if (onAccept) action = { label: T.accept, busy: accepting, run: onAccept };
    } else if (state === 'declined_received') text = T.declined(name);
    else {
      text = T.notConnected(name);
      action = { label: connecting ? T.connecting : T.connect, busy: connecting, run: onConnect, icon: true };
    }
  } else if (refusal.reasonCode === 'not_hr') text = T.notHr;
  else text = refusal.reason ?? T.notHr;

  return (
    <div
      className="flex max-w-md flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm sm:items-start"
      data-testid="review-eligibility"
    >
      <p className="flex gap-2">
        <Info className="mt-0.5 h-4 w-4 text-brand-700" aria-hidden="true" />
        <span>
          <span className="sr-only">{T.title}: </span>
          {text}
        </span>
      </p>
      {action ? (
        <Button size="sm" onClick={action.run} disabled={action.busy}>
          {action.icon ? <UserPlus aria-hidden="true" /> : null}
          {action.label}
        </Button>
      ) : null}
    </div>
  );
}
