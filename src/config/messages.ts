import { PUBLIC_JOB_TEXT } from './public-job-text';

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

// ---- Applying to jobs and profile photos (issue 17) ----

/** Applying to jobs, the poster's applicants, closing jobs and profile photos (issue 17). */
export const APPLICATION_MESSAGES = {
  applied: { title: 'Application sent', description: 'The poster can now see your application and CV.' },
  withdrawn: { title: 'Application withdrawn', description: 'The poster no longer sees your CV.' },
  statusChanged: { title: 'Status updated', description: 'The applicant sees the new status.' },
  jobClosed: { title: 'Job closed', description: 'It takes no new applications and leaves the job list.' },
  jobReopened: { title: 'Job reopened', description: 'It is listed again and takes applications.' },
  photoSaved: { title: 'Photo updated', description: 'Your new picture shows on your profile and cards.' },
  photoRemoved: { title: 'Photo removed', description: 'Your initials show instead.' },
  errors: {
    apply: 'Error sending application',
    withdraw: 'Error withdrawing application',
    changeStatus: 'Error updating status',
    openCv: 'Error opening CV',
    fetchMine: 'Error fetching your applications',
    fetchApplicants: 'Error fetching applicants',
    fetchHistory: 'Error fetching status history',
    closeJob: 'Error updating job',
    fetchPostings: 'Error fetching your job postings',
    photo: 'Error updating photo',
  },
} as const satisfies Record<string, Message | Record<string, string>>;

/** A CV whose first bytes are not the document its name says (issue 30): refused in the browser
 * before anything is sent (src/lib/file-signature.ts). */
export const CV_FILE_TEXT = {
  notADocument: 'This file is not a real PDF, DOC or DOCX document. Please attach your CV itself.',
  unreadable: 'This file could not be read. Please choose it again.',
} as const;

