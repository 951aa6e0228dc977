/**
 * The SAFE terms part of the project form. The form already asks for the funding goal,
 * the minimum investment and the end date (whole dollars, a calendar day); the terms add
 * the SAFE variant, its cap and/or discount, the pro-rata side letter and the maximum
 * raise. Together they are checked by the one `safeTermsSchema`, so the browser and the
 * worker give the same field messages, keyed by the form's own field names.
 */
import * as v from 'valibot';
import { safeTermsSchema, type SafeTerms } from '../offering/safe-terms';

/** The terms fields as the form sends them (values unchecked until the SAFE schema runs). */
export const draftTermsEntry = v.optional(
  v.strictObject(
    {
      variant: v.optional(v.unknown()),
      valuationCapDollars: v.optional(v.unknown()),
      discountPercent: v.optional(v.unknown()),
      proRata: v.optional(v.unknown()),
      /** Whole dollars; absent means "the funding goal". */
      maximumRaise: v.optional(v.unknown()),
    },
    'Send the SAFE terms as an object of their fields.',
  ),
);

export type DraftTermsInput = NonNullable<v.InferInput<typeof draftTermsEntry>>;

type DraftMoney = {
  terms?: DraftTermsInput | undefined;
  fundingGoal: number;
  minimumInvestment: number;
  endDate: string;
};

/** Dollars to cents, leaving anything that is not a number for the schema to word. */
const cents = (value: unknown) => (typeof value === 'number' ? Math.round(value * 100) : value);

/** Where a SAFE-schema field's message shows on the form. */
const FORM_KEY_OF: Record<string, string> = {
  variant: 'terms.variant',
  valuationCapDollars: 'terms.valuationCapDollars',
  discountPercent: 'terms.discountPercent',
  proRata: 'terms.proRata',
  maximumRaiseCents: 'terms.maximumRaise',
  fundingGoalCents: 'fundingGoal',
  minimumInvestmentCents: 'minimumInvestment',
  endDate: 'endDate',
};

/** The form keys the terms check may report on, in the order the form shows them. */
export const TERMS_FORM_KEYS = Object.values(FORM_KEY_OF);

function safeInputOf(draft: DraftMoney, terms: DraftTermsInput): Record<string, unknown> {
  return {
    variant: terms.variant,
    valuationCapDollars: terms.valuationCapDollars,
    discountPercent: terms.discountPercent,
    proRata: terms.proRata,
    minimumInvestmentCents: cents(draft.minimumInvestment),
    fundingGoalCents: cents(draft.fundingGoal),
    maximumRaiseCents: terms.maximumRaise === undefined ? undefined : cents(terms.maximumRaise),
    endDate: draft.endDate,
  };
}

/**
 * The SAFE schema's verdict on a draft's terms, as messages keyed by form field (the
 * first message per field). Empty when the draft has no terms or they are valid.
 */
export function draftTermsErrors(draft: DraftMoney): Record<string, string> {
  if (!draft.terms) return {};
  const result = v.safeParse(safeTermsSchema, safeInputOf(draft, draft.terms));
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.issues) {
    const key = v.getDotPath(issue);
    const formKey = (key && FORM_KEY_OF[key]) ?? 'terms.variant';
    errors[formKey] ??= issue.message;
  }
  return errors;
}

/** The stored SAFE terms (cents, defaults filled) of a draft whose terms are valid. */
export function storedTermsOf(draft: DraftMoney): SafeTerms | undefined {
  return draft.terms ? v.parse(safeTermsSchema, safeInputOf(draft, draft.terms)) : undefined;
}

/** The draft fields the terms check reads; it waits until each has no issue of its own. */
const READS = new Set(['terms', 'fundingGoal', 'minimumInvestment', 'endDate']);

function pathTo(
  value: Record<string, unknown>,
  formKey: string,
): [v.IssuePathItem, ...v.IssuePathItem[]] {
  const path: v.IssuePathItem[] = [];
  let input: unknown = value;
  for (const key of formKey.split('.')) {
    const record = (typeof input === 'object' && input !== null ? input : {}) as Record<
      string,
      unknown
    >;
    path.push({ type: 'object', origin: 'value', input: record, key, value: record[key] });
    input = record[key];
  }
  return path as [v.IssuePathItem, ...v.IssuePathItem[]];
}

/**
 * A pipe action for the draft object schema: the SAFE schema's messages, each on its form
 * field. It runs once the goal, minimum and end date are themselves valid (they have
 * their own messages otherwise), even while unrelated fields are still wrong, so every
 * mistake shows at once.
 */
export function draftTermsCheck<T extends DraftMoney>(): v.BaseValidation<
  T,
  T,
  v.BaseIssue<unknown>
> {
  return {
    kind: 'validation',
    type: 'draft_terms',
    reference: draftTermsCheck,
    async: false,
    expects: null,
    '~run'(dataset, config) {
      const value = dataset.value as unknown;
      if (typeof value !== 'object' || value === null) return dataset;
      const blocked = (dataset.issues ?? []).some((issue: v.BaseIssue<unknown>) =>
        READS.has(String(issue.path?.[0]?.key)),
      );
      if (blocked) return dataset;
      const draft = value as DraftMoney & Record<string, unknown>;
      for (const [formKey, message] of Object.entries(draftTermsErrors(draft))) {
        const issue: v.BaseIssue<unknown> = {
          kind: 'validation',
          type: 'draft_terms',
          input: draft,
          expected: null,
          received: 'invalid terms',
          message,
          path: pathTo(draft, formKey),
          lang: config.lang,
          abortEarly: config.abortEarly,
          abortPipeEarly: config.abortPipeEarly,
        };
        const untyped = dataset as unknown as { typed: boolean; issues?: v.BaseIssue<unknown>[] };
        untyped.typed = false;
        (untyped.issues ??= []).push(issue);
      }
      return dataset;
    },
  };
}

/** The form's terms values for stored terms (cents back to dollars). */
export function draftTermsInputOf(terms: SafeTerms): DraftTermsInput {
  return {
    variant: terms.variant,
    valuationCapDollars: terms.valuationCapDollars,
    discountPercent: terms.discountPercent,
    proRata: terms.proRata,
    maximumRaise: terms.maximumRaiseCents / 100,
  };
}
