/**
 * The one way an investor's command on their own commitment runs (cancel, reconfirm):
 * read the row and its stream, let the command decide on them, append its fact at the
 * version read, answer with the commitment and the wallet. A request that lost a race to
 * another one on the same stream (a double click) decides again on the new stream.
 */
import type { InvestmentResponse } from '../../shared/investing/api';
import { prepareAppend, readStream, type NewEvent, type StoredEvent } from '../event-store';
import type { Investor } from './commit';
import { findCommitment, walletBalanceCents, type CommitmentRow } from './queries';
import { constraintOf, investmentNotFound } from './refusals';
import { investmentView, safeTextOf } from './views';

/** How many times a command decides again after losing a race on its stream. */
const ATTEMPTS = 3;

/** The answer of an investor's command: the commitment as it stands and the wallet. */
export async function investmentResponseOf(
  db: D1Database,
  row: CommitmentRow,
): Promise<InvestmentResponse> {
  return {
    investment: investmentView(row),
    safeText: safeTextOf(row),
    balanceCents: await walletBalanceCents(db, row.investor_id),
  };
}

/**
 * What a command makes of the commitment: the fact to append, or null when the request
 * repeats one already done (same idempotency key): it is answered with the row as is.
 * A refusal throws its ApiError.
 */
export type InvestorDecision = (
  row: CommitmentRow,
  facts: readonly StoredEvent[],
) => NewEvent | null;

/**
 * Runs `decide` on the investor's commitment `id` and appends its fact. Someone else's
 * commitment (or an unknown id) is a 404.
 */
export async function runInvestorCommand(
  db: D1Database,
  investor: Investor,
  id: string,
  decide: InvestorDecision,
): Promise<InvestmentResponse> {
  for (let attempt = 1; ; attempt += 1) {
    const row = await findCommitment(db, id);
    if (!row || row.investor_id !== investor.id) throw investmentNotFound();
    const facts = await readStream(db, id);
    const event = decide(row, facts);
    if (!event) return investmentResponseOf(db, row);
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
      if (constraintOf(error) === 'stream_version' && attempt < ATTEMPTS) continue;
      throw error;
    }
    const after = await findCommitment(db, id);
    if (!after) throw investmentNotFound();
    return investmentResponseOf(db, after);
  }
}
