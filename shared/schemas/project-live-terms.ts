/**
 * The terms form of a live project (a material change, docs/money.md#reconfirmation):
 * goal, minimum and end date with the SAFE terms, checked by the same field schemas and
 * the same `safeTermsSchema` as the project form, plus the offering's terms version the
 * creator edited (a change made meanwhile is refused, not overwritten).
 */
import * as v from 'valibot';
import type { SafeTerms } from '../offering/safe-terms';
import { draftEntries, endDateEntry, fieldErrorsOf, withEveryKey } from './project-draft';
import { draftTermsCheck, draftTermsEntry, storedTermsOf } from './project-draft-terms';

function liveEntries(now: Date) {
  const { fundingGoal, minimumInvestment } = draftEntries(now);
  return {
    fundingGoal,
    minimumInvestment,
    // The window counts from the offering's approval, which the worker checks
    // (worker/investing/terms-change.ts); the form shows the same rule.
    endDate: endDateEntry(now),
    terms: v.pipe(
      draftTermsEntry,
      v.check((terms) => terms !== undefined, 'Enter the SAFE terms.'),
    ),
    termsVersion: v.pipe(
      v.number('Send the version of the terms you edited.'),
      v.safeInteger('Send the version of the terms you edited.'),
      v.minValue(0, 'Send the version of the terms you edited.'),
    ),
  };
}

/** A live terms change as the worker records it: the new terms (cents) and the version edited. */
export interface LiveTermsChange {
  terms: SafeTerms;
  termsVersion: number;
}

/** POST /api/creator/projects/:id/terms, validated the same way in the browser and the worker. */
export function liveTermsSchema(now: Date) {
  const entries = liveEntries(now);
  type Input = v.InferOutput<v.StrictObjectSchema<typeof entries, undefined>>;
  return v.pipe(
    v.unknown(),
    withEveryKey(Object.keys(entries)),
    v.strictObject(entries, 'Send the terms as a JSON object of their fields.'),
    draftTermsCheck<Input>(),
    v.transform((input): LiveTermsChange => ({
      // The offering ends at the close of its end date (UTC), as a project does.
      terms: { ...(storedTermsOf(input) as SafeTerms), endDate: `${input.endDate}T23:59:59.000Z` },
      termsVersion: input.termsVersion,
    })),
  );
}

/** Validates a live terms change: the change, or one message per field. */
export function validateLiveTerms(
  input: unknown,
  now: Date,
): { ok: true; change: LiveTermsChange } | { ok: false; errors: Record<string, string> } {
  const result = v.safeParse(liveTermsSchema(now), input);
  return result.success
    ? { ok: true, change: result.output }
    : { ok: false, errors: fieldErrorsOf(result.issues) };
}

/** The answer to a live terms change: the project and how many commitments must reconfirm. */
export interface LiveTermsChangeResponse {
  /** False when the terms were already those (nothing recorded). */
  changed: boolean;
  material: boolean;
  /** Commitments put into reconfirmation by this change. */
  reconfirmations: number;
  /** End of the five-business-day window, when the change is material. */
  reconfirmBy: string | null;
}
