/**
 * What the founder types, turned into the API's bodies: amounts in dollars ("5,000,000"
 * or "$100,000.50") become cents or whole dollars, counts lose their thousands
 * separators, and the shared valibot schema checks the result, so the form shows the
 * same sentences the server would answer with.
 */
import * as v from 'valibot';
import { MoneyError, parseDollarsToCents } from '../../../shared/money/cents';

/** Field name → the sentence to show under it. */
export type FieldErrors = Record<string, string>;

/** A body to send, or the fields to fix. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

const COUNT = /^(?:\d{1,3}(?:,\d{3})+|\d+)$/;

/** "8,000,000" → 8000000; anything else → NaN (which the schema refuses by name). */
export function countOf(text: string): number {
  const trimmed = text.trim().replaceAll(' ', '');
  return COUNT.test(trimmed) ? Number(trimmed.replaceAll(',', '')) : Number.NaN;
}

/** Reads dollar amounts, keeping the first sentence that explains a bad one per field. */
export class AmountReader {
  readonly errors: FieldErrors = {};

  /** Dollars and cents as typed → cents. */
  cents(field: string, text: string): number {
    try {
      return parseDollarsToCents(text);
    } catch (error) {
      this.errors[field] = error instanceof MoneyError ? error.message : 'Enter an amount.';
      return Number.NaN;
    }
  }

  /** A valuation or cap, in whole dollars as term sheets state them. */
  wholeDollars(field: string, text: string): number {
    const cents = this.cents(field, text);
    if (Number.isNaN(cents)) return cents;
    if (cents % 100 !== 0) {
      this.errors[field] = 'Enter whole dollars, without cents.';
      return Number.NaN;
    }
    return cents / 100;
  }

  /** An optional whole-dollar amount: empty means none. */
  optionalWholeDollars(field: string, text: string): number | undefined {
    return text.trim() === '' ? undefined : this.wholeDollars(field, text);
  }
}

/** Checks a body against the shared schema; the amount errors found first win. */
export function checked<S extends v.GenericSchema>(
  schema: S,
  body: unknown,
  amountErrors: FieldErrors,
): Parsed<v.InferOutput<S>> {
  const result = v.safeParse(schema, body);
  const errors: FieldErrors = {};
  if (!result.success) {
    const nested = v.flatten<S>(result.issues).nested ?? {};
    for (const [field, messages] of Object.entries(nested)) {
      const first = (messages as string[] | undefined)?.[0];
      if (first) errors[field] = first;
    }
    const root = v.flatten<S>(result.issues).root?.[0];
    if (root && Object.keys(errors).length === 0) errors.form = root;
  }
  Object.assign(errors, amountErrors);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (!result.success) return { ok: false, errors: { form: 'Check the figures.' } };
  return { ok: true, value: result.output };
}

/** A fresh key for one command; kept while the same figures are retried. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID().replaceAll('-', '');
}
