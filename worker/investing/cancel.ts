/**
 * Cancel a commitment: allowed by the investment machine until 48 hours before the
 * offering ends (17 CFR 227.304(a)); the money goes back from escrow to the wallet in
 * the same batch as the `investment.cancelled` event. Idempotent per key.
 */
import { FACT_OF_COMMAND, replayInvestment } from '../../machines/investment';
import type { InvestmentResponse } from '../../shared/investing/api';
import { cancelTransaction } from '../../shared/money/ledger-transactions';
import { cancellationCutoffAt } from '../../shared/money/reg-cf-dates';
import { ApiError } from '../http/api-error';
import type { NewEvent } from '../event-store';
import type { Investor } from './commit';
import { runInvestorCommand } from './investor-command';
import type { CommitmentRow } from './queries';

function refusalOf(row: CommitmentRow): ApiError {
  if (row.status === 'cancelled') {
    return new ApiError(409, 'already_cancelled', 'This commitment is already cancelled.');
  }
  if (row.status !== 'committed' && row.status !== 'reconfirmation_required') {
    return new ApiError(
      409,
      'invalid_transition',
      `A ${row.status} commitment cannot be cancelled.`,
    );
  }
  const cutoff = cancellationCutoffAt(row.offering_ends_at);
  return new ApiError(
    409,
    'cancellation_closed',
    `Commitments to this offering could be cancelled until ${cutoff}, 48 hours before it ends; this one stands.`,
  );
}

/**
 * Cancels the investor's commitment `id`. Someone else's (or an unknown id) is a 404;
 * a repeat with the same key returns the cancelled commitment; after the cut-off, or
 * once cancelled, a 409 that says why.
 */
export async function cancelInvestment(
  db: D1Database,
  investor: Investor,
  id: string,
  idempotencyKey: string,
  now: Date,
): Promise<InvestmentResponse> {
  return runInvestorCommand(db, investor, id, (row, facts) => {
    if (row.status === 'cancelled' && row.cancel_key === idempotencyKey) return null;
    const snapshot = replayInvestment(
      { investorId: row.investor_id, offeringEndsAt: row.offering_ends_at },
      facts,
    );
    const at = now.toISOString();
    const command = {
      type: 'investment.cancel',
      actor: { id: investor.id, role: 'investor' },
      at,
    } as const;
    if (!snapshot.can(command)) throw refusalOf(row);
    const money = {
      userId: investor.id,
      projectId: row.project_id,
      investmentId: id,
      cents: row.amount_cents,
    };
    return {
      type: FACT_OF_COMMAND[command.type],
      occurredAt: at,
      payload: {
        idempotencyKey,
        reason: 'investor_request',
        transaction: cancelTransaction({ id: `cancel:${id}`, at }, money),
      },
    } as NewEvent;
  });
}
