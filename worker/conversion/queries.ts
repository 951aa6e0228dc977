/** What the conversion commands and answers read (docs/after-the-raise.md). */
import type { OutsideSafeView } from '../../shared/conversion/api';
import type { SafeInstrument } from '../../shared/conversion/instruments';
import type { OutcomeFacts } from '../../shared/conversion/outcome';

export interface OutcomeRow {
  project_id: string;
  kind: 'priced_round' | 'liquidity' | 'dissolution';
  occurred_on: string;
  idempotency_key: string;
  facts: string;
  round_price_num: string | null;
  round_price_den: string | null;
  recorded_at: string;
}

export function findOutcome(db: D1Database, projectId: string): Promise<OutcomeRow | null> {
  return db
    .prepare('SELECT * FROM conversion_outcomes WHERE project_id = ?')
    .bind(projectId)
    .first<OutcomeRow>();
}

/** The facts an outcome row was projected from (its event's payload, as stored). */
export function factsOfRow(row: OutcomeRow): OutcomeFacts {
  return JSON.parse(row.facts) as OutcomeFacts;
}

interface OutsideRow {
  id: string;
  holder: string;
  purchase_cents: number;
  valuation_cap_dollars: number | null;
  discount_percent: number | null;
  mfn: number;
  issued_on: string;
}

export async function outsideSafesOf(
  db: D1Database,
  projectId: string,
): Promise<OutsideSafeView[]> {
  const { results } = await db
    .prepare(
      'SELECT * FROM conversion_outside_safes WHERE project_id = ? ORDER BY issued_on, recorded_at, id',
    )
    .bind(projectId)
    .all<OutsideRow>();
  return results.map((r) => ({
    id: r.id,
    holder: r.holder,
    purchaseCents: r.purchase_cents,
    valuationCapDollars: r.valuation_cap_dollars,
    discountPercent: r.discount_percent,
    mfn: r.mfn === 1,
    issuedOn: r.issued_on,
  }));
}

interface SettledRow {
  id: string;
  investor_name: string;
  amount_cents: number;
  committed_at: string;
  variant: string | null;
  valuation_cap_dollars: number | null;
  discount_percent: number | null;
}

/** The offering's terms as one SAFE's (the settled terms every investor of it holds). */
function platformSafe(row: SettledRow): SafeInstrument {
  return {
    id: row.id,
    holder: row.investor_name,
    purchaseCents: row.amount_cents,
    ...(row.valuation_cap_dollars !== null
      ? { valuationCapDollars: row.valuation_cap_dollars }
      : {}),
    ...(row.discount_percent ? { discountPercent: row.discount_percent } : {}),
    ...(row.variant === 'mfn' ? { mfn: true } : {}),
    issuedOn: row.committed_at.slice(0, 10),
    onPlatform: true,
  };
}

/**
 * The whole SAFE stack outstanding for the project: every settled SAFE of its offering
 * on the offering's terms, and every SAFE the founder entered from outside.
 */
export async function safeStackOf(
  db: D1Database,
  projectId: string,
  extra: readonly SafeInstrument[] = [],
): Promise<SafeInstrument[]> {
  const { results } = await db
    .prepare(
      `SELECT c.id, c.investor_name, c.amount_cents, c.committed_at, o.variant,
              o.valuation_cap_dollars, o.discount_percent
         FROM commitments c LEFT JOIN offerings o ON o.project_id = c.project_id
        WHERE c.project_id = ? AND c.status = 'settled' ORDER BY c.committed_at, c.id`,
    )
    .bind(projectId)
    .all<SettledRow>();
  const outside = (await outsideSafesOf(db, projectId)).map((s): SafeInstrument => ({
    id: s.id,
    holder: s.holder,
    purchaseCents: s.purchaseCents,
    ...(s.valuationCapDollars !== null ? { valuationCapDollars: s.valuationCapDollars } : {}),
    ...(s.discountPercent !== null ? { discountPercent: s.discountPercent } : {}),
    ...(s.mfn ? { mfn: true } : {}),
    issuedOn: s.issuedOn,
    onPlatform: false,
  }));
  return [...results.map(platformSafe), ...outside, ...extra];
}
