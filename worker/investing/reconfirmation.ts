/**
 * The end of reconfirmation windows (17 CFR 227.304(c)): a commitment not reconfirmed by
 * its deadline is cancelled and its money returned (docs/money.md#reconfirmation).
 */
import { FACT_OF_COMMAND, replayInvestment } from '../../machines/investment';
import { cancelTransaction } from '../../shared/money/ledger-transactions';
import { paths } from '../../shared/routes';
import { prepareAppend, readStream, type NewEvent } from '../event-store';
import { lapsedNoticeStatement } from './reconfirmation-notice';
import { constraintOf } from './refusals';

interface DueRow {
  id: string;
  project_id: string;
  investor_id: string;
  investor_name: string;
  amount_cents: number;
  offering_ends_at: string;
  reconfirm_by: string;
  title: string;
  email: string | null;
}

/** What one run did: the commitments it lapsed (each exactly once, ever). */
export interface ExpireReport {
  at: string;
  lapsed: string[];
}

/**
 * Lapses every commitment whose reconfirmation window has ended by `now`: appends
 * `investment.lapsed` (its `cancel` transaction moves the amount from the offering's
 * escrow back to the investor's wallet, balanced, in the same batch) and queues the
 * investor's notice. Each commitment is appended at the version it was read, so two runs
 * at once, or a run racing the investor's own reconfirmation, lapse it at most once;
 * the loser skips it and a later run looks again. Safe to call as often as wanted.
 *
 * The closing job calls it before closing offerings, so a close never counts an
 * unconfirmed commitment (docs/money.md#reconfirmation).
 *
 * @param db the D1 database (`env.DB`)
 * @param now the time of the run; windows ending at or before it lapse
 * @param options.portfolioUrl the link in the notice (defaults to the path alone)
 */
export async function expireReconfirmations(
  db: D1Database,
  now: Date,
  options: { portfolioUrl?: string } = {},
): Promise<ExpireReport> {
  const at = now.toISOString();
  const { results } = await db
    .prepare(
      // The investor's name is read by id (a rename shows in the notice), the commitment's
      // copy only for a person with no profile.
      `SELECT c.id, c.project_id, c.investor_id,
         COALESCE(u.name, pr.full_name, c.investor_name) AS investor_name, c.amount_cents,
         c.offering_ends_at, c.reconfirm_by, p.title, COALESCE(u.email, au.email) AS email
       FROM commitments c JOIN projects p ON p.id = c.project_id
       LEFT JOIN platform_users u ON u.id = c.investor_id
       LEFT JOIN auth_users au ON au.id = c.investor_id
       LEFT JOIN profiles pr ON pr.id = c.investor_id
       WHERE c.status = 'reconfirmation_required' AND c.reconfirm_by <= ?
       ORDER BY c.reconfirm_by, c.id`,
    )
    .bind(at)
    .all<DueRow>();
  const lapsed: string[] = [];
  for (const row of results) {
    const facts = await readStream(db, row.id);
    const snapshot = replayInvestment(
      { investorId: row.investor_id, offeringEndsAt: row.offering_ends_at },
      facts,
    );
    const command = {
      type: 'investment.lapse',
      actor: { id: 'reconfirmation-window', role: 'system' },
      at,
    } as const;
    if (!snapshot.can(command)) continue;
    const money = {
      userId: row.investor_id,
      projectId: row.project_id,
      investmentId: row.id,
      cents: row.amount_cents,
    };
    const event = {
      type: FACT_OF_COMMAND[command.type],
      occurredAt: at,
      payload: {
        reconfirmBy: row.reconfirm_by,
        transaction: cancelTransaction({ id: `lapse:${row.id}`, at }, money),
      },
    } as NewEvent;
    const notice = row.email
      ? [
          lapsedNoticeStatement(db, {
            to: row.email,
            investorName: row.investor_name,
            issuer: row.title,
            amountCents: row.amount_cents,
            link: options.portfolioUrl ?? paths.investor.investments,
            now: at,
          }),
        ]
      : [];
    try {
      await db.batch([
        ...prepareAppend(db, {
          streamId: row.id,
          streamType: 'investment',
          expectedVersion: facts.at(-1)?.version ?? 0,
          actorId: null,
          events: [event],
        }),
        ...notice,
      ]);
      lapsed.push(row.id);
    } catch (error) {
      // Someone moved this commitment first (a reconfirmation, another run): skip it.
      if (constraintOf(error) === 'stream_version') continue;
      throw error;
    }
  }
  return { at, lapsed };
}
