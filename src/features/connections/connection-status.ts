// The viewer's side of a connection (spec point 4), derived from the row the server returns.
export type ConnectionState =
  'not_connected' | 'pending_sent' | 'pending_received' | 'accepted' | 'declined_sent' | 'declined_received';

export function connectionState(
  status: string | null | undefined,
  isRequester: boolean | null | undefined,
): ConnectionState {
  switch (status) {
    case 'pending':
      return isRequester ? 'pending_sent' : 'pending_received';
    case 'accepted':
      return 'accepted';
    case 'declined':
      return isRequester ? 'declined_sent' : 'declined_received';
    default:
      return 'not_connected';
  }
}

/** Same, from a connections row seen by `viewerId`. */
export function connectionStateFromRow(
  row: { status: string; requester_id: string } | null | undefined,
  viewerId: string,
): ConnectionState {
  if (!row) return 'not_connected';
  return connectionState(row.status, row.requester_id === viewerId);
}

export interface ConnectButtonState {
  label: string;
  disabled: boolean;
}

/*
 * Only not_connected offers a click: the database refuses a second row for the same pair (23505), and
 * a declined row stays until someone removes it. A requester whose request was declined keeps seeing
 * 'Request Sent', so the decline is not announced.
 */
export function connectButton(state: ConnectionState, sending = false): ConnectButtonState {
  if (sending) return { label: '...', disabled: true };
  switch (state) {
    case 'not_connected':
      return { label: 'Connect', disabled: false };
    case 'pending_sent':
    case 'declined_sent':
      return { label: 'Request Sent', disabled: true };
    case 'pending_received':
      return { label: 'Request Pending', disabled: true };
    case 'declined_received':
      return { label: 'Declined', disabled: true };
    case 'accepted':
      return { label: 'Connected', disabled: true };
  }
}
