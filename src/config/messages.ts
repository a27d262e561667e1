/**
 * The one catalogue of texts the spec does not have (decisions.md, 'New texts'): a short title and a
 * one-line description, in the spec's tone. Each issue keeps its texts in its own block.
 */
export interface Message {
  title: string;
  description: string;
}

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
// ---- end of plans and analytics --------------------------------------------------------------------
