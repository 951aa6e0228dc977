/**
 * The conversion API's bodies, answers and paths (worker/conversion/routes.ts;
 * docs/after-the-raise.md): the founder records what happened after the raise, each
 * investor reads what their SAFE became.
 */
import * as v from 'valibot';
import type { SafeInstrument } from './instruments';
import type { ConversionStatement } from './statement';
import { idempotencyKeySchema } from './events';
import { formatCount } from '../format';

const whole = (label: string, minimum: number) =>
  v.pipe(
    v.number(`Enter ${label}.`),
    v.safeInteger(`Enter ${label} as a whole number.`),
    v.minValue(minimum, `Enter ${label} of at least ${formatCount(minimum)}.`),
  );
const day = (label: string) =>
  v.pipe(v.string(`Enter ${label}.`), v.isoDate(`Enter ${label} as YYYY-MM-DD.`));

const companyFields = {
  outstandingShares: whole('the shares outstanding', 1),
  optionsIssued: whole('the options issued', 0),
};

/** POST …/conversion/priced-round */
export const pricedRoundRequestSchema = v.strictObject({
  idempotencyKey: idempotencyKeySchema,
  occurredOn: day('the date of the round'),
  ...companyFields,
  unissuedPool: whole('the unissued pool', 0),
  preMoneyValuationDollars: whole('the pre-money valuation', 1),
  newMoneyCents: whole('the new money', 1),
  poolIncrease: v.optional(whole('the pool increase', 0), 0),
});
export type PricedRoundRequest = v.InferOutput<typeof pricedRoundRequestSchema>;

/** POST …/conversion/liquidity */
export const liquidityRequestSchema = v.strictObject({
  idempotencyKey: idempotencyKeySchema,
  occurredOn: day('the date of the sale'),
  ...companyFields,
  proceedsCents: whole('the proceeds', 0),
});
export type LiquidityRequest = v.InferOutput<typeof liquidityRequestSchema>;

/** POST …/conversion/dissolution */
export const dissolutionRequestSchema = v.strictObject({
  idempotencyKey: idempotencyKeySchema,
  occurredOn: day('the date of the dissolution'),
  availableCents: whole('the amount available to the SAFEs', 0),
});
export type DissolutionRequest = v.InferOutput<typeof dissolutionRequestSchema>;

/** POST …/conversion/outside-safes: a SAFE the company sold outside the platform. */
export const outsideSafeRequestSchema = v.pipe(
  v.strictObject({
    idempotencyKey: idempotencyKeySchema,
    holder: v.pipe(
      v.string('Enter who holds the SAFE.'),
      v.trim(),
      v.minLength(1, 'Enter who holds the SAFE.'),
      v.maxLength(200, 'Keep the holder to 200 characters.'),
    ),
    purchaseCents: whole('the purchase amount', 1),
    valuationCapDollars: v.optional(whole('the valuation cap', 1)),
    discountPercent: v.optional(
      v.pipe(whole('the discount', 1), v.maxValue(99, 'Enter a discount below 100 %.')),
    ),
    mfn: v.optional(v.boolean('Say whether the SAFE has an MFN clause.'), false),
    issuedOn: day('the issue date'),
  }),
  v.forward(
    v.check(
      (s) => s.valuationCapDollars !== undefined || s.discountPercent !== undefined || s.mfn,
      'Enter a valuation cap, a discount, or mark the SAFE as MFN.',
    ),
    ['valuationCapDollars'],
  ),
);
export type OutsideSafeRequest = v.InferOutput<typeof outsideSafeRequestSchema>;

export type ConversionKind = 'priced_round' | 'liquidity' | 'dissolution';

/** One line of a cap table. */
export interface CapTableLine {
  holder: string;
  /** 'common' (founders), 'options', 'pool', 'safe', 'new_money'. */
  kind: 'common' | 'options' | 'pool' | 'safe' | 'new_money';
  shares: number;
  /** Percent of all shares, three decimals. */
  percent: string;
  /** A SAFE line's id: the investment id of a SAFE sold on the platform. */
  safeId?: string;
}

export interface CapTable {
  before: CapTableLine[];
  after: CapTableLine[];
}

/** The one event recorded for the project, with what it did to each SAFE. */
export interface ConversionOutcomeView {
  kind: ConversionKind;
  occurredOn: string;
  recordedAt: string;
  /** The round's price per share in dollars (four decimals), for a priced round. */
  roundPricePerShare: string | null;
}

export interface OutsideSafeView {
  id: string;
  holder: string;
  purchaseCents: number;
  valuationCapDollars: number | null;
  discountPercent: number | null;
  mfn: boolean;
  issuedOn: string;
}

/** GET /api/creator/projects/:id/conversion: the founder's whole picture. */
export interface FounderConversionResponse {
  projectId: string;
  funded: boolean;
  outsideSafes: OutsideSafeView[];
  /**
   * Every SAFE that converts (the offering's settled ones on its terms, then the outside
   * ones): the stack as it stands, or as it stood at the recorded event. The founder's
   * screen previews an event from it with the same pure functions the command uses.
   */
  safeStack: SafeInstrument[];
  outcome: ConversionOutcomeView | null;
  capTable: CapTable | null;
}

export type HoldingStatus = 'safe_outstanding' | 'converted' | 'cashed_out' | 'written_off';

/** One SAFE held by the investor, in the portfolio. */
export interface Holding {
  investmentId: string;
  projectTitle: string;
  projectSlug: string;
  committedAt: string;
  amountCents: number;
  instrument: string;
  status: HoldingStatus;
  shares: number | null;
  /** Cash paid to the investor by a liquidity event or dissolution. */
  payoutCents: number | null;
  valueCents: number;
  valueMethod: string;
}

/** GET /api/portfolio */
export interface PortfolioResponse {
  holdings: Holding[];
  totals: { costCents: number; valueCents: number; payoutCents: number };
}

/** GET /api/portfolio/:investmentId/conversion */
export interface InvestorConversionResponse {
  investmentId: string;
  projectTitle: string;
  outcome: ConversionOutcomeView;
  status: HoldingStatus;
  payoutCents: number | null;
  /** A priced round's statement; null for a liquidity event or dissolution. */
  statement: ConversionStatement | null;
  /** The investor's own line of the cap table, before and after. */
  capTable: CapTable | null;
}

/** A SAFE the founder entered from outside the platform, as anyone may see it (no holder). */
export interface PublicOutsideSafe {
  purchaseCents: number;
  valuationCapDollars: number | null;
  discountPercent: number | null;
  mfn: boolean;
  issuedOn: string;
}

/** GET /api/projects/:slug/outside-safes: what the offering page's simulator adds. */
export interface PublicOutsideSafesResponse {
  outsideSafes: PublicOutsideSafe[];
}

export { conversionPaths } from './paths';
