/**
 * The mails of a material change, queued in the local outbox (`auth_outbox`, as the
 * commitment notice) in the batch that records the fact, so each is sent exactly once:
 * "reconfirm by" when the terms change, "lapsed and returned" when the window ends.
 */
import { formatCents } from '../../shared/money/cents';
import { SAFE_VARIANT_LABELS, type SafeTerms } from '../../shared/offering/safe-terms';
import type { ChangeableTerm } from '../../shared/offering/terms-change';

const LABELS: Record<ChangeableTerm, (t: SafeTerms) => string> = {
  variant: (t) => `SAFE type: ${SAFE_VARIANT_LABELS[t.variant]}`,
  valuationCapDollars: (t) =>
    `Valuation cap: ${t.valuationCapDollars === undefined ? 'none' : formatCents(t.valuationCapDollars * 100)}`,
  discountPercent: (t) =>
    `Discount: ${t.discountPercent === undefined ? 'none' : `${t.discountPercent} %`}`,
  proRata: (t) => `Pro-rata side letter: ${t.proRata ? 'yes' : 'no'}`,
  fundingGoalCents: (t) => `Funding goal: ${formatCents(t.fundingGoalCents)}`,
  minimumInvestmentCents: (t) => `Minimum investment: ${formatCents(t.minimumInvestmentCents)}`,
  maximumRaiseCents: (t) => `Maximum raise: ${formatCents(t.maximumRaiseCents)}`,
  endDate: (t) => `End date: ${t.endDate.slice(0, 10)}`,
};

/** "Funding goal: $150,000.00 → $120,000.00" lines for each changed term. */
export function changeLines(
  previous: SafeTerms,
  next: SafeTerms,
  changed: readonly ChangeableTerm[],
) {
  return changed.map((key) => {
    const [label, before] = LABELS[key](previous).split(': ');
    return `${label}: ${before} → ${LABELS[key](next).split(': ')[1]}`;
  });
}

interface Mail {
  to: string;
  kind: string;
  subject: string;
  body: string;
  link: string;
  now: string;
}

function outbox(db: D1Database, mail: Mail) {
  return db
    .prepare(
      `INSERT INTO auth_outbox (to_email, kind, subject, body, link, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .bind(mail.to, mail.kind, mail.subject, mail.body, mail.link, mail.now);
}

/** The notice that a commitment must be reconfirmed by `reconfirmBy`. */
export function reconfirmNoticeStatement(
  db: D1Database,
  notice: {
    to: string;
    investorName: string;
    issuer: string;
    amountCents: number;
    changes: string[];
    reconfirmBy: string;
    link: string;
    now: string;
    /** What changed, after "<issuer> changed" (default: the offering's terms). */
    changedWhat?: string;
  },
) {
  const changedWhat = notice.changedWhat ?? 'the terms of its offering';
  const body = [
    `Hello ${notice.investorName},`,
    '',
    `${notice.issuer} changed ${changedWhat}, in which you committed ${formatCents(notice.amountCents)}:`,
    ...notice.changes.map((line) => `- ${line}`),
    '',
    `Because the change is material (17 CFR 227.304(c)), your commitment stands only if you reconfirm it by ${notice.reconfirmBy}.`,
    'Reconfirm or cancel it in My Investments. If you do nothing, it is cancelled at that time and the money goes back to your wallet.',
    '',
    'No real money moved: deposits on this platform are simulated.',
    '',
  ].join('\n');
  return outbox(db, {
    to: notice.to,
    kind: 'investment_reconfirmation',
    subject: `Reconfirm your commitment to ${notice.issuer} by ${notice.reconfirmBy.slice(0, 10)}`,
    body,
    link: notice.link,
    now: notice.now,
  });
}

/** The notice that an unconfirmed commitment lapsed and its money went back. */
export function lapsedNoticeStatement(
  db: D1Database,
  notice: {
    to: string;
    investorName: string;
    issuer: string;
    amountCents: number;
    link: string;
    now: string;
  },
) {
  const amount = formatCents(notice.amountCents);
  const body = [
    `Hello ${notice.investorName},`,
    '',
    `You did not reconfirm your commitment of ${amount} to ${notice.issuer} after its terms changed, so it was cancelled and ${amount} went back to your wallet.`,
    '',
    'No real money moved: deposits on this platform are simulated.',
    '',
  ].join('\n');
  return outbox(db, {
    to: notice.to,
    kind: 'investment_lapsed',
    subject: `Your commitment to ${notice.issuer} lapsed: ${amount} returned`,
    body,
    link: notice.link,
    now: notice.now,
  });
}
