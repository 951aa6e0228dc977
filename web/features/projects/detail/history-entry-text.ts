/**
 * What each offering-history entry says on screen: a title and, when it helps, details
 * (the terms old → new). Plain functions, so the wording is tested without rendering.
 */
import type {
  ClosedOutcome,
  HistoryEntry,
  HistoryTermField,
  RefundReason,
  TermChange,
} from '../../../../shared/history/api';
import { formatDate, formatMoney } from '../../../../shared/format';
import { formatCents } from '../../../../shared/money/cents';
import { SAFE_VARIANT_LABELS, type SafeVariant } from '../../../../shared/offering/safe-terms';

const FIELD_LABELS: Record<HistoryTermField, string> = {
  variant: 'SAFE type',
  valuationCapDollars: 'Valuation cap',
  discountPercent: 'Discount',
  minimumInvestmentCents: 'Minimum investment',
  fundingGoalCents: 'Funding goal',
  maximumRaiseCents: 'Maximum raise',
  endDate: 'End date',
  proRata: 'Pro-rata rights',
};

function termValue(field: HistoryTermField, value: TermChange['from']): string {
  if (value === null) return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  switch (field) {
    case 'variant':
      return SAFE_VARIANT_LABELS[value as SafeVariant] ?? String(value);
    case 'valuationCapDollars':
      return formatMoney(Number(value));
    case 'discountPercent':
      return `${value} %`;
    case 'endDate':
      return formatDate(String(value));
    default:
      return formatCents(Number(value), { cents: 'auto' });
  }
}

/** "Valuation cap: $5,000,000 → $4,000,000" */
export function describeTermChange(change: TermChange): string {
  const { field, from, to } = change;
  return `${FIELD_LABELS[field]}: ${termValue(field, from)} → ${termValue(field, to)}`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "3 committed investors were", or without a count when the event gave none. */
function whoReconfirms(count: number): string {
  if (count === 0) return 'Committed investors were';
  return plural(count, 'committed investor was', 'committed investors were');
}

const CLOSED_TITLES: Record<ClosedOutcome, string> = {
  funded: 'Closed: funded',
  failed: 'Closed: the goal was not met',
  withdrawn: 'Closed: withdrawn by its creator before its deadline',
};

const REFUND_DETAILS: Record<RefundReason, string> = {
  not_reconfirmed:
    'Commitments not reconfirmed after a material change were cancelled and returned.',
  offering_failed: 'The goal was not met, so the money went back to investors’ wallets.',
  offering_withdrawn:
    'The creator withdrew the offering before its deadline, so the money went back to investors’ wallets.',
  refund: 'Money returned to investors’ wallets.',
};

/** The entry's headline and its detail lines. */
export function describeHistoryEntry(entry: HistoryEntry): { title: string; details: string[] } {
  switch (entry.kind) {
    case 'listed':
      return { title: 'Listed: the offering went live', details: [] };
    case 'terms_changed':
      return {
        title: entry.material ? 'Material change to the terms' : 'Terms changed',
        details: [
          ...entry.changes.map(describeTermChange),
          ...(entry.material && entry.reconfirmBy
            ? [
                `${whoReconfirms(entry.reconfirmations)} asked to reconfirm by ${formatDate(entry.reconfirmBy)}.`,
              ]
            : []),
        ],
      };
    case 'goal_reached':
      return {
        title:
          entry.percent === 100
            ? `Funding goal of ${formatCents(entry.goalCents, { cents: 'auto' })} reached`
            : `50 % of the ${formatCents(entry.goalCents, { cents: 'auto' })} goal committed`,
        details: [],
      };
    case 'early_close_noticed':
      return {
        title: 'Early close announced',
        details: [`The offering now ends on ${formatDate(entry.newEndsAt)}.`],
      };
    case 'closed':
      return {
        title: CLOSED_TITLES[entry.outcome],
        details:
          entry.outcome === 'withdrawn'
            ? ['Every commitment was refunded to its investor; no fee was charged.']
            : [],
      };
    case 'settled':
      return entry.outcome === 'funded'
        ? {
            title: 'Settled: funds released to the company',
            details: [
              `${formatCents(entry.raisedCents, { cents: 'auto' })} raised from ${plural(entry.investorCount, 'investor', 'investors')}.`,
            ],
          }
        : {
            title: 'Settled: every commitment refunded',
            details: [`${plural(entry.refundCount, 'refund', 'refunds')}; no fees charged.`],
          };
    case 'refunds_issued':
      return {
        title: `${plural(entry.count, 'refund', 'refunds')} issued`,
        details: [REFUND_DETAILS[entry.reason]],
      };
  }
}
