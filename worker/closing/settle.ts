/**
 * Closing one offering (docs/money.md#settlement): funded when committed ≥ goal at the
 * deadline, else failed. A durable job of idempotent steps, each one D1 batch:
 *
 * 1. start: `offering.settlement_started` (a funded close carries the release: escrow →
 *    founder payout less the 5 % fee, fee → platform revenue) and the `settlements` row,
 *    whose primary key refuses a second start;
 * 2. chunks: the next open commitments, each `investment.settled` (funded) or
 *    `investment.refunded` (failed, escrow → wallet) with its notice, appended at the
 *    version the commitment row shows, so a re-run or a race writes nothing twice;
 * 3. finish: `offering.settled` and the lifecycle fact (`project.funded` / `project.failed`)
 *    at the project's version.
 *
 * A creator's withdrawal of a live offering (worker/projects/withdraw-offering.ts) is a failed close that
 * starts early: its start step lands with `project.offering_withdrawn` (the lifecycle ends
 * there), its refunds say `offering_withdrawn`, and its finish records no lifecycle fact.
 *
 * The state lives in the read models the steps write, so a crash between steps leaves a
 * consistent ledger and the next run resumes where the last batch committed.
 */
import { investmentSnapshotOf } from '../../machines/investment';
import { OFFERING_FACT_OF_COMMAND } from '../../machines/offering';
import { lifecycleSnapshotOf } from '../../machines/project-lifecycle';
import type { SettlementOutcome } from '../../shared/closing/events';
import {
  refundTransaction,
  releaseSplit,
  releaseTransaction,
} from '../../shared/money/ledger-transactions';
import { prepareAppend, streamVersion, type NewEvent } from '../event-store';
import { offeringStreamId } from '../investing/events';
import { offeringOf, withdrawnBeforeClose } from './offering-state';
import {
  awaitingReconfirmation,
  closingProject,
  openCommitments,
  settledInvestorCount,
  settlementOf,
  type ClosingProject,
  type OpenCommitmentRow,
} from './queries';

/** One step of a close, as the `beforeStep` hook sees it (tests throw here to crash). */
export interface ClosingStep {
  projectId: string;
  kind: 'start' | 'chunk' | 'finish';
  /** 0-based count of steps this run took for this offering. */
  index: number;
}

export interface CloseOptions {
  /** Commitments per chunk step (default 25: one batch stays small). */
  chunkSize?: number;
  /** Where notices link to (the portfolio page is appended). */
  siteOrigin?: string;
  beforeStep?: (step: ClosingStep) => void | Promise<void>;
}

export type CloseResult =
  | { projectId: string; status: 'closed'; outcome: SettlementOutcome }
  | { projectId: string; status: 'already_closed'; outcome: SettlementOutcome }
  | { projectId: string; status: 'not_due' | 'awaiting_reconfirmation' | 'not_live' };

const SYSTEM = { id: 'system', role: 'system' } as const;

function outcomeOf(project: ClosingProject): SettlementOutcome {
  return project.committedCents > 0 && project.committedCents >= project.goalCents
    ? 'funded'
    : 'failed';
}

/**
 * The fact that starts a close: `offering.settlement_started`, its outcome decided. A
 * funded close carries the release transaction; a failed one (and a withdrawal) none.
 */
export function settlementStartedEvent(
  project: ClosingProject,
  outcome: SettlementOutcome,
  at: string,
): NewEvent {
  const raised = outcome === 'funded' ? project.committedCents : 0;
  const split = outcome === 'funded' ? releaseSplit(raised) : null;
  return {
    // The same fact whether the deadline or the creator closes it (the machine's
    // offering.startClose and offering.withdraw).
    type: OFFERING_FACT_OF_COMMAND['offering.startClose'],
    occurredAt: at,
    payload: {
      projectId: project.id,
      outcome,
      raisedCents: raised,
      feeCents: split?.feeCents ?? 0,
      netCents: split?.payoutCents ?? 0,
      ...(split
        ? {
            transaction: releaseTransaction(
              { id: `release:${project.id}`, at },
              project.id,
              raised,
            ),
          }
        : {}),
    },
  } as NewEvent;
}

/**
 * Aborts the start's batch when a commitment, cancel or lapse moved the offering since the
 * close read it (released_cents would go negative, its CHECK refuses): the outcome and the
 * release were decided on that read, and a stale release would leave the newcomer's money
 * in escrow. The run then fails and the next one reads again (docs/money.md#settlement).
 */
function unchangedSinceRead(db: D1Database, project: ClosingProject): D1PreparedStatement {
  return db
    .prepare(
      'UPDATE offerings SET released_cents = -1 WHERE project_id = ? AND committed_cents <> ?',
    )
    .bind(project.id, project.committedCents);
}

async function start(
  db: D1Database,
  project: ClosingProject,
  outcome: SettlementOutcome,
  at: string,
) {
  const streamId = offeringStreamId(project.id);
  await db.batch([
    unchangedSinceRead(db, project),
    ...prepareAppend(db, {
      streamId,
      streamType: 'offering',
      expectedVersion: await streamVersion(db, streamId),
      actorId: null,
      events: [settlementStartedEvent(project, outcome, at)],
    }),
  ]);
}

