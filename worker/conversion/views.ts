/**
 * The answers of the conversion API (docs/after-the-raise.md): the founder's picture,
 * each investor's statement and own cap-table line, and the portfolio with its values.
 */
import type {
  CapTable,
  ConversionOutcomeView,
  FounderConversionResponse,
  Holding,
  HoldingStatus,
  InvestorConversionResponse,
  PortfolioResponse,
} from '../../shared/conversion/api';
import { capTableOf, outcomeOf } from '../../shared/conversion/outcome';
import {
  floor,
  mul,
  ratio,
  toFixed,
  toSafeNumber,
  type Rational,
} from '../../shared/conversion/rational';
import { conversionStatement } from '../../shared/conversion/statement';
import { formatCents } from '../../shared/money/cents';
import { factsOfRow, findOutcome, outsideSafesOf, safeStackOf, type OutcomeRow } from './queries';

function roundPriceOf(row: OutcomeRow): Rational | null {
  if (row.round_price_num === null || row.round_price_den === null) return null;
  return ratio(BigInt(row.round_price_num), BigInt(row.round_price_den));
}

/** Cents as dollars to four places ("2.0000"). */
function perShare(cents: Rational): string {
  return toFixed({ num: cents.num, den: cents.den * 100n }, 4);
}

function outcomeView(row: OutcomeRow): ConversionOutcomeView {
  const price = roundPriceOf(row);
  return {
    kind: row.kind,
    occurredOn: row.occurred_on,
    recordedAt: row.recorded_at,
    roundPricePerShare: price ? perShare(price) : null,
  };
}

function fullCapTable(row: OutcomeRow): CapTable | null {
  const facts = factsOfRow(row);
  return capTableOf(facts, outcomeOf(facts));
}

export async function founderConversion(
  db: D1Database,
  projectId: string,
  funded: boolean,
): Promise<FounderConversionResponse> {
  const row = await findOutcome(db, projectId);
  return {
    projectId,
    funded,
    outsideSafes: await outsideSafesOf(db, projectId),
    safeStack: row ? factsOfRow(row).stack : await safeStackOf(db, projectId),
    outcome: row ? outcomeView(row) : null,
    capTable: row ? fullCapTable(row) : null,
  };
}

interface HoldingRow {
  id: string;
  project_id: string;
  amount_cents: number;
  committed_at: string;
  title: string;
  slug: string;
  variant: string | null;
  valuation_cap_dollars: number | null;
  discount_percent: number | null;
  conversion_status: Exclude<HoldingStatus, 'safe_outstanding'> | null;
  shares: number | null;
  payout_cents: number | null;
  round_price_num: string | null;
  round_price_den: string | null;
}

const HOLDINGS_SQL = `SELECT c.id, c.project_id, c.amount_cents, c.committed_at, p.title, p.slug,
    o.variant, o.valuation_cap_dollars, o.discount_percent,
    s.status AS conversion_status, s.shares, s.payout_cents,
    x.round_price_num, x.round_price_den
  FROM commitments c
  JOIN projects p ON p.id = c.project_id
  LEFT JOIN offerings o ON o.project_id = c.project_id
  LEFT JOIN safe_conversions s ON s.project_id = c.project_id AND s.safe_id = c.id
  LEFT JOIN conversion_outcomes x ON x.project_id = c.project_id
  WHERE c.investor_id = ?1 AND c.status = 'settled'`;

function instrumentOf(row: HoldingRow): string {
  const terms = [
    row.valuation_cap_dollars !== null
      ? `$${row.valuation_cap_dollars.toLocaleString('en-US')} post-money cap`
      : null,
    row.discount_percent ? `${row.discount_percent} % discount` : null,
    row.variant === 'mfn' ? 'MFN' : null,
  ].filter((t): t is string => t !== null);
  return terms.length > 0 ? `SAFE (${terms.join(', ')})` : 'SAFE';
}

