/** Display formatting shared by the web app and the worker (docs/product.md#display-formats). */

// No Intl here: the first Intl formatter a page creates loads the locale data, one long
// task of 100-200 ms at Lighthouse's 4x CPU on a dashboard's start; the en-US formats
// below are simple enough to write out (tests/shared/format.test.ts checks them against Intl).

/** An integer's digits in groups of three: -1234567 → '-1,234,567'. */
function grouped(integer: number): string {
  return String(integer).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Whole dollars with a dollar sign and thousands separators: 150000 → '$150,000'. */
export function formatMoney(dollars: number): string {
  const whole = Math.round(dollars);
  // A fraction that rounds to zero shows as '$0', not '-$0'.
  return whole < 0 ? `-$${grouped(-whole)}` : `$${grouped(Math.abs(whole))}`;
}

/** A whole count with thousands separators: 1234 → '1,234' (stat cards, chart axes). */
export function formatCount(value: number): string {
  return grouped(Math.round(value) || 0);
}

/** A percent with at most `fractionDigits` decimals: 7.5 → '7.5%', 12 → '12%'. */
export function formatPercent(value: number, fractionDigits = 1): string {
  const factor = 10 ** fractionDigits;
  return `${Math.round(value * factor) / factor}%`;
}

/**
 * An investor's ownership, percent, to three decimals: a $500 ticket in a $1.5M cap is
 * '0.033%', never '0%'. Every screen that shows what an investment owns uses it, so the
 * dashboard and My Investments read the same figure.
 */
export function formatEquity(percent: number): string {
  return formatPercent(percent, 3);
}

/** A month-over-month change with its sign: 12.5 → '+12.5%', -3 → '-3%', 0 → '0%'. */
export function formatChange(percent: number): string {
  const text = formatPercent(Math.abs(percent));
  if (text === '0%') return text;
  return percent > 0 ? `+${text}` : `-${text}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A calendar date in UTC: '2026-11-21T10:00:00Z' → 'Nov 21, 2026'. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid time value: ${iso}`);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

type RelativeUnit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute';

const UNITS: [RelativeUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** What English says for one unit back or ahead ('yesterday'), where it has a word for it. */
const ONE_AWAY: Partial<Record<RelativeUnit, [past: string, future: string]>> = {
  year: ['last year', 'next year'],
  month: ['last month', 'next month'],
  week: ['last week', 'next week'],
  day: ['yesterday', 'tomorrow'],
};

/** `value` units from now, as Intl.RelativeTimeFormat('en', { numeric: 'auto' }) says it. */
function relative(value: number, unit: RelativeUnit): string {
  const words = ONE_AWAY[unit];
  if (words && Math.abs(value) === 1) return value < 0 ? words[0] : words[1];
  const size = Math.abs(value);
  const amount = `${grouped(size)} ${unit}${size === 1 ? '' : 's'}`;
  return value < 0 ? `${amount} ago` : `in ${amount}`;
}

/**
 * How long ago (or until) `iso` is, relative to `now`: 'just now', '5 minutes ago',
 * 'yesterday', '3 weeks ago', 'in 2 days'.
 */
export function formatRelativeTime(iso: string, now: Date = new Date()): string {
  const seconds = (new Date(iso).getTime() - now.getTime()) / 1000;
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}
