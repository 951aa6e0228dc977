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
import { prepareAppend, readStream, type NewEvent } from '../event-store';
import type { Investor } from './commit';
import { findCommitment, walletBalanceCents, type CommitmentRow } from './queries';
import { constraintOf, investmentNotFound } from './refusals';
import { investmentView, safeTextOf } from './views';

async function responseOf(db: D1Database, row: CommitmentRow): Promise<InvestmentResponse> {
  return {
    investment: investmentView(row),
    safeText: safeTextOf(row),
    balanceCents: await walletBalanceCents(db, row.investor_id),
  };
}

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
  for (let attempt = 1; ; attempt += 1) {
    const row = await findCommitment(db, id);
    if (!row || row.investor_id !== investor.id) throw investmentNotFound();
    if (row.status === 'cancelled' && row.cancel_key === idempotencyKey) return responseOf(db, row);
    const facts = await readStream(db, id);
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
    const event = {
      type: FACT_OF_COMMAND[command.type],
      occurredAt: at,
      payload: {
        idempotencyKey,
        reason: 'investor_request',
        transaction: cancelTransaction({ id: `cancel:${id}`, at }, money),
      },
    } as NewEvent;
    try {
      await db.batch(
        prepareAppend(db, {
          streamId: id,
          streamType: 'investment',
          expectedVersion: facts.at(-1)?.version ?? 0,
          actorId: investor.id,
          events: [event],
        }),
      );
    } catch (error) {
      // Another request moved the stream first (a double click): decide again on it.
      if (constraintOf(error) === 'stream_version' && attempt < 3) continue;
      throw error;
    }
    const cancelled = await findCommitment(db, id);
    if (!cancelled) throw investmentNotFound();
    return responseOf(db, cancelled);
  }
}
