/**
 * What the app says when a page opens from an e-mailed Auth link (decisions.md, "New texts"): what
 * became of the link, and what to do next. Auth's own message is shown as it sent it.
 */
export const AUTH_LINK_TEXT = {
  titles: {
    otp_expired: 'This link has expired or was already used',
    user_banned: 'This account is suspended',
    other: 'This link did not work',
  },
  /** Said after Auth's message, by what the link was for (the page it was to open). */
  next: {
    emailChangeSignedIn: 'Ask for the change again in Settings: we will e-mail new links.',
    emailChangeSignedOut: 'Sign in, then ask for the change again in Settings.',
    signUpSignedIn: 'Your account is confirmed: you are signed in.',
    signUpSignedOut:
      'Sign in. If your address is not confirmed yet, sign up again with it and we will send a new link.',
    otherSignedIn: 'Ask for a new link where you asked for this one.',
    otherSignedOut: 'Sign in, or ask for a new link where you asked for this one.',
  },
  halfConfirmed: {
    title: 'One more link to follow',
    description:
      'This address is confirmed. Open the link we sent to your other address to finish changing your e-mail.',
  },
  actions: {
    settings: 'Open Settings',
    signIn: 'Go to Sign In',
    dashboard: 'Go to Dashboard',
  },
  dismiss: 'Dismiss',
  /** Toasts when a link worked. */
  emailChanged: (address: string) => ({
    title: 'E-mail address changed',
    description: `You now sign in with ${address}.`,
  }),
  signUpConfirmed: { title: 'E-mail confirmed', description: 'Welcome to HR Connect.' },
} as const;
