/** The landing page's call to action for a signed-in member (issue 24); re-exported by messages.ts. */
export const LANDING_TEXT = {
  goToDashboard: 'Go to Dashboard',
} as const;
