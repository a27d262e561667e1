import { intlFormat, isSameDay, isSameYear, subDays } from 'date-fns';

// Times in the user's locale (decisions.md): date-fns does the calendar sums, Intl the words.

/** The conversation list's time: the hour today, the day this year, the full date before. */
export function formatListTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  if (isSameDay(at, now)) return intlFormat(at, { hour: 'numeric', minute: '2-digit' });
  if (isSameYear(at, now)) return intlFormat(at, { month: 'short', day: 'numeric' });
  return intlFormat(at, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** The hour under a message bubble. */
export function formatMessageTime(iso: string): string {
  return intlFormat(new Date(iso), { hour: 'numeric', minute: '2-digit' });
}

/** A date separator's words: 'Today', 'Yesterday', else the date in full. */
export function dayLabel(iso: string, now = new Date()): string {
  const at = new Date(iso);
  if (isSameDay(at, now)) return 'Today';
  if (isSameDay(at, subDays(now, 1))) return 'Yesterday';
  return intlFormat(at, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    ...(isSameYear(at, now) ? {} : { year: 'numeric' }),
  });
}

export interface DayGroup<T> {
  day: string;
  items: T[];
}

/** Splits oldest-first messages into runs of one calendar day (local time), for the separators. */
export function groupByDay<T extends { created_at: string }>(messages: readonly T[]): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const m of messages) {
    const last = groups[groups.length - 1];
    if (last && isSameDay(new Date(last.items[0].created_at), new Date(m.created_at))) last.items.push(m);
    else groups.push({ day: m.created_at, items: [m] });
  }
  return groups;
}
