/**
 * What every screen and toast says when the backend cannot be reached at all (issue 24). Its own
 * module, like landing-text.ts, so pages read before sign-in (a visitor's job pages) do not download
 * the whole catalogue for it; part of the catalogue through messages.ts.
 */
export const NETWORK_TEXT = {
  unreachable: 'Cannot reach HR Connect. Check your connection and try again.',
  retry: 'Try again',
  /** A row the database sent that is not what its function promises (src/lib/rows.ts). */
  unreadable: 'HR Connect sent something this page cannot show. Please reload the page and try again.',
} as const;
