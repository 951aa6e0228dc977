/** Display formatting shared by the web app and the worker (docs/product.md#display-formats). */

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** Whole dollars with a dollar sign and thousands separators: 150000 → '$150,000'. */
export function formatMoney(dollars: number): string {
  return money.format(Math.round(dollars)).replace('-$0', '$0');
}

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A whole count with thousands separators: 1234 → '1,234' (stat cards, chart axes). */
export function formatCount(value: number): string {
  return count.format(Math.round(value));
}

/** A percent with at most `fractionDigits` decimals: 7.5 → '7.5%', 12 → '12%'. */
export function formatPercent(value: number, fractionDigits = 1): string {
  const factor = 10 ** fractionDigits;
  return `${Math.round(value * factor) / factor}%`;
}

/** A month-over-month change with its sign: 12.5 → '+12.5%', -3 → '-3%', 0 → '0%'. */
export function formatChange(percent: number): string {
  const text = formatPercent(Math.abs(percent));
  if (text === '0%') return text;
  return percent > 0 ? `+${text}` : `-${text}`;
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar date in UTC: '2026-11-21T10:00:00Z' → 'Nov 21, 2026'. */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * How long ago (or until) `iso` is, relative to `now`: 'just now', '5 minutes ago',
 * 'yesterday', '3 weeks ago', 'in 2 days'.
 */
export function formatRelativeTime(iso: string, now: Date = new Date()): string {
  const seconds = (new Date(iso).getTime() - now.getTime()) / 1000;
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}