/** Words of the applications screens: labels, states and confirmations. */
export const APPLICATION_TEXT = {
  // Apply Now, Closed, Show closed jobs: in their own module (public-job-text.ts), for visitors' pages.
  ...PUBLIC_JOB_TEXT,
  applied: 'Applied',
  closedNotice: 'This job is closed and no longer takes applications.',
  adminNotice: 'Administrators do not apply to jobs.',
  applyTitle: 'Apply for this job',
  applyDescription: 'Your CV and cover note go to the poster only. You can withdraw until a decision is made.',
  submit: 'Submit Application',
  submitting: 'Submitting...',
  withdraw: 'Withdraw Application',
  withdrawConfirm: {
    title: 'Withdraw your application?',
    description: 'The poster will no longer see your CV. You cannot apply to this job again.',
  },
  myApplications: 'My Applications',
  myApplicationsIntro: 'Every job you applied to, where it stands and when that last changed.',
  noApplications: { title: 'No applications yet', description: 'Jobs you apply to show up here.' },
  applicants: 'Applicants',
  noApplicants: { title: 'No applicants yet', description: 'Applications to this job show up here.' },
  notPoster: {
    title: 'Applicants are private',
    description: 'Only the member who posted this job sees who applied.',
  },
  openCv: 'Open CV',
  /** The CV viewer (a PDF shown in the page; Word files download). */
  cvViewer: {
    title: (name: string) => `CV: ${name}`,
    description: (applicant: string) => `${applicant}'s CV, as they sent it.`,
    loading: 'Loading the CV...',
    error: 'The CV could not be loaded.',
    download: 'Download',
  },
  changeStatus: 'Change Status',
  history: 'History',
  noHistory: 'No status changes yet.',
  closeJob: 'Close Job',
  reopenJob: 'Reopen Job',
  closeConfirm: {
    title: 'Close this job?',
    description: 'It stops taking applications and leaves the public job list. You can reopen it later.',
  },
  postings: 'Your Job Postings',
  noPostings: { title: 'No job postings yet', description: 'Jobs you post show up here with their applicants.' },
  viewApplicants: 'View Applicants',
  photo: { hr: 'Profile photo', provider: 'Company logo' },
  photoHint: 'JPEG, PNG or WebP, up to 20 MB. You crop it to a square before it is saved.',
  photoCropTitle: 'Crop your picture',
  photoCropDescription: 'Drag to position and zoom to fit. The square is saved at 256 × 256 pixels.',
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
  /** On touch screens (no Shift key): Enter breaks the line, the Send button sends. */
  composerPlaceholderTouch: 'Write a message…',
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
// ---- Plans and analytics (issue 20) ----------------------------------------------------------------
export const PLAN_MESSAGES = {
  upgradeRequired: {
    title: 'Upgrade required',
    description: 'Your plan does not include this. Choose a plan that does on the pricing page.',
  },
  contactsUsed: {
    title: 'Upgrade required',
    description: 'You have used all the contacts your plan includes this month.',
  },
  basicNoContacts: {
    title: 'Upgrade required',
    description: 'Your Basic plan does not include contacting HR Professionals.',
  },
  showcaseFull: {
    title: 'Upgrade required',
    description: 'Your plan showcases no more services. Take one off the showcase or upgrade.',
  },
  savedAsDraft: {
    title: 'Saved as a draft',
    description: 'Your plan showcases no more services, so this one is not listed on the Services page yet.',
  },
  showcaseOn: { title: 'Service showcased', description: 'It is now listed on the Services page.' },
  showcaseOff: { title: 'Service taken off the showcase', description: 'It stays on My Services as a draft.' },
  showcaseFailed: { title: 'Error updating service', description: '' },
  upgradeRequested: {
    title: 'Upgrade requested',
    description: 'An administrator will confirm your new plan shortly.',
  },
  upgradeRequestFailed: { title: 'Error requesting upgrade', description: '' },
  plansForProviders: {
    title: 'Plans are for Service Providers',
    description: 'HR Professionals use HR Connect without plan limits.',
  },
  salesSent: { title: 'Message sent', description: 'Our sales team will get back to you within one business day.' },
  salesFailed: { title: 'Could not send your message', description: '' },
  planChanged: { title: 'Plan changed', description: 'The member’s new plan applies at once.' },
  planChangeFailed: { title: 'Error changing plan', description: '' },
  requestClosed: { title: 'Request closed', description: 'It has moved to the closed list.' },
  closeFailed: { title: 'Error closing request', description: '' },
  analyticsLoadFailed: { title: 'Error fetching analytics', description: '' },
  planLoadFailed: { title: 'Error fetching plan', description: '' },
  contactInfoLoadFailed: { title: 'Error fetching contact info', description: '' },
  noAnalyticsYet: {
    title: 'No activity yet',
    description: 'Views, search appearances and contact requests will show here as members find you.',
  },
  analyticsLocked: {
    title: 'Analytics come with Professional',
    description: 'See who views your profile and services, and how often you appear in searches.',
  },
  insightsLocked: {
    title: 'Detailed insights come with Premium',
    description: '90 days, who your viewers are, their companies, and how views turn into contact requests.',
  },
  noRequests: { title: 'No open upgrade requests', description: 'Requests from providers will show here.' },
  noInquiries: {
    title: 'No open sales inquiries',
    description: 'Messages from the Contact Sales form will show here.',
  },
} as const satisfies Record<string, Message>;

/** A provider asking for another plan, up or down (issue 32): /pricing and the Subscription tab. */
export const PLAN_CHANGE_TEXT = {
  changeRequested: (kind: 'upgrade' | 'downgrade', plan: string) => ({
    title: kind === 'upgrade' ? 'Upgrade requested' : 'Downgrade requested',
    description: `An administrator will move you to ${plan === 'Free' ? 'Basic' : plan} shortly.`,
  }),
  title: 'Change plan',
  intro: 'Plans change when an administrator confirms your request (no payment is taken here).',
  current: 'Your plan',
  requested: 'Requested',
  upgrade: 'Request upgrade',
  downgrade: 'Request downgrade',
  perMonth: (price: number) => (price === 0 ? 'Free' : `$${price}/month`),
  enterprise: 'Enterprise is arranged with our sales team.',
  contactSales: 'Contact Sales',
} as const;
// ---- end of plans and analytics --------------------------------------------------------------------

// ---- Accounts: password reset, sign-up confirmation, account settings, invites (issue 19) ----

/** Toasts of the account screens: a short title and a one-line description. */
export const ACCOUNT_MESSAGES = {
  // Sign-up when Auth returns a session (confirmations off): the new member signs in on /login.
  welcome: { title: 'Welcome to HR Connect', description: 'Your account has been created. Sign in to continue.' },
  confirmationResent: { title: 'E-mail sent again', description: 'Check your inbox, and your spam folder too.' },
  passwordReset: { title: 'Password updated', description: 'You are signed in with your new password.' },
  passwordChanged: { title: 'Password updated', description: 'Your other devices have been signed out.' },
  codeSent: { title: 'Code sent', description: 'Enter the code from the e-mail we just sent you.' },
  emailChangeRequested: (address: string) => ({
    title: 'Confirm your new e-mail',
    description: `We sent links to ${address} and to your current address.`,
  }),
  accountDeleted: { title: 'Account deleted', description: 'Your profile and your files have been removed.' },
  inviteSent: (address: string) => ({
    title: 'Invite sent',
    description: `We e-mailed your referral link to ${address}.`,
  }),
  errors: {
    resetLink: 'Error sending reset link',
    resend: 'Error sending e-mail',
    password: 'Error updating password',
    email: 'Error changing e-mail',
    deleteAccount: 'Error deleting account',
    invite: 'Error sending invite',
  },
} as const;

/** Words of the account screens: headings, labels, buttons and states. */
export const ACCOUNT_TEXT = {
  forgotLink: 'Forgot password?',
  forgot: {
    title: 'Reset your password',
    subtitle: 'Enter your e-mail and we will send you a link to choose a new password.',
    submit: 'Send Reset Link',
    submitting: 'Sending...',
    sentTitle: 'Check your e-mail',
    sent: (address: string) =>
      `If an account exists for ${address}, a link to reset your password is on its way. It works once, within an hour.`,
    back: 'Back to Sign In',
  },
  reset: {
    title: 'Choose a new password',
    subtitle: 'Use a password you do not use anywhere else.',
    newPassword: 'New Password',
    confirmPassword: 'Confirm New Password',
    submit: 'Update Password',
    submitting: 'Updating...',
    waiting: 'Checking your reset link...',
    invalidTitle: 'This link has expired',
    invalid: 'Reset links work once and for one hour. Ask for a new one.',
    requestNew: 'Request a new link',
  },
  checkEmail: {
    title: 'Check your e-mail',
    sent: (address: string) => `We sent a confirmation link to ${address}. Open it to finish creating your account.`,
    resend: 'Resend',
    resending: 'Sending...',
    wait: (seconds: number) => `You can send it again in ${seconds} s.`,
    back: 'Back to Sign In',
  },
  settings: {
    tab: 'Settings',
    emailTitle: 'E-mail address',
    emailDescription: (address: string) => `You sign in with ${address}.`,
    newEmail: 'New E-mail',
    changeEmail: 'Change E-mail',
    changingEmail: 'Sending...',
    pending: (address: string) => `Confirmation pending for ${address}`,
    pendingHelp: 'Open the link we e-mailed to finish the change (both links, if both addresses got one).',
    passwordTitle: 'Password',
    passwordDescription: 'Changing it signs you out on your other devices.',
    code: 'Verification Code',
    codeHelp: (address: string) => `Auth asks to confirm it is you: enter the code we sent to ${address}.`,
    deleteTitle: 'Delete account',
    deleteDescription:
      'This removes your profile, connections, messages, jobs, services, applications and files for good.',
    deleteButton: 'Delete Account',
    deleteConfirmTitle: 'Delete your account?',
    deleteConfirmDescription: 'This cannot be undone. Type your e-mail address to confirm.',
    deleteConfirmLabel: 'Your e-mail address',
    deleting: 'Deleting...',
    cancel: 'Cancel',
  },
  invite: {
    button: 'Send Invite',
    title: 'Invite a colleague',
    description: 'We e-mail them your referral link. Nothing else is shared.',
    email: "Colleague's e-mail",
    submit: 'Send Invite',
    submitting: 'Sending...',
    count: (sent: number) => (sent === 1 ? '1 invite sent' : `${sent} invites sent`),
    left: (left: number) => `${left} left today`,
    limitReached: (limit: number) => `You have sent ${limit} invites today. You can send more tomorrow.`,
  },
} as const;

// ---- Notifications, broadcasts, activity and achievements (issue 22) ----

/** Words of the bell, /notifications and the notification settings. */
export const NOTIFICATION_TEXT = {
  title: 'Notifications',
  bellLabel: (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'),
  markAllRead: 'Mark all as read',
  markRead: 'Mark as read',
  viewAll: 'View all notifications',
  all: 'All',
  unread: 'Unread',
  loading: 'Loading notifications...',
  error: 'Could not load your notifications.',
  empty: 'You are all caught up.',
  emptyUnread: 'No unread notifications.',
  loadMore: 'Load more',
  settingsTitle: 'Notifications',
  settingsDescription: 'Choose what the bell tells you about.',
  // What each kind says, with who did it.
  line: {
    connection_request: (actor: string) => `${actor} sent you a connection request`,
    connection_accepted: (actor: string) => `${actor} accepted your connection request`,
    message: (actor: string) => `New message from ${actor}`,
    application_received: (actor: string) => `${actor} applied to your job`,
    application_status: (actor: string) => `${actor} updated the status of your application`,
    review_received: (actor: string) => `${actor} reviewed you`,
    review_answered: (actor: string) => `${actor} answered your review`,
    broadcast: (title: string) => title,
  },
  // The settings' label of each kind.
  kinds: {
    connection_request: 'Connection requests',
    connection_accepted: 'Accepted requests',
    message: 'New messages',
    application_received: 'Applications to my jobs',
    application_status: 'Status of my applications',
    review_received: 'Reviews of me',
    review_answered: 'Answers to my reviews',
    broadcast: 'Announcements from HR Connect',
  },
  someone: 'A member',
  dismiss: 'Dismiss announcement',
} as const;

export const NOTIFICATION_MESSAGES = {
  allRead: { title: 'All caught up', description: 'Every notification is marked as read.' },
  settingSaved: { title: 'Notification settings saved', description: 'The bell follows your choice from now on.' },
  errors: {
    markRead: 'Error updating notifications',
    settings: 'Error saving notification settings',
    dismiss: 'Error dismissing announcement',
  },
} as const;

/** The admin Broadcast screen. */
export const BROADCAST_TEXT = {
  description: 'Send an announcement to the members you choose. It arrives as a notification and a banner.',
  audience: 'Audience',
  plan: 'Plan',
  audiences: {
    all: 'All members',
    hr: 'HR Professionals',
    provider: 'Service Providers',
    plan: 'Service Providers on a plan',
  },
  reach: (n: number) => (n === 1 ? 'Reaches 1 member' : `Reaches ${n.toLocaleString('en-US')} members`),
  reachLoading: 'Counting members...',
  confirmTitle: 'Send this broadcast?',
  confirmDescription: (n: number) =>
    `It goes to ${n.toLocaleString('en-US')} ${n === 1 ? 'member' : 'members'} now and cannot be taken back.`,
  send: 'Send Broadcast',
  sending: 'Sending...',
  historyTitle: 'Sent broadcasts',
  historyEmpty: 'No broadcasts sent yet.',
  historyError: 'Could not load the sent broadcasts.',
  columns: { date: 'Date', title: 'Title', audience: 'Audience', reach: 'Reach', read: 'Read' },
} as const;

export const BROADCAST_MESSAGES = {
  sent: (n: number) => ({
    title: 'Broadcast sent',
    description: `It reached ${n.toLocaleString('en-US')} ${n === 1 ? 'member' : 'members'}.`,
  }),
  errors: { send: 'Error sending broadcast' },
} as const;

/** Recent Activity (dashboard and profiles) and Achievements. */
export const ACTIVITY_TEXT = {
  title: 'Recent Activity',
  loading: 'Loading activity...',
  error: 'Could not load recent activity.',
  emptyFeed: 'No activity yet. Connect with members to see what they post, list and who they meet.',
  emptyOwn: 'Nothing yet. Post a job, list a service or connect with members and it shows here.',
  emptyOther: 'No recent activity.',
  loadMore: 'Load more',
  line: {
    job_posted: (actor: string, title: string) => `${actor} posted a job: ${title}`,
    service_listed: (actor: string, title: string) => `${actor} listed a service: ${title}`,
    connected: (actor: string, other: string) => `${actor} connected with ${other}`,
  },
  achievementsTitle: 'Achievements',
  achievementsEmpty: 'No badges yet: they come with your first connection, job or service.',
  achievementsEmptyOther: 'No badges yet.',
  badges: {
    first_connection: 'First connection',
    ten_connections: 'Ten connections',
    first_job_posted: 'First job posted',
    first_service: 'First service listed',
    first_application: 'First application sent',
  } as Record<string, string>,
  earned: (date: string) => `Earned ${date}`,
} as const;

/** The dashboard's Industry News tab and the article page. */
export const NEWS_TEXT = {
  latest: 'Latest industry news',
  allNews: 'All industry news',
  loading: 'Loading news...',
  empty: 'No news yet.',
  notFound: 'This article could not be found.',
  back: 'Back to Industry News',
} as const;

// ---- Reviews and ratings (issue 21) ----

export const REVIEW_TEXT = {
  tab: 'Reviews',
  title: 'Reviews',
  noReviews: 'No reviews yet',
  noReviewsHelp: 'HR Professionals connected with this provider can review them.',
  write: 'Write a Review',
  edit: 'Edit Your Review',
  delete: 'Delete Review',
  deleteConfirm: { title: 'Delete your review?', description: 'It leaves the provider’s rating at once.' },
  formTitle: (name: string) => `Review ${name}`,
  formDescription: 'Your review is public. You can edit or delete it later.',
  rating: 'Rating',
  star: (n: number) => (n === 1 ? '1 star' : `${n} stars`),
  reviewTitle: 'Title',
  body: 'Your review',
  bodyHint: 'Between 20 and 2,000 characters.',
  save: 'Publish Review',
  saving: 'Publishing...',
  cancel: 'Cancel',
  edited: 'edited',
  sort: 'Sort reviews',
  newest: 'Newest first',
  highest: 'Highest rated first',
  loading: 'Loading reviews...',
  error: 'Could not load the reviews.',
  loadMore: 'Load more reviews',
  distribution: 'Rating distribution',
  starsRow: (n: number, count: number) => `${n} stars: ${count}`,
  answer: 'Answer',
  answerLabel: 'Your public answer',
  answerSave: 'Publish Answer',
  answerEdit: 'Edit Answer',
  answerDelete: 'Delete Answer',
  answerBy: (name: string) => `Answer from ${name}`,
  report: 'Report',
  reportTitle: 'Report this review',
  reportDescription: 'An administrator will look at it. The author is not told who reported it.',
  reportReason: 'Reason',
  reportNote: 'Details (optional)',
  reportSend: 'Send Report',
  reasons: { spam: 'Spam', harassment: 'Harassment', inappropriate: 'Inappropriate', scam: 'Scam', other: 'Other' },
  adminTitle: 'Reviews',
  adminDescription: 'Reported reviews: hide those that break the rules, restore those that do not.',
  adminOpen: 'Open reports',
  adminClosed: 'Handled',
  adminEmpty: 'No reported reviews.',
  hide: 'Hide',
  restore: 'Restore',
  hiddenBadge: 'Hidden',
  reports: (n: number, reasons: string) => `${n} ${n === 1 ? 'report' : 'reports'}: ${reasons}`,
  /** Why the viewer may not review this provider, and the step that would make it possible. */
  eligibility: {
    title: 'Who can review',
    notConnected: (name: string) =>
      `Reviews come from HR Professionals who work with ${name}. Connect with them to write one.`,
    connect: 'Connect to review',
    connecting: 'Sending...',
    requestSent: (name: string) =>
      `Your connection request is waiting for ${name}. You can write a review once they accept it.`,
    requestReceived: (name: string) => `${name} asked to connect with you. Accept to write a review.`,
    accept: 'Accept request',
    declined: (name: string) =>
      `You declined ${name}'s request. Clear it above and connect with them to write a review.`,
    notHr: 'Only HR Professionals write reviews.',
  },
  overviewTitle: 'Rating',
  readReviews: 'Read the reviews',
} as const;

export const REVIEW_MESSAGES = {
  saved: { title: 'Review published', description: 'Thank you: it helps the HR community choose well.' },
  deleted: { title: 'Review deleted', description: 'It no longer counts in the rating.' },
  answered: { title: 'Answer published', description: 'Everyone reading the review sees it.' },
  answerDeleted: { title: 'Answer deleted', description: 'The review shows without an answer.' },
  reported: { title: 'Report sent', description: 'An administrator will look at this review.' },
  hidden: { title: 'Review hidden', description: 'It no longer shows or counts in the rating.' },
  restored: { title: 'Review restored', description: 'It shows and counts in the rating again.' },
  errors: {
    save: 'Error publishing review',
    delete: 'Error deleting review',
    answer: 'Error saving answer',
    report: 'Error sending report',
    moderate: 'Error updating review',
  },
} as const;

// Smart matching (issue 21): needs on the HR profile, and the dashboard's suggestions.
export const MATCHING_TEXT = {
  needsTitle: 'What are you looking for?',
  needsDescription: 'Tell us which services you need; we use it to recommend providers.',
  needsCategories: 'Service categories',
  needsLookingFor: 'What are you looking for?',
  needsLookingForHelp: 'A sentence or two, for example: payroll for 300 staff in Germany and France.',
  needsLookingForTooLong: 'Keep it under 500 characters',
  needsSave: 'Save needs',
  recommendedTitle: 'Recommended for you',
  recommendedLoading: 'Loading recommendations...',
  recommendedError: 'Recommendations could not be loaded.',
  recommendedHrEmpty: 'Tell us what you are looking for and we will recommend providers who offer it.',
  recommendedHrNoMatch: 'No providers match your needs yet. Try adding more categories or different words.',
  recommendedProviderEmpty: 'Add your services so we can show HR Professionals who need them.',
  recommendedProviderNoMatch: 'No HR Professionals are looking for your services right now. Check back soon.',
  recommendedProviderUpgrade:
    'Your plan does not include contacting HR Professionals. Upgrade to see who needs your services.',
  addNeeds: 'Add what you need',
  addServices: 'Add your services',
  addSkills: 'Add your skills',
  seePlans: 'See plans',
  peopleTitle: 'People you may know',
  peopleLoading: 'Loading suggestions...',
  peopleError: 'Suggestions could not be loaded.',
  peopleEmpty: 'Connect with a few members and we will suggest people you may know through them.',
  findPeople: 'Find people',
  dismiss: (name: string) => `Dismiss ${name}`,
  jobsTitle: 'Jobs for you',
  jobsLoading: 'Loading jobs...',
  jobsError: 'Jobs could not be loaded.',
  jobsEmpty: 'Add your skills and position to your profile to see jobs that match them.',
  jobsNoMatch: 'No open jobs match your skills right now.',
  browseJobs: 'Browse jobs',
  viewProfile: 'View Profile',
  viewJob: 'View Job',
  // Each card says what matched (decisions, 'Matching'): never a reason without its words.
  lookingFor: (categories: string) => `Looking for ${categories}`,
  matchesYourSkills: (skills: string) => `Matches your skills: ${skills}`,
  matchesYourProfile: (words: string) => `Matches your profile: ${words}`,
  message: 'Message',
  messageName: (name: string) => `Message ${name}`,
} as const;

export const MATCHING_MESSAGES = {
  needsSaved: { title: 'Needs saved', description: 'Your recommendations now follow what you are looking for.' },
  dismissed: { title: 'Suggestion dismissed', description: 'We will not suggest this member again.' },
  requestSent: (name: string) => ({
    title: 'Request sent',
    description: `${name} will see your request on their dashboard.`,
  }),
} as const;

/** The theme switch in the account menu, the phone menu and the admin sidebar. */
export const THEME_TEXT = {
  label: 'Theme',
  choices: { system: 'System', light: 'Light', dark: 'Dark' },
} as const;

// ---- Phone widths, no dead ends (issue 24) ----

// What every screen and toast says when the backend cannot be reached (its own module, for visitors' pages).
export { NETWORK_TEXT } from './network-text';

/** Confirmations of saves that had none (issue 24). */
export const SAVE_MESSAGES = {
  profileUpdated: { title: 'Profile updated', description: 'Members now see your new details.' },
  serviceSaved: { title: 'Service saved', description: 'Your service details are up to date.' },
  serviceDeleted: { title: 'Service deleted', description: 'It no longer shows on your profile or the Services page.' },
  connectionRemoved: { title: 'Connection removed', description: 'You are no longer connected with this member.' },
} as const satisfies Record<string, Message>;

// The landing page's texts live in their own module so its first paint does not download this whole
// catalogue (the landing entry's budget is 80 KB); they are part of the catalogue through this export.
export { LANDING_TEXT } from './landing-text';
export { PUBLIC_JOB_TEXT };
