import { Check, UserPlus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { connectButton, type ConnectionState } from '../connection-status';
import type { UndoEvent } from '../queries';

/**
 * Where the pair stands ('Connected', 'Request Sent', 'Declined', 'Request Pending') is shown on a
 * disabled button; the usual faded disabled look left it at about 2.4:1, so these read as a grey
 * state chip at full strength instead (slate-700 on slate-100, about 9:1).
 */
export const STATE_BUTTON_LOOK =
  'disabled:opacity-100 disabled:cursor-default disabled:border disabled:border-slate-300 disabled:bg-slate-100 disabled:text-slate-700';

export function ConnectButton({
  state,
  sending,
  onConnect,
  name,
  connectionId,
  undoing = false,
  onUndo,
}: {
  state: ConnectionState;
  sending: boolean;
  onConnect: () => void;
  name: string;
  /** The pair's connection row, if there is one: what withdrawing or clearing removes. */
  connectionId?: string | null;
  /** True while the withdraw or clear of this pair's request runs. */
  undoing?: boolean;
  /** Withdraws the viewer's request or clears a declined one (the model says which); absent: not offered. */
  onUndo?: (undo: { id: string; event: UndoEvent }) => void;
}) {
  const { label, disabled, secondary } = connectButton(state, sending);
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant={state === 'not_connected' ? 'default' : 'secondary'}
        disabled={disabled}
        className={disabled && !sending ? STATE_BUTTON_LOOK : undefined}
        onClick={onConnect}
        // While sending, the button reads '...' (spec point 4); a screen reader hears what it means.
        aria-label={(sending ? `Sending request to ${name}` : `${label} ${name}`).trim()}
      >
        {state === 'accepted' ? <Check className="mr-1 h-4 w-4" aria-hidden="true" /> : null}
        {state === 'not_connected' && !sending ? <UserPlus className="mr-1 h-4 w-4" aria-hidden="true" /> : null}
        {label}
      </Button>
      {secondary && onUndo && connectionId ? (
        <Button
          size="sm"
          variant="outline"
          disabled={undoing}
          onClick={() => onUndo({ id: connectionId, event: secondary.event })}
          aria-label={
            secondary.event === 'withdraw' ? `Withdraw request to ${name}` : `Clear declined request from ${name}`
          }
        >
          {undoing ? null : <X className="mr-1 h-4 w-4" aria-hidden="true" />}
          {undoing ? secondary.busyLabel : secondary.label}
        </Button>
      ) : null}
    </div>
  );
}
