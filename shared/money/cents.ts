/**
 * Integer cents: the only unit money has in this code base. Amounts are whole numbers
 * of US cents held in a JavaScript number, which is exact up to 2^53 − 1 cents (about
 * $90 trillion), so no float arithmetic ever touches a balance.
 *
 * `shared/format.ts`'s `formatMoney` rounds to whole dollars through `Intl`; amounts
 * with cents (and any text that is hashed, such as a signed SAFE) use `formatCents`
 * here, which produces the same characters in every runtime.
 */

/** Thrown when a value is not a usable amount of cents or a dollar string does not parse. */
export class MoneyError extends Error {
  override name = 'MoneyError';
}

/** True when `value` is a whole, safe number of cents (negative amounts included). */
export function isCents(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/**
 * Returns `value` when it is a safe integer number of cents, and throws a `MoneyError`
 * naming `label` otherwise (fractions, NaN, Infinity, beyond 2^53 − 1).
 */
export function assertCents(value: number, label = 'amount'): number {
  if (!isCents(value)) {
    throw new MoneyError(`${label} must be a whole number of cents, got ${String(value)}.`);
  }
  return value;
}

/** Whole dollars → cents: 500 → 50_000. Throws when `dollars` is not a whole number. */
export function dollarsToCents(dollars: number): number {
  if (!Number.isSafeInteger(dollars)) {
    throw new MoneyError(`Dollars must be a whole number, got ${String(dollars)}.`);
  }
  return assertCents(dollars * 100, 'amount in cents');
}

const DOLLAR_STRING = /^(-)?\$?((?:\d{1,3}(?:,\d{3})+)|\d+)(?:\.(\d{1,2}))?$/;

/**
 * Parses what a person types as a dollar amount into cents: '1,250.50' → 125_050,
 * '$500' → 50_000, '0.5' → 50, '-20' → -2_000. Accepts an optional '$', thousands
 * separators only in groups of three, and at most two decimals; surrounding spaces
 * are ignored. Throws a `MoneyError` with a sentence a form can show otherwise.
 */
export function parseDollarsToCents(input: string): number {
  const text = input.trim();
  if (text === '') throw new MoneyError('Enter an amount.');
  const match = DOLLAR_STRING.exec(text);
  if (!match) {
    if (/\.\d{3,}$/.test(text)) throw new MoneyError('Use at most two decimals (cents).');
    throw new MoneyError(`"${text}" is not a dollar amount, e.g. 1,250.50.`);
  }
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = Number(whole.replaceAll(',', '')) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw new MoneyError('That amount is too large.');
  return sign && cents !== 0 ? -cents : cents;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Cents as dollars with a dollar sign and thousands separators: 125_050 → '$1,250.50',
 * 50_000 → '$500.00', -2_000 → '-$20.00'. With `{ cents: 'auto' }` whole dollars drop
 * the decimals ('$500'). Pure string arithmetic, so the output never depends on the
 * runtime's locale data.
 */
export function formatCents(cents: number, options: { cents?: 'always' | 'auto' } = {}): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = groupThousands(String(Math.floor(abs / 100)));
  const rest = abs % 100;
  if (options.cents === 'auto' && rest === 0) return `${sign}$${dollars}`;
  return `${sign}$${dollars}.${String(rest).padStart(2, '0')}`;
}

/**
 * `basisPoints` / 10_000 of `cents`, rounded half up (away from zero for the positive
 * amounts this is used on): 5 % (500 bp) of 1_010 cents = 50.5 → 51. Computed with
 * BigInt, so it is exact for every safe amount.
 */
export function percentOfCentsRoundHalfUp(cents: number, basisPoints: number): number {
  assertCents(cents);
  assertCents(basisPoints, 'basis points');
  if (cents < 0 || basisPoints < 0) throw new MoneyError('Percentages apply to amounts ≥ 0.');
  return Number((BigInt(cents) * BigInt(basisPoints) + 5_000n) / 10_000n);
}

/**
 * `basisPoints` / 10_000 of `cents`, rounded down: used where a rule sets a ceiling
 * (an investment limit), so rounding never allows a cent more than the rule.
 */
export function percentOfCentsFloor(cents: number, basisPoints: number): number {
  assertCents(cents);
  assertCents(basisPoints, 'basis points');
  if (cents < 0 || basisPoints < 0) throw new MoneyError('Percentages apply to amounts ≥ 0.');
  return Number((BigInt(cents) * BigInt(basisPoints)) / 10_000n);
}
