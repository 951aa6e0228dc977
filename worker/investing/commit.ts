/**
 * Commit and sign: the investor puts money from their wallet into an offering's escrow
 * under a SAFE rendered from the offering's terms. The investment machine decides
 * whether a commitment may start; the rules it cannot see (minimum, maximum raise, the
 * investor's Reg CF limit, the balance) are pre-checked here for a precise refusal and
 * enforced again by the constraints of migration 0007 inside the one D1 batch that
 * appends the event, posts the ledger and queues the notice (docs/money.md#concurrency).
 */
import { normalizeName, signatureMatches } from '../../shared/investing/signature';
import { FACT_OF_COMMAND, replayInvestment } from '../../machines/investment';
import type { CommitRequest, InvestmentResponse } from '../../shared/investing/api';
import { commitTransaction } from '../../shared/money/ledger-transactions';
import { remainingLimitCents } from '../../shared/money/reg-cf';
import {
  renderAndHashSafe,
  safeDocumentDataOf,
  sha256Hex,
} from '../../shared/offering/safe-document';
import { prepareAppend, type NewEvent } from '../event-store';
import { effectiveProfileOf } from '../identity/accreditation';
import { checkReservationPriority } from './reservations/priority';
import { offeringStreamId } from './events';
import { commitmentNoticeStatement } from './notice';
import { defaultTermsEvent, findPublicOffering, isOpen, type Offering } from './offering';
import {
  findCommitment,
  findCommitmentByKey,
  findInvestorProfile,
  investedLast12MonthsCents,
  walletBalanceCents,
  type CommitmentRow,
} from './queries';
import * as refuse from './refusals';
import { constraintOf } from './refusals';
import { investmentView, safeTextOf } from './views';

/** The signed-in investor a money command runs for. */
export interface Investor {
  id: string;
  email: string;
  /** The name events carry (the profile name, else the email's local part). */
  name: string;
}

export interface CommandOptions {
  now: Date;
  /** The portfolio page the notice links to. */
  portfolioUrl: string;
}

/** `created` is false when an earlier attempt with the same key already committed. */
export interface CommitOutcome {
  created: boolean;
  response: InvestmentResponse;
}

function requestHash(request: CommitRequest): Promise<string> {
  return sha256Hex(
    JSON.stringify([
      request.projectId,
      request.amountCents,
      request.legalName,
      normalizeName(request.signature),
    ]),
  );
}

async function responseOf(db: D1Database, row: CommitmentRow): Promise<InvestmentResponse> {
  return {
    investment: investmentView(row),
    safeText: safeTextOf(row),
    balanceCents: await walletBalanceCents(db, row.investor_id),
  };
}

/** A repeat of an attempt: the original result, or 422 when the key came with another body. */
async function replayed(db: D1Database, row: CommitmentRow, hash: string): Promise<CommitOutcome> {
  if (row.request_hash !== hash) throw refuse.keyReused();
  return { created: false, response: await responseOf(db, row) };
}

/** The figures the rules compare against, as they stand now. */
async function figures(db: D1Database, investor: Investor, offering: Offering, now: Date) {
  const [stated, invested, balance] = await Promise.all([
    findInvestorProfile(db, investor.id),
    investedLast12MonthsCents(db, investor.id, now),
    walletBalanceCents(db, investor.id),
  ]);
  // Accredited lifts the limit only while its certification is current (docs/identity.md).
  const profile = await effectiveProfileOf(db, investor.id, stated, now);
  return {
    profile,
    remainingLimit: profile ? remainingLimitCents(profile, invested) : 0,
    balance,
    room: Math.max(0, offering.terms.maximumRaiseCents - offering.committedCents),
  };
}

/** Every rule in the order an investor can act on them; throws the first one broken. */
async function checkRules(
  db: D1Database,
  investor: Investor,
  offering: Offering,
  amount: number,
  now: Date,
) {
  const f = await figures(db, investor, offering, now);
  if (!f.profile) throw refuse.profileRequired();
  if (amount < offering.terms.minimumInvestmentCents) {
    throw refuse.belowMinimum(offering.title, offering.terms.minimumInvestmentCents);
  }
  if (amount > f.room) throw refuse.overMaximumRaise(f.room);
  if (f.remainingLimit !== null && amount > f.remainingLimit) {
    throw refuse.overInvestorLimit(f.remainingLimit);
  }
  if (amount > f.balance) throw refuse.insufficientFunds(f.balance);
}

async function loadOpenOffering(db: D1Database, investor: Investor, projectId: string, now: Date) {
  const offering = await findPublicOffering(db, { id: projectId });
  if (!offering) throw refuse.offeringNotFound();
  const pending = replayInvestment(
    { investorId: investor.id, offeringEndsAt: offering.endsAt },
    [],
  );
  const allowed = pending.can({
    type: 'investment.commit',
    actor: { id: investor.id, role: 'investor' },
    at: now.toISOString(),
  });
  if (!allowed || !isOpen(offering, now)) throw refuse.offeringClosed(offering.endsAt);
  return offering;
}