function holdingOf(row: HoldingRow): Holding {
  const common = {
    investmentId: row.id,
    projectTitle: row.title,
    projectSlug: row.slug,
    committedAt: row.committed_at,
    amountCents: row.amount_cents,
    instrument: instrumentOf(row),
    shares: row.shares,
    payoutCents: row.payout_cents,
  };
  const price =
    row.round_price_num !== null && row.round_price_den !== null
      ? ratio(BigInt(row.round_price_num), BigInt(row.round_price_den))
      : null;
  switch (row.conversion_status) {
    case null:
      return {
        ...common,
        status: 'safe_outstanding',
        valueCents: row.amount_cents,
        valueMethod: 'At cost: the SAFE has not converted in a priced round yet.',
      };
    case 'converted': {
      const shares = row.shares ?? 0;
      const value = price ? toSafeNumber(floor(mul(ratio(shares), price))) : 0;
      return {
        ...common,
        status: 'converted',
        valueCents: value,
        valueMethod: price
          ? `At the last round's price: ${shares.toLocaleString('en-US')} shares × $${perShare(price)}.`
          : "At the last round's price.",
      };
    }
    case 'cashed_out':
      return {
        ...common,
        status: 'cashed_out',
        valueCents: row.payout_cents ?? 0,
        valueMethod: `The cash paid in the sale of the company: ${formatCents(row.payout_cents ?? 0)}.`,
      };
    case 'written_off':
      return {
        ...common,
        status: 'written_off',
        valueCents: 0,
        valueMethod: `Zero after the company dissolved (${formatCents(row.payout_cents ?? 0)} was returned).`,
      };
  }
}

export async function portfolioOf(db: D1Database, investorId: string): Promise<PortfolioResponse> {
  const { results } = await db
    .prepare(`${HOLDINGS_SQL} ORDER BY c.committed_at DESC, c.id`)
    .bind(investorId)
    .all<HoldingRow>();
  const holdings = results.map(holdingOf);
  return {
    holdings,
    totals: {
      costCents: holdings.reduce((sum, h) => sum + h.amountCents, 0),
      valueCents: holdings.reduce((sum, h) => sum + h.valueCents, 0),
      payoutCents: holdings.reduce((sum, h) => sum + (h.payoutCents ?? 0), 0),
    },
  };
}

/** One of the investor's holdings, or null when it is not theirs (or not a settled SAFE). */
export async function holdingOfInvestor(
  db: D1Database,
  investorId: string,
  investmentId: string,
): Promise<Holding | null> {
  const row = await db
    .prepare(`${HOLDINGS_SQL} AND c.id = ?2`)
    .bind(investorId, investmentId)
    .first<HoldingRow>();
  return row ? holdingOf(row) : null;
}

/** The investor's statement of what their SAFE became; null before any event. */
export async function investorConversion(
  db: D1Database,
  holding: Holding,
  projectId: string,
): Promise<InvestorConversionResponse | null> {
  const row = await findOutcome(db, projectId);
  if (!row) return null;
  const facts = factsOfRow(row);
  const outcome = outcomeOf(facts);
  const table = capTableOf(facts, outcome);
  const own = (lines: CapTable['before']) => lines.filter((l) => l.safeId === holding.investmentId);
  return {
    investmentId: holding.investmentId,
    projectTitle: holding.projectTitle,
    outcome: outcomeView(row),
    status: holding.status,
    payoutCents: holding.payoutCents,
    statement: outcome.pricedRound
      ? conversionStatement(outcome.pricedRound, holding.investmentId)
      : null,
    capTable: table ? { before: own(table.before), after: own(table.after) } : null,
  };
}

/** The cost-basis CSV: one line per holding (date, amount, instrument, shares, status). */
export function costBasisCsv(portfolio: PortfolioResponse): string {
  const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;
  const label: Record<HoldingStatus, string> = {
    safe_outstanding: 'SAFE outstanding',
    converted: 'Converted',
    cashed_out: 'Cashed out',
    written_off: 'Written off',
  };
  const lines = portfolio.holdings.map((h) =>
    [
      h.committedAt.slice(0, 10),
      (h.amountCents / 100).toFixed(2),
      quote(`${h.instrument}: ${h.projectTitle}`),
      h.shares === null ? '' : String(h.shares),
      label[h.status],
    ].join(','),
  );
  return ['date,amount_usd,instrument,shares,status', ...lines].join('\r\n') + '\r\n';
}
