/**
 * The checks a rebuild runs over the whole transaction log (and the property tests run
 * after every step): balances replay, no account that must stay at or above zero goes
 * below it, the whole ledger sums to zero, and each offering's escrow holds exactly
 * its open commitments.
 */
import { balancesFromTransactions, escrowAccount, type Balances, type Transaction } from './ledger';

/** An open commitment: money in escrow for one investment of one offering. */
export interface OpenCommitment {
  projectId: string;
  cents: number;
}

/**
 * The commitments still holding money in escrow, by investment id: a `commit` opens
 * one; its `cancel` or `refund` closes it; a `release` closes every commitment of
 * its offering (they became settled holdings).
 */
export function openCommitments(transactions: Iterable<Transaction>): Map<string, OpenCommitment> {
  const open = new Map<string, OpenCommitment>();
  for (const tx of transactions) {
    if (tx.kind === 'commit' && tx.investmentId && tx.projectId) {
      const cents = tx.postings.find((p) => p.account === escrowAccount(tx.projectId ?? ''));
      open.set(tx.investmentId, { projectId: tx.projectId, cents: cents?.amountCents ?? 0 });
    } else if ((tx.kind === 'cancel' || tx.kind === 'refund') && tx.investmentId) {
      open.delete(tx.investmentId);
    } else if (tx.kind === 'release') {
      for (const [id, c] of open) if (c.projectId === tx.projectId) open.delete(id);
    }
  }
  return open;
}

/** The sum of every balance; 0 in a healthy ledger, since every transaction sums to 0. */
export function ledgerTotal(balances: Balances): number {
  return Object.values(balances).reduce((sum, cents) => sum + cents, 0);
}

/**
 * Every invariant the log breaks, as sentences (empty when the ledger is healthy):
 * a transaction that does not replay (invalid or overdrawing), a total other than 0,
 * an id used twice, or an escrow that differs from its offering's open commitments.
 */
export function ledgerViolations(transactions: readonly Transaction[]): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const tx of transactions) {
    if (ids.has(tx.id)) problems.push(`Transaction id ${tx.id} is used twice.`);
    ids.add(tx.id);
  }
  const replay = balancesFromTransactions(transactions);
  if (!replay.ok) return [...problems, replay.refusal.message];
  const balances = replay.value;
  const total = ledgerTotal(balances);
  if (total !== 0) problems.push(`The ledger sums to ${total} cents, not 0.`);
  const expected = new Map<string, number>();
  for (const { projectId, cents } of openCommitments(transactions).values()) {
    const account = escrowAccount(projectId);
    expected.set(account, (expected.get(account) ?? 0) + cents);
  }
  for (const account of Object.keys(balances)) {
    if (account.startsWith('escrow:') && !expected.has(account)) expected.set(account, 0);
  }
  for (const [account, cents] of expected) {
    const held = balances[account] ?? 0;
    if (held !== cents) problems.push(`${account} holds ${held} cents; open commitments ${cents}.`);
  }
  return problems;
}
