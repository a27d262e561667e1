import { describe, expect, it } from 'vitest';
import { conversion, fillDays, totals, utcToday } from './series';

describe('analytics series', () => {
  it('fills the days without events with zeros, oldest first, across a month end', () => {
    const rows = fillDays([{ day: '2031-03-01', profile_views: 4, profile_views_hr: null }], 3, '2031-03-01');
    expect(rows.map((r) => r.day)).toEqual(['2031-02-27', '2031-02-28', '2031-03-01']);
    expect(rows.map((r) => r.profile_views)).toEqual([0, 0, 4]);
    expect(rows[2]!.profile_views_hr).toBe(0);
  });

  it('totals, the split by HR viewers and the views → contact requests conversion', () => {
    const t = totals(
      fillDays(
        [
          { day: '2031-01-02', profile_views: 3, service_views: 1, contact_requests: 1, profile_views_hr: 2 },
          { day: '2031-01-03', profile_views: 4, service_views: 2, contact_requests: 2, profile_views_hr: 1 },
        ],
        2,
        '2031-01-03',
      ),
    );
    expect(t).toMatchObject({ profile_views: 7, service_views: 3, contact_requests: 3 });
    expect(t.hr.profile_views).toBe(3);
    expect(conversion(t)).toBe(30);
    expect(conversion({ profile_views: 0, service_views: 0, search_appearances: 5, contact_requests: 0 })).toBeNull();
  });

  it('counts days in UTC', () => {
    expect(utcToday(new Date('2031-06-30T23:30:00-05:00'))).toBe('2031-07-01');
  });
});
