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

// ---- Messaging (issue 15) -------------------------------------------------------------------

/** Toasts of conversations, blocks and reports. */
export const MESSAGING_MESSAGES = {
  blocked: { title: 'Member blocked', description: 'Neither of you can message or send requests to the other.' },
  unblocked: { title: 'Member unblocked', description: 'You can message each other again while connected.' },
  reported: { title: 'Report sent', description: 'An administrator will review this conversation.' },
  messageDeleted: { title: 'Message deleted', description: 'It now shows as deleted to both of you.' },
  reportClosed: { title: 'Report closed', description: 'It moved to the closed reports.' },
} as const satisfies Record<string, Message>;

/** Titles of the destructive toasts; their description is the server's message. */
export const MESSAGING_ERROR_TITLES = {
  fetchConversations: 'Error fetching conversations',
  fetchMessages: 'Error fetching messages',
  fetchConversation: 'Error fetching conversation',
  send: 'Message not sent',
  deleteMessage: 'Error deleting message',
  block: 'Error blocking member',
  unblock: 'Error unblocking member',
  report: 'Error sending report',
  fetchReports: 'Error fetching reports',
  closeReport: 'Error closing report',
} as const;

/** Words of the messaging screens: labels, states and notices. */
export const MESSAGING_TEXT = {
  title: 'Messages',
  subtitle: 'Conversations with your connections.',
  loadingList: 'Loading conversations...',
  listError: 'Your conversations could not be loaded.',
  emptyList: 'No conversations yet.',
  emptyListHint: 'Start one from My Connections or a connected member’s profile.',
  findConnections: 'Go to My Connections',
  pickConversation: 'Select a conversation to read it here.',
  loadingHistory: 'Loading messages...',
  historyError: 'These messages could not be loaded.',
  emptyHistory: 'No messages yet. Say hello!',
  loadOlder: 'Load older messages',
  loadingOlder: 'Loading...',
  composerLabel: 'Write a message',
  composerPlaceholder: 'Write a message… (Enter to send, Shift+Enter for a new line)',
  send: 'Send',
  sending: 'Sending...',
  sendFailed: 'Not sent. Your message is still in the box.',
  retry: 'Retry',
  tooLong: (max: number) => `Messages are at most ${max} characters.`,
  deleted: 'Message deleted',
  you: 'You',
  sent: 'Sent',
  read: 'Read',
  typing: (name: string) => `${name} is typing…`,
  online: 'Online',
  offline: 'Offline',
  deleteMessage: 'Delete message',
  deleteConfirmTitle: 'Delete this message?',
  deleteConfirmText: 'Both of you will see “Message deleted” instead.',
  notConnected: 'You can message members once you are connected.',
  blockedByMe: 'You blocked this member. Unblock them to write again.',
  blockedMe: 'You can no longer message this member.',
  notFound: 'This member does not exist or is not a member of the network.',
  back: 'All conversations',
  block: 'Block member',
  unblock: 'Unblock member',
  blockConfirmTitle: (name: string) => `Block ${name}?`,
  blockConfirmText: 'Neither of you will be able to message the other or send connection requests.',
  report: 'Report conversation',
  reportTitle: 'Report this conversation',
  reportText: 'Administrators will read the last 20 messages of this conversation and your note.',
  reportReason: 'Reason',
  reportNote: 'Note (optional)',
  reportSubmit: 'Send report',
  reportNoteTooLong: 'The note is at most 1000 characters.',
  options: 'Conversation options',
  unreadBadge: (n: number) => (n === 1 ? '1 unread message' : `${n} unread messages`),
  noMessagesPreview: 'No messages yet',
} as const;

export const REPORT_REASONS = [
  { value: 'spam', label: 'Spam' },
  { value: 'harassment', label: 'Harassment' },
  { value: 'inappropriate', label: 'Inappropriate content' },
  { value: 'scam', label: 'Scam or fraud' },
  { value: 'other', label: 'Other' },
] as const;

/** The admin area's 'Reports' screen. */
export const REPORTS_TEXT = {
  title: 'Reports',
  subtitle: 'Conversations members reported, with the last 20 messages at the time of the report.',
  open: 'Open',
  closed: 'Closed',
  loading: 'Loading reports...',
  error: 'Reports could not be loaded.',
  emptyOpen: 'No open reports.',
  emptyClosed: 'No closed reports.',
  close: 'Close report',
  reportedBy: 'Reported by',
  about: 'About',
  note: 'Note',
  snapshot: 'Last messages',
  emptySnapshot: 'The conversation had no messages.',
} as const;
// ---- end of messaging ------------------------------------------------------------------------
