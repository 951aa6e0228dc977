/**
 * Payloads of what a funded company did after its raise (stream type `conversion`, id
 * `conversion:<projectId>`; docs/after-the-raise.md). Each event carries the facts the
 * founder entered and the SAFE stack as it stood, so the conversion it implies is a pure
 * function of the event (shared/conversion) and a replay computes the same shares.
 */
import * as v from 'valibot';
import { uuidSchema } from '../uuid';

const id = uuidSchema;
const whole = (label: string, minimum: number) =>
  v.pipe(
    v.number(`Enter ${label}.`),
    v.safeInteger(`Enter ${label} as a whole number.`),
    v.minValue(minimum, `Enter ${label} of at least ${minimum}.`),
  );
const isoDay = (label: string) =>
  v.pipe(v.string(`Enter ${label}.`), v.isoDate(`Enter ${label} as YYYY-MM-DD.`));

export const idempotencyKeySchema = v.pipe(
  v.string('Send an idempotency key.'),
  v.minLength(8, 'The idempotency key is too short.'),
  v.maxLength(100, 'The idempotency key is too long.'),
);

/** One SAFE of the stack (shared/conversion/instruments.ts SafeInstrument). */
export const safeInstrumentSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  holder: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  purchaseCents: whole('the purchase amount', 1),
  valuationCapDollars: v.optional(whole('the valuation cap', 1)),
  discountPercent: v.optional(
    v.pipe(whole('the discount', 0), v.maxValue(99, 'Enter a discount below 100 %.')),
  ),
  mfn: v.optional(v.boolean()),
  issuedOn: isoDay('the issue date'),
  onPlatform: v.boolean(),
});

export const companySharesSchema = v.object({
  outstandingShares: whole('the shares outstanding', 1),
  optionsIssued: whole('the options issued', 0),
  unissuedPool: whole('the unissued pool', 0),
});

export const pricedRoundTermsSchema = v.object({
  preMoneyValuationDollars: whole('the pre-money valuation', 1),
  newMoneyCents: whole('the new money', 0),
  poolIncrease: whole('the pool increase', 0),
});

export const outsideSafeRecordedSchema = v.object({
  projectId: id,
  idempotencyKey: idempotencyKeySchema,
  safe: safeInstrumentSchema,
});

export const pricedRoundRecordedSchema = v.object({
  projectId: id,
  idempotencyKey: idempotencyKeySchema,
  occurredOn: isoDay('the date of the round'),
  company: companySharesSchema,
  round: pricedRoundTermsSchema,
  stack: v.array(safeInstrumentSchema),
});

export const liquidityRecordedSchema = v.object({
  projectId: id,
  idempotencyKey: idempotencyKeySchema,
  occurredOn: isoDay('the date of the sale'),
  company: companySharesSchema,
  proceedsCents: whole('the proceeds', 0),
  stack: v.array(safeInstrumentSchema),
});

export const dissolutionRecordedSchema = v.object({
  projectId: id,
  idempotencyKey: idempotencyKeySchema,
  occurredOn: isoDay('the date of the dissolution'),
  availableCents: whole('the amount available to the SAFEs', 0),
  stack: v.array(safeInstrumentSchema),
});

/** Spread into EVENT_SCHEMAS (shared/events.ts). */
export const CONVERSION_EVENT_SCHEMAS = {
  'conversion.outside_safe_recorded': {
    streamType: 'conversion',
    schema: outsideSafeRecordedSchema,
  },
  'conversion.priced_round_recorded': {
    streamType: 'conversion',
    schema: pricedRoundRecordedSchema,
  },
  'conversion.liquidity_recorded': { streamType: 'conversion', schema: liquidityRecordedSchema },
  'conversion.dissolution_recorded': {
    streamType: 'conversion',
    schema: dissolutionRecordedSchema,
  },
} as const;
