import { CONNECTION_STATUS, type ConnectionStatus } from '@/lib/enums';

// The viewer's side of a connection (spec point 4, decisions.md "Connections"), derived from the row
// the server returns, and what the viewer may do next: a small state machine the connect button,
// the Network cards, the profile and the dashboard all follow.
export type ConnectionState =
  'not_connected' | 'pending_sent' | 'pending_received' | 'accepted' | 'declined_sent' | 'declined_received';

/** What a member does to a connection. */
export type ConnectionEvent = 'send' | 'withdraw' | 'accept' | 'decline' | 'clear' | 'remove';

export function connectionState(
  status: ConnectionStatus | null | undefined,
  isRequester: boolean | null | undefined,
): ConnectionState {
  switch (status) {
    case CONNECTION_STATUS.pending:
      return isRequester ? 'pending_sent' : 'pending_received';
    case CONNECTION_STATUS.accepted:
      return 'accepted';
    case CONNECTION_STATUS.declined:
      return isRequester ? 'declined_sent' : 'declined_received';
    default:
      return 'not_connected';
  }
}

/** Same, from a connections row seen by `viewerId`. */
export function connectionStateFromRow(
  row: { status: ConnectionStatus; requester_id: string } | null | undefined,
  viewerId: string,
): ConnectionState {
  if (!row) return 'not_connected';
  return connectionState(row.status, row.requester_id === viewerId);
}

/*
 * Every step the database allows, from the viewer's side. Sending inserts a pending row (one per
 * pair, either direction); withdrawing, clearing and removing delete it, so the pair is back to
 * not_connected and either member may send a new request. The requester is not told of a decline:
 * a declined request still reads as sent to them, and withdrawing it clears it.
 */
const TRANSITIONS: Record<ConnectionState, Partial<Record<ConnectionEvent, ConnectionState>>> = {
  not_connected: { send: 'pending_sent' },
  pending_sent: { withdraw: 'not_connected' },
  pending_received: { accept: 'accepted', decline: 'declined_received' },
  accepted: { remove: 'not_connected' },
  declined_sent: { withdraw: 'not_connected' },
  declined_received: { clear: 'not_connected' },
};

/** The state after `event`, or null when the viewer may not do it from `state`. */
export function nextState(state: ConnectionState, event: ConnectionEvent): ConnectionState | null {
  return TRANSITIONS[state][event] ?? null;
}

const EVENTS: readonly ConnectionEvent[] = ['send', 'withdraw', 'accept', 'decline', 'clear', 'remove'];

/** The events the viewer may trigger from `state`. */
export function allowedEvents(state: ConnectionState): ConnectionEvent[] {
  return EVENTS.filter((event) => TRANSITIONS[state][event] !== undefined);
}

export interface ConnectButtonState {
  label: string;
  disabled: boolean;
  /** The button beside it that undoes the request (withdraw) or clears a declined one, if any. */
  secondary?: { event: 'withdraw' | 'clear'; label: string; busyLabel: string };
}

/*
 * The main button offers a click only on not_connected (the database refuses a second row for the
 * pair with 23505); the other states show where the pair stands, and the secondary button offers
 * the step back to not_connected where the viewer may take it. Accepting, declining and removing
 * live on the dashboard and My connections.
 */
export function connectButton(state: ConnectionState, sending = false): ConnectButtonState {
  if (sending) return { label: '...', disabled: true };
  switch (state) {
    case 'not_connected':
      return { label: 'Connect', disabled: false };
    case 'pending_sent':
    case 'declined_sent':
      return {
        label: 'Request Sent',
        disabled: true,
        secondary: { event: 'withdraw', label: 'Withdraw', busyLabel: 'Withdrawing...' },
      };
    case 'pending_received':
      return { label: 'Request Pending', disabled: true };
    case 'declined_received':
      return {
        label: 'Declined',
        disabled: true,
        secondary: { event: 'clear', label: 'Clear', busyLabel: 'Clearing...' },
      };
    case 'accepted':
      return { label: 'Connected', disabled: true };
  }
}
