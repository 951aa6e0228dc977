/**
 * The closing fields of an investment answer (shared/closing/api.ts): when it became a
 * settled SAFE, and its refund timeline (initiated → returned to the wallet). Read from
 * the commitments columns of migration 0010, which `SELECT c.*` already returns.
 */
import type { InvestmentClosingFields, RefundTimeline } from '../../shared/closing/api';

interface ClosingColumns {
  amount_cents: number;
  settled_at?: string | null;
  refund_initiated_at?: string | null;
  refunded_at?: string | null;
  refund_reason?: string | null;
}

const REASONS = new Set<RefundTimeline['reason']>([
  'offering_failed',
  'offering_withdrawn',
  'reconfirmation_lapsed',
]);

export function investmentClosingFields(row: ClosingColumns): InvestmentClosingFields {
  const reason = row.refund_reason as RefundTimeline['reason'] | null | undefined;
  return {
    settledAt: row.settled_at ?? null,
    refund:
      row.refund_initiated_at && reason && REASONS.has(reason)
        ? {
            initiatedAt: row.refund_initiated_at,
            returnedAt: row.refunded_at ?? null,
            amountCents: row.amount_cents,
            reason,
          }
        : null,
  };
}
