/**
 * The closing notices, queued in the local mail outbox (`auth_outbox`, as the commitment
 * notice of worker/investing/notice.ts) inside the batch of the event they tell about,
 * so exactly one notice exists per refund, settlement or early-close notice.
 */
import { formatCents } from '../../shared/money/cents';
import { cancellationCutoffAt } from '../../shared/money/reg-cf-dates';

export interface ClosingNotice {
  to: string;
  investorName: string;
  projectTitle: string;
  amountCents: number;
  /** Where the investor sees it (the portfolio page). */
  link: string;
  now: string;
}

function outbox(
  db: D1Database,
  kind: string,
  notice: ClosingNotice,
  subject: string,
  lines: string[],
) {
  const body = [`Hello ${notice.investorName},`, '', ...lines, ''].join('\n');
  return db
    .prepare(
      `INSERT INTO auth_outbox (to_email, kind, subject, body, link, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .bind(notice.to, kind, subject, body, notice.link, notice.now);
}

/**
 * A failed offering returned this commitment to the investor's wallet: it missed its
 * goal, or (`withdrawn`) its creator withdrew it before the deadline.
 */
export function refundNoticeStatement(db: D1Database, notice: ClosingNotice, withdrawn = false) {
  const amount = formatCents(notice.amountCents);
  return outbox(
    db,
    'investment_refunded',
    notice,
    `Refunded: ${amount} from ${notice.projectTitle}`,
    [
      withdrawn
        ? `The creator of ${notice.projectTitle} withdrew the offering before its deadline, so the raise ended.`
        : `${notice.projectTitle} did not reach its funding goal by its deadline, so the raise failed.`,
      `Your commitment of ${amount} is back in your LaunchFund wallet. No fee was charged.`,
      'No real money moved: deposits on this platform are simulated.',
    ],
  );
}

/** A funded offering closed: the commitment is now a settled SAFE holding. */
export function settledNoticeStatement(db: D1Database, notice: ClosingNotice) {
  const amount = formatCents(notice.amountCents);
  return outbox(db, 'investment_settled', notice, `Settled: your SAFE in ${notice.projectTitle}`, [
    `${notice.projectTitle} reached its funding goal and closed.`,
    `Your commitment of ${amount} is now a settled SAFE holding. Investors pay no fees.`,
  ]);
}

/** An admin moved the deadline earlier (17 CFR 227.304(b)). */
export function earlyCloseNoticeStatement(
  db: D1Database,
  notice: ClosingNotice & { newEndsAt: string },
) {
  const cutoff = cancellationCutoffAt(notice.newEndsAt);
  return outbox(
    db,
    'offering_early_close',
    notice,
    `${notice.projectTitle} will close early, on ${notice.newEndsAt}`,
    [
      `${notice.projectTitle} reached its funding goal and will now close on ${notice.newEndsAt}.`,
      `Your commitment of ${formatCents(notice.amountCents)} stands unless you cancel it.`,
      `You may still cancel for any reason until ${cutoff} (48 hours before the new deadline).`,
    ],
  );
}
