/**
 * The investor reconfirms a commitment after a material change (17 CFR 227.304(c)):
 * allowed by the investment machine until the window's deadline; records
 * `investment.reconfirmed` (the money stays in escrow). Idempotent per key.
 */
import { FACT_OF_COMMAND, replayInvestment } from '../../machines/investment';
import type { InvestmentResponse } from '../../shared/investing/api';
import { ApiError } from '../http/api-error';
import type { NewEvent, StoredEvent } from '../event-store';
import type { Investor } from './commit';
import { runInvestorCommand } from './investor-command';
import type { CommitmentRow } from './queries';

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
  return runInvestorCommand(db, investor, id, (row, facts) => {
    if (row.status === 'committed' && reconfirmedWith(facts, idempotencyKey)) return null;
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
    return {
      type: FACT_OF_COMMAND[command.type],
      occurredAt: at,
      payload: { idempotencyKey },
    } as NewEvent;
  });
}
