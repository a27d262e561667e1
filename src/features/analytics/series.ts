/** The four events a provider's analytics count (each once per viewer and day, by the server). */
export const EVENTS = [
  { key: 'profile_views', label: 'Profile views', color: '#2563eb' },
  { key: 'service_views', label: 'Service views', color: '#059669' },
  { key: 'search_appearances', label: 'Search appearances', color: '#d97706' },
  { key: 'contact_requests', label: 'Contact requests', color: '#db2777' },
] as const;
export type EventKey = (typeof EVENTS)[number]['key'];

export interface DayRow {
  day: string;
  profile_views: number;
  service_views: number;
  search_appearances: number;
  contact_requests: number;
  profile_views_hr: number | null;
  service_views_hr: number | null;
  search_appearances_hr: number | null;
  contact_requests_hr: number | null;
}

const ZERO = {
  profile_views: 0,
  service_views: 0,
  search_appearances: 0,
  contact_requests: 0,
  profile_views_hr: 0,
  service_views_hr: 0,
  search_appearances_hr: 0,
  contact_requests_hr: 0,
};

/** YYYY-MM-DD of a UTC date `back` days before `today`. */
function daysBefore(today: string, back: number): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - back);
  return d.toISOString().slice(0, 10);
}

/**
 * Every day of the window, oldest first: the server sends only days with events (its daily rollups),
 * so the days in between are zeros. `today` is the UTC day the window ends on.
 */
/** A row as the server sends it (generated types make every column nullable). */
export type ServerDayRow = { [K in keyof DayRow]?: DayRow[K] | null };

export function fillDays(rows: readonly ServerDayRow[], days: number, today: string): DayRow[] {
  const byDay = new Map(rows.filter((r) => r.day).map((r) => [r.day!, r]));
  return Array.from({ length: days }, (_, i) => {
    const day = daysBefore(today, days - 1 - i);
    const row = byDay.get(day);
    return { ...ZERO, ...(row ? Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null)) : {}), day };
  });
}

export function totals(rows: readonly DayRow[]): Record<EventKey, number> & { hr: Record<EventKey, number> } {
  const sum = (k: keyof DayRow) => rows.reduce((n, r) => n + (Number(r[k]) || 0), 0);
  return {
    profile_views: sum('profile_views'),
    service_views: sum('service_views'),
    search_appearances: sum('search_appearances'),
    contact_requests: sum('contact_requests'),
    hr: {
      profile_views: sum('profile_views_hr'),
      service_views: sum('service_views_hr'),
      search_appearances: sum('search_appearances_hr'),
      contact_requests: sum('contact_requests_hr'),
    },
  };
}

/** Views → contact requests: contact requests per profile or service view, as a percentage; null without views. */
export function conversion(t: Record<EventKey, number>): number | null {
  const views = t.profile_views + t.service_views;
  return views === 0 ? null : Math.round((t.contact_requests / views) * 1000) / 10;
}

/** The UTC day of now, as the server's rollups count days. */
export function utcToday(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** What a Basic provider sees, greyed: an example of the chart, not their figures. */
export function sampleDays(days: number, today: string): DayRow[] {
  return fillDays([], days, today).map((r, i) => ({
    ...r,
    profile_views: 6 + ((i * 7) % 9),
    service_views: 3 + ((i * 5) % 6),
    search_appearances: 14 + ((i * 11) % 13),
    contact_requests: (i * 3) % 4 === 0 ? 2 : 1,
  }));
}
