import { MoneyError, parseDollarsToCents } from '../../../shared/money/cents';

/** What an amount field holds: cents, or the sentence that says why it does not parse. */
export type ParsedAmount = { cents: number; error: null } | { cents: null; error: string };

/**
 * Parses a typed dollar amount into cents. Negative amounts are refused; zero too unless
 * `allowZero` (an income may be $0, a payment may not).
 */
export function parseAmount(text: string, { allowZero = false } = {}): ParsedAmount {
  try {
    const cents = parseDollarsToCents(text);
    if (cents < 0) return { cents: null, error: 'The amount cannot be negative.' };
    if (cents === 0 && !allowZero) return { cents: null, error: 'Enter an amount above $0.' };
    return { cents, error: null };
  } catch (error) {
    if (error instanceof MoneyError) return { cents: null, error: error.message };
    throw error;
  }
}
