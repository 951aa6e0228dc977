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
