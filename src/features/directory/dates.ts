// Dates as the server and the browser both write them: in UTC, so a page rendered on a server and
// hydrated in another time zone says the same day (a different one would be a hydration mismatch).
const MONTH_YEAR = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'March 2025'. */
export function monthYear(iso: string): string {
  return MONTH_YEAR.format(new Date(iso));
}

/** 'Mar 4, 2025'. */
export function day(iso: string): string {
  return DAY.format(new Date(iso));
}
