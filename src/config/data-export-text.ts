/**
 * 'Your data' in Settings (issue 36): the words of the card, its steps and its toasts, in the spec's
 * tone (decisions.md 'New texts'). Its own module so the Settings cards of other issues stay apart. The
 * steps are the database's enum data_export_step (the card checks it names each).
 */
/** One export an hour (start_my_export's rule); the link lasts 24 hours, the archive 7 days. */
export const DATA_EXPORT_INTERVAL_MS = 60 * 60 * 1000;
/** An archive still 'running' after this long will not finish (the function stopped): say it failed. */
export const DATA_EXPORT_STALLED_MS = 15 * 60 * 1000;
/** How often the card reads the export's progress while it runs. */
export const DATA_EXPORT_POLL_MS = 1000;

export const DATA_EXPORT_TEXT = {
  title: 'Your data',
  description:
    'Download a copy of everything HR Connect holds about you: your profile, connections, messages, applications, reviews, notifications and files.',
  button: 'Download my data',
  starting: 'Starting...',
  preparing: 'Preparing your archive…',
  steps: {
    profile: 'Your profile, skills and services',
    connections: 'Your connections',
    messages: 'Your messages',
    applications: 'Your applications',
    jobs: 'Jobs you posted and their applicants',
    reviews: 'Reviews',
    notifications: 'Notifications, plan history and invites',
    files: 'Your photo and CVs',
    saving: 'Saving the archive',
  },
  stepState: { done: 'done', current: 'in progress', waiting: 'to do' },
  readyTitle: 'Your archive is ready',
  download: (size: string) => `Download archive (${size})`,
  linkUntil: (time: string) => `The link works until ${time}. We also sent you an e-mail.`,
  expired: 'The link to your last archive has expired. Ask for a new one whenever you like.',
  failed: 'We could not prepare your archive. Please try again.',
  nextAt: (time: string) => `You can ask for a new archive at ${time}.`,
  loadError: 'Could not load your data downloads.',
} as const;

export const DATA_EXPORT_MESSAGES = {
  started: { title: 'Preparing your archive', description: 'We will e-mail you when it is ready.' },
  tooSoon: (time: string) => `You can download your data once an hour. Try again at ${time}.`,
  errors: {
    start: 'Error preparing your data',
    fetch: 'Error fetching your data downloads',
  },
} as const;
