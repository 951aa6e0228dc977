import { describe, expect, it } from 'vitest';
import { daysBefore, lastDays, lastMonths } from '../../../worker/dashboards/months';

describe('dashboard calendars', () => {
  it('lists the last six months oldest first, across a year boundary', () => {
    expect(lastMonths(new Date('2027-02-10T12:00:00Z'), 6)).toEqual([
      { key: '2026-09', month: 'Sep' },
      { key: '2026-10', month: 'Oct' },
      { key: '2026-11', month: 'Nov' },
      { key: '2026-12', month: 'Dec' },
      { key: '2027-01', month: 'Jan' },
      { key: '2027-02', month: 'Feb' },
    ]);
  });

  it('lists the last seven days ending today with weekday labels', () => {
    const days = lastDays(new Date('2026-11-21T00:30:00Z'), 7);
    expect(days[0]).toEqual({ day: 'Sun', date: '2026-11-15' });
    expect(days[6]).toEqual({ day: 'Sat', date: '2026-11-21' });
    expect(new Set(days.map((d) => d.day)).size).toBe(7);
  });

  it('goes back whole days', () => {
    expect(daysBefore(new Date('2026-03-31T10:00:00Z'), 30)).toBe('2026-03-01T10:00:00.000Z');
  });
});
