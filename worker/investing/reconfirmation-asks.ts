/**
 * What a material change (17 CFR 227.304(c)) asks of the open commitments: each
 * `committed` or already `reconfirmation_required` commitment gets
 * `investment.reconfirmation_required` with the deadline, and its investor the "reconfirm
 * by" mail. The caller writes these in the same D1 batch as the change itself, so no
 * investor is left unasked and none asked twice (docs/money.md#reconfirmation). Shared by
 * a terms change and a change of the disclosures after going live.
 */
import { FACT_OF_COMMAND, investmentSnapshotOf } from '../../machines/investment';
import type { AppendInput, NewEvent } from '../event-store';
import { reconfirmNoticeStatement } from './reconfirmation-notice';

export interface OpenCommitment {
  id: string;
  investor_id: string;
  investor_name: string;
  amount_cents: number;
  status: 'committed' | 'reconfirmation_required';
  offering_ends_at: string;
  reconfirm_by: string | null;
  version: number;
  email: string | null;
}

/** The project's commitments still open (committed, or awaiting a reconfirmation). */
export async function openCommitments(db: D1Database, projectId: string) {
  const { results } = await db
    .prepare(
      `SELECT c.id, c.investor_id,
         COALESCE(u.name, pr.full_name, c.investor_name) AS investor_name, c.amount_cents,
         c.status, c.offering_ends_at,
         c.reconfirm_by, c.version, COALESCE(u.email, au.email) AS email FROM commitments c
       LEFT JOIN platform_users u ON u.id = c.investor_id
       LEFT JOIN auth_users au ON au.id = c.investor_id
       LEFT JOIN profiles pr ON pr.id = c.investor_id
       WHERE c.project_id = ? AND c.status IN ('committed', 'reconfirmation_required')
       ORDER BY c.committed_at, c.id`,
    )
    .bind(projectId)
    .all<OpenCommitment>();
  return results;
}

export interface ReconfirmationAskInput {
  projectId: string;
  actorId: string;
  at: string;
  /** The deadline; null (not material) asks nothing. */
  reconfirmBy: string | null;
  offeringEndsAt: string;
  /** The offering's terms version the commitments are asked on. */
  termsVersion: number;
  notice: { issuer: string; changes: string[]; link: string; changedWhat?: string };
}

/** The appends and mails asking each of `rows` to reconfirm. */
export function reconfirmationAsks(
  db: D1Database,
  rows: readonly OpenCommitment[],
  input: ReconfirmationAskInput,
): { appends: (AppendInput & { expectedVersion: number })[]; notices: D1PreparedStatement[] } {
  const appends: (AppendInput & { expectedVersion: number })[] = [];
  const notices: D1PreparedStatement[] = [];
  const { reconfirmBy } = input;
  if (!reconfirmBy) return { appends, notices };
  for (const row of rows) {
    const command = {
      type: 'investment.requireReconfirmation',
      actor: { id: 'terms-change', role: 'system' },
      at: input.at,
      reconfirmBy,
      offeringEndsAt: input.offeringEndsAt,
    } as const;
    const snapshot = investmentSnapshotOf({
      status: row.status,
      investorId: row.investor_id,
      offeringEndsAt: row.offering_ends_at,
      reconfirmBy: row.reconfirm_by,
    });
    if (!snapshot.can(command)) continue;
    appends.push({
      streamId: row.id,
      streamType: 'investment',
      expectedVersion: row.version,
      actorId: input.actorId,
      events: [
        {
          type: FACT_OF_COMMAND[command.type],
          occurredAt: input.at,
          payload: {
            projectId: input.projectId,
            reconfirmBy,
            offeringEndsAt: input.offeringEndsAt,
            termsVersion: input.termsVersion,
          },
        } as NewEvent,
      ],
    });
    if (row.email) {
      notices.push(
        reconfirmNoticeStatement(db, {
          to: row.email,
          investorName: row.investor_name,
          issuer: input.notice.issuer,
          amountCents: row.amount_cents,
          changes: input.notice.changes,
          reconfirmBy,
          link: input.notice.link,
          now: input.at,
          ...(input.notice.changedWhat ? { changedWhat: input.notice.changedWhat } : {}),
        }),
      );
    }
  }
  return { appends, notices };
}
