/**
 * Wire contract of the public offering history (`GET /api/projects/:slug/history`): an
 * append-only timeline folded from the project's events (docs/events.md). It carries
 * aggregate facts only (counts, totals of the offering, milestones), never who invested
 * or how much one investor put in. There is no write route: a correction is a new event,
 * so an entry, once shown, stays.
 */

/** Paths of the history API, spelled once for both sides. */
export const HISTORY_PATHS = {
  history: (slug: string) => `/api/projects/${encodeURIComponent(slug)}/history`,
} as const;

/** The offering terms a change can touch, by their wire names. */
export const HISTORY_TERM_FIELDS = [
  'variant',
  'valuationCapDollars',
  'discountPercent',
  'minimumInvestmentCents',
  'fundingGoalCents',
  'maximumRaiseCents',
  'endDate',
  'proRata',
] as const;
export type HistoryTermField = (typeof HISTORY_TERM_FIELDS)[number];

/** One term as it was and as it became; `null` when the term is absent on that side. */
export interface TermChange {
  field: HistoryTermField;
  from: string | number | boolean | null;
  to: string | number | boolean | null;
}

/**
 * Why a batch of refunds was issued: the goal was not met, the creator withdrew the
 * live offering before its deadline, a reconfirmation lapsed, or another refund.
 */
export type RefundReason = 'offering_failed' | 'offering_withdrawn' | 'not_reconfirmed' | 'refund';

/**
 * How an offering closed: funded, failed at its deadline, or withdrawn by its creator
 * before it (`project.offering_withdrawn`, also a failed close: every commitment refunded).
 */
export type ClosedOutcome = 'funded' | 'failed' | 'withdrawn';

/** One fact of the timeline; `at` is when it happened (ISO 8601). */
export type HistoryEntry =
  | { kind: 'listed'; at: string }
  | {
      /** A change of the live offering's terms: old → new. */
      kind: 'terms_changed';
      at: string;
      changes: TermChange[];
      /** Material: committed investors must reconfirm, or are refunded. */
      material: boolean;
      /** When material: the end of the reconfirmation window. */
      reconfirmBy: string | null;
      /** How many commitments were asked to reconfirm (a count, never who). */
      reconfirmations: number;
    }
  | {
      /** Commitments (net of cancellations and refunds) first reached this share of the goal. */
      kind: 'goal_reached';
      at: string;
      percent: 50 | 100;
      goalCents: number;
    }
  | { kind: 'early_close_noticed'; at: string; newEndsAt: string }
  | { kind: 'closed'; at: string; outcome: ClosedOutcome }
  | {
      kind: 'settled';
      at: string;
      outcome: 'funded' | 'failed';
      raisedCents: number;
      investorCount: number;
      refundCount: number;
    }
  | {
      /** Refunds issued together (same reason, same UTC day): how many, never to whom. */
      kind: 'refunds_issued';
      at: string;
      count: number;
      reason: RefundReason;
    };

export type HistoryEntryKind = HistoryEntry['kind'];

/** GET /api/projects/:slug/history: oldest entry first. */
export interface HistoryResponse {
  slug: string;
  entries: HistoryEntry[];
}
