import { Check, UserPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { connectButton, type ConnectionState } from '../connection-status';

export function ConnectButton({
  state,
  sending,
  onConnect,
  name,
}: {
  state: ConnectionState;
  sending: boolean;
  onConnect: () => void;
  name: string;
}) {
  const { label, disabled } = connectButton(state, sending);
  return (
    <Button
      size="sm"
      variant={state === 'not_connected' ? 'default' : 'secondary'}
      disabled={disabled}
      onClick={onConnect}
      // While sending, the button reads '...' (spec point 4); a screen reader hears what it means.
      aria-label={(sending ? `Sending request to ${name}` : `${label} ${name}`).trim()}
    >
      {state === 'accepted' ? <Check className="mr-1 h-4 w-4" aria-hidden="true" /> : null}
      {state === 'not_connected' && !sending ? <UserPlus className="mr-1 h-4 w-4" aria-hidden="true" /> : null}
      {label}
    </Button>
  );
}
