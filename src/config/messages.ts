/**
 * Texts the spec does not have (decisions.md, "New texts"), in its tone: a short title and a
 * one-line description. Texts the spec does have stay where the spec's catalogue puts them.
 */
export interface Message {
  title: string;
  description: string;
}

/** Connection requests (decisions.md, "Connections"). */
export const CONNECTION_MESSAGES = {
  // The spec's single 'Request accepted or declined successfully' now says which happened; the
  // description stays the spec's.
  accepted: { title: 'Request accepted', description: 'Your network has been updated.' },
  declined: { title: 'Request declined', description: 'Your network has been updated.' },
  withdrawn: { title: 'Request withdrawn', description: 'You can send a new request at any time.' },
  cleared: { title: 'Request cleared', description: 'Either of you can now send a new request.' },
  changed: {
    title: 'Request already answered',
    description: 'The request has changed; your network has been refreshed.',
  },
} satisfies Record<string, Message>;

/** Titles of the destructive toasts for these actions; their description is the server's message. */
export const CONNECTION_ERROR_TITLES = {
  withdraw: 'Error withdrawing request',
  clear: 'Error clearing request',
  fetchSent: 'Error fetching sent requests',
} as const;

/** States of the dashboard's list of requests the member sent. */
export const SENT_REQUESTS_TEXT = {
  heading: 'Sent requests',
  loading: 'Loading sent requests...',
  empty: 'No sent requests.',
  error: 'Could not load sent requests.',
} as const;
