/**
 * Wire types of the investing routes (wallet, investor profile, offerings, investments),
 * shared by the worker that answers them and the web app that calls them. Every amount
 * is integer cents; every timestamp an ISO 8601 string. The money model is described in
 * docs/money.md.
 */
import type { AccreditationView } from '../identity/check';
import * as v from 'valibot';
import type { InvestorProfile } from '../money/investor-profile';
import type { SafeVariant } from '../offering/safe-terms';

export { INVESTING_PATHS } from './paths';

/** One refund's timeline, for its investor (initiated → returned to wallet). */
export interface RefundTimeline {
  /** When the close started returning the money. */
  initiatedAt: string;
  /** When the money was back in the wallet (null while still in flight). */
  returnedAt: string | null;
  amountCents: number;
  /** Why: the offering failed, its creator withdrew it, or a reconfirmation lapsed. */
  reason: 'offering_failed' | 'offering_withdrawn' | 'reconfirmation_lapsed';
}

/** Fields each investment in GET /api/investments (and /:id) gains from closing (docs/money.md#settlement). */
export interface InvestmentClosingFields {
  /** When the commitment became a settled SAFE holding (funded close); else null. */
  settledAt: string | null;
  refund: RefundTimeline | null;
}

/**
 * An idempotency key: one per attempt (a click), reused when the same attempt is
 * retried, so a double click, a retried request or a second tab never moves money twice.
 */
export const idempotencyKeySchema = v.pipe(
  v.string('Send an idempotency key with every money command.'),
  v.regex(/^[A-Za-z0-9_-]{16,64}$/, 'The idempotency key must be 16–64 letters, digits, - or _.'),
);

/** POST /api/wallet/deposits */
export const depositRequestSchema = v.strictObject({
  amountCents: v.pipe(
    v.number('Enter the amount to add.'),
    v.safeInteger('The amount must be a whole number of cents.'),
    v.minValue(100, 'Add at least $1.00.'),
    v.maxValue(100_000_000, 'Add at most $1,000,000.00 at a time.'),
  ),
  idempotencyKey: idempotencyKeySchema,
});
export type DepositRequest = v.InferOutput<typeof depositRequestSchema>;

/**
 * What a Reg CF portal must have the investor acknowledge before they commit
 * (17 CFR 227.303(b)(2)): each one ticked, or the commitment is refused. The messages
 * are the form's, so the server's refusal reads as the page's own.
 */
export const COMMIT_ACKNOWLEDGEMENT_MESSAGES = {
  acknowledgesRiskOfLoss: 'Confirm that you understand you can lose all of this investment.',
  acknowledgesResaleRestriction:
    'Confirm that you understand you cannot freely resell these securities for a year.',
  acknowledgesCancellationDeadline:
    'Confirm that you understand until when you can cancel this commitment.',
} as const;

export type CommitAcknowledgement = keyof typeof COMMIT_ACKNOWLEDGEMENT_MESSAGES;

/** One acknowledgement: true, or refused with its own sentence (also when it is missing). */
const acknowledgement = (message: string) =>
  v.pipe(
    v.optional(v.boolean(message), false),
    v.check((value) => value, message),
    v.transform(() => true as const),
  );

const commitAcknowledgementsSchema = v.strictObject({
  acknowledgesRiskOfLoss: acknowledgement(COMMIT_ACKNOWLEDGEMENT_MESSAGES.acknowledgesRiskOfLoss),
  acknowledgesResaleRestriction: acknowledgement(
    COMMIT_ACKNOWLEDGEMENT_MESSAGES.acknowledgesResaleRestriction,
  ),
  acknowledgesCancellationDeadline: acknowledgement(
    COMMIT_ACKNOWLEDGEMENT_MESSAGES.acknowledgesCancellationDeadline,
  ),
});

