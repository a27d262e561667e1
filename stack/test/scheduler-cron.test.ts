// pg_cron's schedule syntax as the stack's scheduler reads it (stack/src/scheduler/cron.ts).
import { describe, expect, it } from 'vitest';
import { dueAt, parseSchedule } from '../src/scheduler/cron.ts';

const at = (iso: string) => new Date(iso);

describe('cron schedules', () => {
  it('reads fields, ranges, lists, steps and macros, in UTC', () => {
    const hourly = parseSchedule('17 * * * *');
    expect(dueAt(hourly, at('2030-03-04T05:17:59Z'))).toBe(true);
    expect(dueAt(hourly, at('2030-03-04T05:18:00Z'))).toBe(false);
    const steps = parseSchedule('*/15 9-17 * * 1-5');
    expect(dueAt(steps, at('2030-03-04T09:45:00Z'))).toBe(true); // a Monday
    expect(dueAt(steps, at('2030-03-09T09:45:00Z'))).toBe(false); // a Saturday
    expect(dueAt(steps, at('2030-03-04T18:00:00Z'))).toBe(false);
    expect(dueAt(parseSchedule('@daily'), at('2030-03-04T00:00:00Z'))).toBe(true);
    expect(dueAt(parseSchedule('@daily'), at('2030-03-04T00:01:00Z'))).toBe(false);
    expect(dueAt(parseSchedule('0 0 * * 7'), at('2030-03-03T00:00:00Z'))).toBe(true); // Sunday as 7
    expect(parseSchedule('30 seconds')).toEqual({ kind: 'seconds', every: 30 });
  });

  it('is due on either restricted day field, as Vixie cron and pg_cron', () => {
    const s = parseSchedule('0 12 1 * 1');
    expect(dueAt(s, at('2030-03-01T12:00:00Z'))).toBe(true); // the 1st (a Friday)
    expect(dueAt(s, at('2030-03-04T12:00:00Z'))).toBe(true); // a Monday
    expect(dueAt(s, at('2030-03-05T12:00:00Z'))).toBe(false);
  });

  it('refuses what could never run', () => {
    for (const bad of ['61 * * * *', '* * *', 'x * * * *', '5-1 * * * *', '*/0 * * * *', '0 seconds', '@often'])
      expect(() => parseSchedule(bad), bad).toThrow();
  });
});