function closeCommitment(
  db: D1Database,
  project: ClosingProject,
  outcome: SettlementOutcome,
  row: OpenCommitmentRow,
  at: string,
): D1PreparedStatement[] {
  const command = outcome === 'funded' ? 'investment.settle' : 'investment.refund';
  const snapshot = investmentSnapshotOf({
    status: row.status,
    investorId: row.investor_id,
    offeringEndsAt: row.offering_ends_at,
  });
  if (!snapshot.can({ type: command, actor: SYSTEM, at })) {
    throw new Error(`The investment machine refuses ${command} for ${row.id} (${row.status}).`);
  }
  const payload =
    outcome === 'funded'
      ? {
          projectId: project.id,
          amountCents: row.amount_cents,
          releaseTransactionId: `release:${project.id}`,
        }
      : {
          projectId: project.id,
          investorId: row.investor_id,
          reason: withdrawnBeforeClose(project) ? 'offering_withdrawn' : 'offering_failed',
          initiatedAt: at,
          transaction: refundTransaction(
            { id: `refund:${row.id}`, at },
            {
              userId: row.investor_id,
              projectId: project.id,
              investmentId: row.id,
              cents: row.amount_cents,
            },
          ),
        };
  const event = {
    type: outcome === 'funded' ? 'investment.settled' : 'investment.refunded',
    occurredAt: at,
    payload,
  } as NewEvent;
  const statements = prepareAppend(db, {
    streamId: row.id,
    streamType: 'investment',
    expectedVersion: row.version,
    actorId: null,
    events: [event],
  });
  // The investor's notification and mail come from the event's projection (worker/notify).
  return statements;
}

async function finish(
  db: D1Database,
  project: ClosingProject,
  outcome: SettlementOutcome,
  at: string,
) {
  const settlement = await settlementOf(db, project.id);
  if (!settlement) throw new Error(`No settlement started for ${project.id}.`);
  const finishing = { type: 'offering.finish', actor: SYSTEM, at } as const;
  if (!offeringOf(project, settlement)?.can(finishing)) {
    throw new Error(`The offering machine refuses offering.finish for ${project.id}.`);
  }
  const streamId = offeringStreamId(project.id);
  const settled: NewEvent = {
    type: OFFERING_FACT_OF_COMMAND[finishing.type],
    occurredAt: at,
    payload: {
      projectId: project.id,
      outcome,
      raisedCents: settlement.raised_cents,
      feeCents: settlement.fee_cents,
      netCents: settlement.net_cents,
      investorCount: outcome === 'funded' ? await settledInvestorCount(db, project.id) : 0,
      refundCount: settlement.refund_count,
    },
  };
  const offeringAppend = prepareAppend(db, {
    streamId,
    streamType: 'offering',
    expectedVersion: await streamVersion(db, streamId),
    actorId: null,
    events: [settled],
  });
  // A withdrawn offering's lifecycle ended when it was withdrawn: nothing more to record.
  if (withdrawnBeforeClose(project)) {
    await db.batch(offeringAppend);
    return;
  }
  const fact = outcome === 'funded' ? 'project.markFunded' : 'project.markFailed';
  if (!lifecycleSnapshotOf(project).can({ type: fact, actor: SYSTEM })) {
    throw new Error(`The lifecycle machine refuses ${fact} for ${project.id} (${project.status}).`);
  }
  await db.batch([
    ...offeringAppend,
    ...prepareAppend(db, {
      streamId: project.id,
      streamType: 'project',
      expectedVersion: project.version,
      actorId: null,
      events: [
        {
          type: outcome === 'funded' ? 'project.funded' : 'project.failed',
          occurredAt: at,
          payload: {},
        },
      ],
    }),
  ]);
}

/**
 * Closes the offering of `projectId` if its deadline has passed at `now`, resuming a
 * close a crash interrupted (a withdrawal's included, whatever its deadline); a closed
 * offering is left as it is.
 */
export async function closeOffering(
  db: D1Database,
  projectId: string,
  now: Date,
  options: CloseOptions = {},
): Promise<CloseResult> {
  const at = now.toISOString();
  const project = await closingProject(db, projectId);
  if (!project) return { projectId, status: 'not_live' };
  let settlement = await settlementOf(db, projectId);
  if (settlement?.status === 'done') {
    return { projectId, status: 'already_closed', outcome: settlement.outcome };
  }
  let index = 0;
  const step = async (kind: ClosingStep['kind']) => {
    await options.beforeStep?.({ projectId, kind, index });
    index += 1;
  };
  if (!settlement) {
    // The offering machine decides: a live offering (open or early close noticed) starts
    // its close at its deadline, by the system.
    const offering = offeringOf(project, null);
    if (!offering) return { projectId, status: 'not_live' };
    const outcome = outcomeOf(project);
    if (!offering.can({ type: 'offering.startClose', actor: SYSTEM, at, outcome })) {
      return { projectId, status: 'not_due' };
    }
    // A funded close never settles an unconfirmed commitment: it waits for the window.
    if (outcome === 'funded' && (await awaitingReconfirmation(db, projectId)) > 0) {
      return { projectId, status: 'awaiting_reconfirmation' };
    }
    await step('start');
    await start(db, project, outcome, at);
    settlement = await settlementOf(db, projectId);
    if (!settlement) throw new Error(`The settlement of ${projectId} did not start.`);
  }
  const outcome = settlement.outcome;
  for (;;) {
    const rows = await openCommitments(db, projectId, options.chunkSize ?? 25);
    if (rows.length === 0) break;
    await step('chunk');
    await db.batch(rows.flatMap((row) => closeCommitment(db, project, outcome, row, at)));
  }
  await step('finish');
  await finish(db, project, outcome, at);
  return { projectId, status: 'closed', outcome };
}
