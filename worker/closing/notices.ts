/**
 * The early-close notice, queued in the local mail outbox (`auth_outbox`, as the
 * commitment notice of worker/investing/notice.ts) inside the batch of the event it tells
 * about. Refunds and settlements are told by worker/notify, from their events.
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
