import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatChange,
  formatDate,
  formatMoney,
  formatPercent,
  formatRelativeTime,
} from '../../shared/format';

describe('formatCount', () => {
  it('writes whole counts with thousands separators, rounding fractions', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1234)).toBe('1,234');
    expect(formatCount(1_234_567.6)).toBe('1,234,568');
  });
});

describe('formatMoney', () => {
  it('uses a dollar sign and thousands separators', () => {
    expect(formatMoney(150_000)).toBe('$150,000');
    expect(formatMoney(1_234_567)).toBe('$1,234,567');
    expect(formatMoney(999)).toBe('$999');
  });
  it('shows whole dollars, zero and negatives plainly', () => {
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(1499.6)).toBe('$1,500');
    expect(formatMoney(-2500)).toBe('-$2,500');
    expect(formatMoney(-0.2)).toBe('$0');
  });
});

describe('formatPercent and formatChange', () => {
  it('drops needless decimals', () => {
    expect(formatPercent(12)).toBe('12%');
    expect(formatPercent(7.5)).toBe('7.5%');
    expect(formatPercent(33.333)).toBe('33.3%');
    expect(formatPercent(33.333, 0)).toBe('33%');
  });
  it('signs a change', () => {
    expect(formatChange(12.5)).toBe('+12.5%');
    expect(formatChange(-3)).toBe('-3%');
    expect(formatChange(0)).toBe('0%');
    expect(formatChange(-0.01)).toBe('0%');
  });
});

describe('formatDate', () => {
  it('shows the UTC calendar day', () => {
    expect(formatDate('2026-11-21T23:30:00.000Z')).toBe('Nov 21, 2026');
    expect(formatDate('2027-01-05')).toBe('Jan 5, 2027');
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2026-11-21T12:00:00.000Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();
  it('reads like a person would say it', () => {
    expect(formatRelativeTime(ago(10), now)).toBe('just now');
    expect(formatRelativeTime(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3600), now)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(26 * 3600), now)).toBe('yesterday');
    expect(formatRelativeTime(ago(3 * 86400), now)).toBe('3 days ago');
    expect(formatRelativeTime(ago(15 * 86400), now)).toBe('2 weeks ago');
    expect(formatRelativeTime(ago(65 * 86400), now)).toBe('2 months ago');
    expect(formatRelativeTime(ago(400 * 86400), now)).toBe('last year');
  });
  it('handles the future', () => {
    expect(formatRelativeTime(ago(-2 * 86400), now)).toBe('in 2 days');
  });
});

// shared/format.ts writes en-US out by hand (no Intl at a page's start); Intl is the oracle.
describe('the hand-written formats match Intl en-US', () => {
  const money = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  });
  const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  const numbers = [1, 9, 12, 999, 1000, 1001, 99_999, 123_456, 1_000_000, 987_654_321, 12.5, 0.5];

  it('money and counts, positive and negative', () => {
    for (const n of [0, ...numbers, ...numbers.map((x) => -x)]) {
      const whole = Math.round(n);
      expect(formatMoney(n)).toBe(whole === 0 ? '$0' : money.format(whole));
      expect(formatCount(n)).toBe(whole === 0 ? '0' : count.format(whole));
    }
  });

  it('dates, every month and both ends of a day', () => {
    const date = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let month = 0; month < 12; month++) {
      for (const iso of [
        new Date(Date.UTC(2026, month, 1)).toISOString(),
        new Date(Date.UTC(2027, month, 28, 23, 59, 59)).toISOString(),
      ]) {
        expect(formatDate(iso)).toBe(date.format(new Date(iso)));
      }
    }
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });

  it('relative times, past and future, in every unit', () => {
    const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
    const now = new Date('2026-11-21T12:00:00.000Z');
    const units: [Intl.RelativeTimeFormatUnit, number][] = [
      ['year', 365 * 86400],
      ['month', 30 * 86400],
      ['week', 7 * 86400],
      ['day', 86400],
      ['hour', 3600],
      ['minute', 60],
    ];
    for (const [unit, size] of units) {
      const amounts = unit === 'year' ? [1, 2, 5, 1500] : [1, 2];
      for (const amount of amounts) {
        for (const sign of [-1, 1]) {
          const iso = new Date(now.getTime() + sign * amount * size * 1000).toISOString();
          expect(formatRelativeTime(iso, now)).toBe(relative.format(sign * amount, unit));
        }
      }
    }
  });
});
