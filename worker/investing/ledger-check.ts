/**
 * The ledger check a rebuild runs (docs/money.md#invariants): every transaction in the
 * event log balances and replays without overdrawing an account; each offering's escrow
 * equals its open commitments; and the projected `account_balances`, `ledger_postings`
 * and `offerings.committed_cents` equal what the replay computes.
 */
import {
  balancesFromTransactions,
  escrowAccount,
  type Transaction,
} from '../../shared/money/ledger';
import { ledgerViolations } from '../../shared/money/ledger-invariants';

const MONEY_EVENT_TYPES = `('deposit.received', 'investment.committed', 'investment.cancelled',
  'offering.settlement_started', 'investment.refunded', 'investment.lapsed')`;

/** Every transaction the event log carries, oldest first. */
export async function loggedTransactions(db: D1Database): Promise<Transaction[]> {
  const { results } = await db
    .prepare(
      `SELECT json_extract(payload, '$.transaction') AS tx FROM events
       WHERE type IN ${MONEY_EVENT_TYPES} AND json_extract(payload, '$.transaction') IS NOT NULL
       ORDER BY seq`,
    )
    .all<{ tx: string }>();
  return results.map((row) => JSON.parse(row.tx) as Transaction);
}

async function tableFigures(db: D1Database) {
  const [balances, postings, offerings] = await db.batch<{ key: string; cents: number }>([
    db.prepare('SELECT account AS key, balance_cents AS cents FROM account_balances'),
    db.prepare(
      'SELECT account AS key, SUM(amount_cents) AS cents FROM ledger_postings GROUP BY account',
    ),
    // A funded close released its escrow: what escrow holds is committed less released.
    db.prepare(
      'SELECT project_id AS key, committed_cents - released_cents AS cents FROM offerings',
    ),
  ]);
  const toMap = (rows: { key: string; cents: number }[] = []) =>
    new Map(rows.filter((r) => r.cents !== 0).map((r) => [r.key, r.cents]));
  return {
    balances: toMap(balances?.results),
    postings: toMap(postings?.results),
    offerings: offerings?.results ?? [],
  };
}

function diff(label: string, expected: Map<string, number>, actual: Map<string, number>) {
  const problems: string[] = [];
  for (const key of new Set([...expected.keys(), ...actual.keys()])) {
    const want = expected.get(key) ?? 0;
    const got = actual.get(key) ?? 0;
    if (want !== got) problems.push(`${label} ${key}: ${got} cents, replay says ${want}.`);
  }
  return problems;
}

/** Every broken invariant, as sentences; empty when the ledger is healthy. */
export async function ledgerCheck(db: D1Database): Promise<string[]> {
  const transactions = await loggedTransactions(db);
  const problems = ledgerViolations(transactions);
  const replay = balancesFromTransactions(transactions);
  if (!replay.ok) return problems;
  const expected = new Map(Object.entries(replay.value).filter(([, cents]) => cents !== 0));
  const tables = await tableFigures(db);
  problems.push(...diff('account_balances', expected, tables.balances));
  problems.push(...diff('ledger_postings', expected, tables.postings));
  for (const offering of tables.offerings) {
    const escrow = replay.value[escrowAccount(offering.key)] ?? 0;
    if (escrow !== offering.cents) {
      problems.push(
        `offering ${offering.key} counts ${offering.cents} cents; escrow holds ${escrow}.`,
      );
    }
  }
  return problems;
}

/** Thrown by a rebuild whose ledger breaks an invariant. */
export class LedgerCheckError extends Error {
  constructor(readonly problems: string[]) {
    super(`Ledger check failed:\n${problems.join('\n')}`);
    this.name = 'LedgerCheckError';
  }
}

/** Runs `ledgerCheck` and throws a `LedgerCheckError` when anything is off. */
export async function assertLedgerHealthy(db: D1Database): Promise<void> {
  const problems = await ledgerCheck(db);
  if (problems.length > 0) throw new LedgerCheckError(problems);
}
