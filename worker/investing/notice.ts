/**
 * The commitment notice: queued in the local mail outbox (the same `auth_outbox` the
 * auth mailer writes; embedded mode never sends mail), in the commit's own batch, so
 * exactly one notice exists per commitment.
 */
import { formatCents } from '../../shared/money/cents';
import { cancellationCutoffAt } from '../../shared/money/reg-cf-dates';

export const SECURITY_NAME = 'SAFE (Simple Agreement for Future Equity)';

export interface CommitmentNotice {
  to: string;
  investorName: string;
  issuer: string;
  amountCents: number;
  offeringEndsAt: string;
  safeSha256: string;
  /** Where the investor sees the commitment (the portfolio page). */
  link: string;
  now: string;
}

export function commitmentNoticeStatement(db: D1Database, notice: CommitmentNotice) {
  const cutoff = cancellationCutoffAt(notice.offeringEndsAt);
  const body = [
    `Hello ${notice.investorName},`,
    '',
    `You committed ${formatCents(notice.amountCents)} to ${notice.issuer}.`,
    `Issuer: ${notice.issuer}`,
    `Security: ${SECURITY_NAME}`,
    `Amount: ${formatCents(notice.amountCents)}`,
    // 227.304(a): a commitment made in the last 48 hours is allowed but cannot be cancelled.
    notice.now < cutoff
      ? `You may cancel for any reason until ${cutoff} (48 hours before the offering ends on ${notice.offeringEndsAt}).`
      : `You committed within 48 hours of the offering's end (${notice.offeringEndsAt}), so this commitment cannot be cancelled (17 CFR 227.304(a)).`,
    `SHA-256 of the SAFE you signed: ${notice.safeSha256}`,
    '',
    'No real money moved: deposits on this platform are simulated.',
    '',
  ].join('\n');
  return db
    .prepare(
      `INSERT INTO auth_outbox (to_email, kind, subject, body, link, created_at)
       VALUES (?, 'investment_commitment', ?, ?, ?, ?)`,
    )
    .bind(
      notice.to,
      `Your commitment to ${notice.issuer}: ${formatCents(notice.amountCents)}`,
      body,
      notice.link,
      notice.now,
    );
}
