/**
 * The words of the applications domain that a visitor's /jobs and /jobs/{id} show: their own module,
 * so those pages do not download the whole catalogue; part of it as APPLICATION_TEXT (messages.ts).
 */
export const PUBLIC_JOB_TEXT = {
  applyNow: 'Apply Now',
  closed: 'Closed',
  showClosed: 'Show closed jobs',
} as const;
