/**
 * Exact rational numbers over BigInt, for the SAFE conversion arithmetic: a Safe Price
 * such as $5,000,000 ÷ 10,000,000 shares, or a discount price that solves a circular
 * definition, must be compared and multiplied without a float's rounding, or two
 * investors with the same terms could receive a different number of shares by the order
 * they were processed. Values are always kept reduced with a positive denominator.
 */

export interface Rational {
  readonly num: bigint;
  readonly den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** num ÷ den, reduced. Throws a RangeError for a zero denominator. */
export function ratio(num: bigint | number, den: bigint | number = 1n): Rational {
  let n = BigInt(num);
  let d = BigInt(den);
  if (d === 0n) throw new RangeError('A ratio cannot have a zero denominator.');
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d);
  return g > 1n ? { num: n / g, den: d / g } : { num: n, den: d };
}

export const ZERO = ratio(0);
export const ONE = ratio(1);

export const add = (a: Rational, b: Rational) =>
  ratio(a.num * b.den + b.num * a.den, a.den * b.den);
export const sub = (a: Rational, b: Rational) =>
  ratio(a.num * b.den - b.num * a.den, a.den * b.den);
export const mul = (a: Rational, b: Rational) => ratio(a.num * b.num, a.den * b.den);
export function div(a: Rational, b: Rational): Rational {
  if (b.num === 0n) throw new RangeError('Division by zero.');
  return ratio(a.num * b.den, a.den * b.num);
}

/** -1, 0 or 1 as a is below, equal to or above b. */
export function compare(a: Rational, b: Rational): -1 | 0 | 1 {
  const left = a.num * b.den;
  const right = b.num * a.den;
  return left < right ? -1 : left > right ? 1 : 0;
}

export const isPositive = (a: Rational) => a.num > 0n;
export const min = (a: Rational, b: Rational) => (compare(a, b) <= 0 ? a : b);

/** The largest integer not above the value (shares are rounded down, never up). */
export function floor(a: Rational): bigint {
  const q = a.num / a.den;
  return a.num < 0n && q * a.den !== a.num ? q - 1n : q;
}

/** A whole number that must fit a JavaScript number exactly (share counts, cents). */
export function toSafeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`${value} is beyond the range of exact whole numbers.`);
  }
  return Number(value);
}

/** An approximation for display and charts only; never used to decide a share count. */
export const toNumber = (a: Rational) => Number(a.num) / Number(a.den);

/**
 * The value as a decimal string rounded half up at `places` digits ("0.5000" for 1/2 at
 * four places), computed from the exact value so every runtime prints the same text.
 */
export function toFixed(a: Rational, places: number): string {
  const scale = 10n ** BigInt(places);
  const negative = a.num < 0n;
  const abs = negative ? -a.num : a.num;
  const scaled = (abs * scale * 2n + a.den) / (a.den * 2n);
  const whole = scaled / scale;
  const fraction = (scaled % scale).toString().padStart(places, '0');
  return `${negative && scaled !== 0n ? '-' : ''}${whole}${places > 0 ? `.${fraction}` : ''}`;
}