/** Turns a batch the database refused into the rule's refusal, with today's figure. */
async function refusalOf(
  db: D1Database,
  error: unknown,
  investor: Investor,
  projectId: string,
  now: Date,
) {
  const constraint = constraintOf(error);
  if (constraint === 'offering_not_open') {
    const offering = await findPublicOffering(db, { id: projectId });
    return refuse.offeringClosed(offering?.endsAt ?? now.toISOString());
  }
  const offering = await findPublicOffering(db, { id: projectId });
  if (!offering) return refuse.offeringNotFound();
  const f = await figures(db, investor, offering, now);
  if (constraint === 'maximum_raise') return refuse.overMaximumRaise(f.room);
  if (constraint === 'balance') return refuse.insufficientFunds(f.balance);
  if (constraint === 'investor_limit') {
    return f.profile ? refuse.overInvestorLimit(f.remainingLimit ?? 0) : refuse.profileRequired();
  }
  return null;
}

/**
 * Aborts the batch once the offering's close has started (docs/money.md#settlement): it
 * copies the settlement row, if there is one, onto itself, which the primary key refuses
 * (`UNIQUE constraint failed: settlements.project_id`, read as `offering_not_open`).
 * Without it a commitment whose request began before the deadline could land after the
 * release and be settled with its money left in escrow.
 */
function closeNotStarted(db: D1Database, projectId: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO settlements (project_id, outcome, status, raised_cents, fee_cents, net_cents, started_at)
       SELECT project_id, outcome, status, raised_cents, fee_cents, net_cents, started_at
       FROM settlements WHERE project_id = ?`,
    )
    .bind(projectId);
}

function commitStatements(
  db: D1Database,
  investor: Investor,
  offering: Offering,
  request: CommitRequest,
  signed: { hash: string; safe: ReturnType<typeof safeDocumentDataOf>; sha256: string },
  options: CommandOptions,
) {
  const at = options.now.toISOString();
  const investmentId = crypto.randomUUID();
  const money = {
    userId: investor.id,
    projectId: offering.projectId,
    investmentId,
    cents: request.amountCents,
  };
  const event = {
    type: FACT_OF_COMMAND['investment.commit'],
    occurredAt: at,
    payload: {
      projectId: offering.projectId,
      investorId: investor.id,
      investorName: investor.name,
      amountCents: request.amountCents,
      idempotencyKey: request.idempotencyKey,
      requestHash: signed.hash,
      signature: { typedName: request.signature, consent: true },
      acknowledged: { riskOfLoss: true, resaleRestriction: true, cancellationDeadline: true },
      safe: signed.safe,
      safeSha256: signed.sha256,
      offeringEndsAt: offering.endsAt,
      transaction: commitTransaction({ id: `commit:${investmentId}`, at }, money),
    },
  } as NewEvent;
  const terms =
    offering.termsVersion === 0
      ? prepareAppend(db, {
          streamId: offeringStreamId(offering.projectId),
          streamType: 'offering',
          expectedVersion: 0,
          actorId: null,
          events: [defaultTermsEvent(offering, at)],
        })
      : [];
  const append = prepareAppend(db, {
    streamId: investmentId,
    streamType: 'investment',
    expectedVersion: 0,
    actorId: investor.id,
    events: [event],
  });
  const notice = commitmentNoticeStatement(db, {
    to: investor.email,
    investorName: request.legalName,
    issuer: offering.companyName,
    amountCents: request.amountCents,
    offeringEndsAt: offering.endsAt,
    safeSha256: signed.sha256,
    link: options.portfolioUrl,
    now: at,
  });
  return {
    investmentId,
    statements: [closeNotStarted(db, offering.projectId), ...terms, ...append, notice],
  };
}

/**
 * Commits `request` for `investor`. Idempotent per key: a repeat with the same body
 * returns the original commitment (`created: false`), with another body a 422.
 * @throws ApiError (404 unknown project, 409 closed / full / no profile, 422 a rule).
 */
export async function commitInvestment(
  db: D1Database,
  investor: Investor,
  request: CommitRequest,
  options: CommandOptions,
): Promise<CommitOutcome> {
  const hash = await requestHash(request);
  for (let attempt = 1; ; attempt += 1) {
    const earlier = await findCommitmentByKey(db, investor.id, request.idempotencyKey);
    if (earlier) return replayed(db, earlier, hash);
    const offering = await loadOpenOffering(db, investor, request.projectId, options.now);
    if (!signatureMatches(request.legalName, request.signature)) {
      throw refuse.signatureMismatch();
    }
    // A reservation round may hold commitments back (docs/before-the-raise.md#reservations).
    await checkReservationPriority(db, investor.id, offering, request.amountCents, options.now);
    await checkRules(db, investor, offering, request.amountCents, options.now);
    const safe = safeDocumentDataOf(offering.terms, {
      companyName: offering.companyName,
      investorLegalName: request.legalName,
      purchaseAmountCents: request.amountCents,
      date: options.now.toISOString().slice(0, 10),
    });
    const { sha256 } = await renderAndHashSafe(safe);
    const { investmentId, statements } = commitStatements(
      db,
      investor,
      offering,
      request,
      { hash, safe, sha256 },
      options,
    );
    try {
      await db.batch(statements);
    } catch (error) {
      const constraint = constraintOf(error);
      // Another attempt with this key won, or another first commitment recorded the
      // default terms: look again.
      if ((constraint === 'once_per_key' || constraint === 'stream_version') && attempt < 3)
        continue;
      const refusal = await refusalOf(db, error, investor, request.projectId, options.now);
      throw refusal ?? error;
    }
    const row = await findCommitment(db, investmentId);
    if (!row) throw new Error(`investing: commitment ${investmentId} has no row after its batch`);
    return { created: true, response: await responseOf(db, row) };
  }
}