/** POST /api/investments: commit to an offering and sign its SAFE. */
export const commitRequestSchema = v.strictObject({
  projectId: v.pipe(
    v.string('Say which project you invest in.'),
    v.minLength(1, 'Say which project you invest in.'),
    v.maxLength(200, 'That is not a project id.'),
  ),
  amountCents: v.pipe(
    v.number('Enter the amount to invest.'),
    v.safeInteger('The amount must be a whole number of cents.'),
    v.minValue(1, 'Enter an amount above $0.'),
  ),
  /** The investor's full legal name, as it appears on the SAFE. */
  legalName: v.pipe(
    v.string('Enter your full legal name.'),
    v.trim(),
    v.minLength(2, 'Enter your full legal name.'),
    v.maxLength(120, 'Your legal name can be at most 120 characters.'),
    v.regex(/^[^\p{Cc}]*$/u, 'Your legal name must be one line of plain text.'),
  ),
  /** The typed signature; it must match the legal name (case-insensitive). */
  signature: v.pipe(
    v.string('Type your name to sign.'),
    v.trim(),
    v.minLength(2, 'Type your name to sign.'),
    v.maxLength(120, 'Type your name as it appears above to sign.'),
  ),
  consentToElectronicSignature: v.literal(true, 'Agree to sign electronically to continue.'),
  ...commitAcknowledgementsSchema.entries,
  idempotencyKey: idempotencyKeySchema,
});
export type CommitRequest = v.InferOutput<typeof commitRequestSchema>;

/** POST /api/investments/:id/cancel */
export const cancelRequestSchema = v.strictObject({ idempotencyKey: idempotencyKeySchema });

import type { InvestmentStatus } from '../api';

export type { InvestmentStatus };

/** How money enters a wallet here: a simulated bank transfer that settles at once. */
export interface PaymentRail {
  id: 'simulated-bank-transfer';
  simulated: true;
  /** Shown beside every deposit: no real money moves. */
  notice: string;
}

export interface WalletEntry {
  id: string;
  kind: 'deposit' | 'commit' | 'cancel' | 'refund';
  /** Signed change to the wallet: deposits and cancellations positive, commitments negative. */
  amountCents: number;
  at: string;
  projectTitle?: string;
}

/** GET /api/wallet, and the answer to a deposit. */
export interface WalletResponse {
  balanceCents: number;
  entries: WalletEntry[];
  rail: PaymentRail;
}

/** GET/PUT /api/investor/profile */
export interface InvestorProfileResponse {
  profile: InvestorProfile | null;
  /** The 12-month Reg CF limit; null means no limit (accredited). */
  limitCents: number | null;
  /** Invested here in the last 12 months plus what the profile states elsewhere. */
  investedLast12MonthsCents: number;
  remainingLimitCents: number | null;
  /** The accredited self-certification; lapsed after 12 months (docs/identity.md). */
  accreditation: AccreditationView | null;
}

/** An offering's terms and progress, as the invest flow needs them. */
export interface OfferingView {
  projectId: string;
  slug: string;
  title: string;
  /** The issuer, as named on the SAFE. */
  companyName: string;
  variant: SafeVariant;
  valuationCapDollars: number | null;
  discountPercent: number | null;
  proRata: boolean;
  minimumInvestmentCents: number;
  fundingGoalCents: number;
  maximumRaiseCents: number;
  committedCents: number;
  investorCount: number;
  /** Room left under the maximum raise. */
  remainingCents: number;
  endsAt: string;
  /** Commitments can be cancelled until this time (48 hours before the end). */
  cancellationCutoffAt: string;
  open: boolean;
}

/** GET /api/projects/:slug/offering */
export interface OfferingResponse {
  offering: OfferingView;
}

export interface InvestmentView extends InvestmentClosingFields {
  id: string;
  projectId: string;
  projectSlug: string;
  projectTitle: string;
  coverImage: string;
  amountCents: number;
  status: InvestmentStatus;
  committedAt: string;
  cancelledAt: string | null;
  offeringEndsAt: string;
  cancellationCutoffAt: string;
  /** Equity this amount buys at the SAFE's cap, percent; null without a cap. */
  equityPercent: number | null;
  safe: {
    templateId: string;
    templateVersion: string;
    sha256: string;
    /** The investor's legal name as signed (the typed signature matched it). */
    signedBy: string;
  };
  /** While a material change awaits this investor's reconfirmation: its deadline. */
  reconfirmBy?: string | null;
}

/** GET /api/investments */
export interface InvestmentListResponse {
  investments: InvestmentView[];
}

/** GET /api/investments/:id, POST /api/investments, POST .../cancel */
export interface InvestmentResponse {
  investment: InvestmentView;
  /** The signed SAFE as rendered at commit; its SHA-256 is investment.safe.sha256. */
  safeText: string;
  balanceCents: number;
}
