// pg_cron's schedules: five fields (minute hour day-of-month month day-of-week, each `*`, numbers,
// ranges, lists and `/step`s; Sunday is 0 or 7), the macros @hourly, @daily, @midnight, @weekly,
// @monthly, @yearly/@annually, and '1–59 seconds'. Times are UTC, as pg_cron's default cron.timezone.
// As in Vixie cron, when both day fields are restricted a day matching either one is due.

export type Schedule =
  | { kind: 'seconds'; every: number }
  | {
      kind: 'fields';
      minutes: Set<number>;
      hours: Set<number>;
      days: Set<number>;
      months: Set<number>;
      weekdays: Set<number>;
      anyDay: boolean;
      anyWeekday: boolean;
    };

const MACROS: Record<string, string> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *',
};

function field(text: string, min: number, max: number): Set<number> {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const m = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!m) throw new Error(`invalid schedule field: ${text}`);
    const step = m[4] ? Number(m[4]) : 1;
    const from = m[1] === '*' ? min : Number(m[2]);
    const to = m[1] === '*' ? max : m[3] !== undefined ? Number(m[3]) : m[4] ? max : from;
    if (step < 1 || from < min || to > max || from > to) throw new Error(`invalid schedule field: ${text}`);
    for (let v = from; v <= to; v += step) values.add(v);
  }
  return values;
}

export function parseSchedule(text: string): Schedule {
  const trimmed = text.trim().toLowerCase();
  const seconds = /^(\d+)\s+seconds?$/.exec(trimmed);
  if (seconds) {
    const every = Number(seconds[1]);
    if (every < 1 || every > 59) throw new Error(`invalid schedule: ${text}`);
    return { kind: 'seconds', every };
  }
  const parts = (MACROS[trimmed] ?? trimmed).split(/\s+/);
  if (parts.length !== 5) throw new Error(`invalid schedule: ${text}`);
  const weekdays = field(parts[4]!, 0, 7);
  if (weekdays.delete(7)) weekdays.add(0);
  return {
    kind: 'fields',
    minutes: field(parts[0]!, 0, 59),
    hours: field(parts[1]!, 0, 23),
    days: field(parts[2]!, 1, 31),
    months: field(parts[3]!, 1, 12),
    weekdays,
    anyDay: parts[2] === '*',
    anyWeekday: parts[4] === '*',
  };
}

/** Is a five-field schedule due in the minute of `at` (UTC)? */
export function dueAt(schedule: Schedule, at: Date): boolean {
  if (schedule.kind === 'seconds') return true;
  if (!schedule.minutes.has(at.getUTCMinutes()) || !schedule.hours.has(at.getUTCHours())) return false;
  if (!schedule.months.has(at.getUTCMonth() + 1)) return false;
  const day = schedule.days.has(at.getUTCDate());
  const weekday = schedule.weekdays.has(at.getUTCDay());
  if (schedule.anyDay && schedule.anyWeekday) return true;
  if (schedule.anyDay) return weekday;
  if (schedule.anyWeekday) return day;
  return day || weekday;
}
