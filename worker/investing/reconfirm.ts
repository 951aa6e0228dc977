/**
 * The investor reconfirms a commitment after a material change (17 CFR 227.304(c)):
 * allowed by the investment machine until the window's deadline; records
 * `investment.reconfirmed` (the money stays in escrow). Idempotent per key.
 */
import { FACT_OF_COMMAND, replayInvestment } from '../../machines/investment';
import type { InvestmentResponse } from '../../shared/investing/api';
import { ApiError } from '../http/api-error';
import { prepareAppend, readStream, type NewEvent, type StoredEvent } from '../event-store';
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

/** True when the stream's last reconfirmation carried this key (a repeat of it). */
function reconfirmedWith(facts: readonly StoredEvent[], key: string): boolean {
  const last = facts.findLast((f) => f.type === 'investment.reconfirmed');
  return (last?.payload as { idempotencyKey?: string } | undefined)?.idempotencyKey === key;
}

function refusalOf(row: CommitmentRow, facts: readonly StoredEvent[]): ApiError {
  if (facts.at(-1)?.type === 'investment.lapsed') {
    return new ApiError(
      409,
      'reconfirmation_lapsed',
      'The reconfirmation window ended: this commitment was cancelled and its money returned to your wallet.',
    );
  }
  if (row.status === 'cancelled') {
    return new ApiError(409, 'already_cancelled', 'This commitment is already cancelled.');
  }
  if (row.status === 'reconfirmation_required') {
    return new ApiError(
      409,
      'reconfirmation_closed',
      `The reconfirmation window ended at ${row.reconfirm_by ?? 'its deadline'}; this commitment can no longer be reconfirmed.`,
    );
  }
  return new ApiError(
    409,
    'not_awaiting_reconfirmation',
    `This commitment is ${row.status.replace('_', ' ')}; it has no change to reconfirm.`,
  );
}

/**
 * Reconfirms the investor's commitment `id`. Someone else's (or an unknown id) is a 404;
 * a repeat with the same key returns the reconfirmed commitment; a commitment with
 * nothing to reconfirm, a lapsed or cancelled one, or a window that ended is a 409.
 */
export async function reconfirmInvestment(
  db: D1Database,
  investor: Investor,
  id: string,
  idempotencyKey: string,
  now: Date,
): Promise<InvestmentResponse> {
  for (let attempt = 1; ; attempt += 1) {
    const row = await findCommitment(db, id);
    if (!row || row.investor_id !== investor.id) throw investmentNotFound();
    const facts = await readStream(db, id);
    if (row.status === 'committed' && reconfirmedWith(facts, idempotencyKey)) {
      return responseOf(db, row);
    }
    const snapshot = replayInvestment(
      { investorId: row.investor_id, offeringEndsAt: row.offering_ends_at },
      facts,
    );
    const at = now.toISOString();
    const command = {
      type: 'investment.reconfirm',
      actor: { id: investor.id, role: 'investor' },
      at,
    } as const;
    if (!snapshot.can(command)) throw refusalOf(row, facts);
    const event = {
      type: FACT_OF_COMMAND[command.type],
      occurredAt: at,
      payload: { idempotencyKey },
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
    const reconfirmed = await findCommitment(db, id);
    if (!reconfirmed) throw investmentNotFound();
    return responseOf(db, reconfirmed);
  }
}
