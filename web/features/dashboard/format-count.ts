const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * A whole count with thousands separators: 1234 → '1,234'. shared/format.ts has money,
 * percent and time but no plain count, which the stat cards and chart axes need.
 */
export function formatCount(value: number): string {
  return count.format(Math.round(value));
}
