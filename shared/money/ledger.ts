/**
 * A double-entry ledger in integer cents. Every movement of money is a transaction
 * whose postings sum to zero; balances are only ever the fold of the transactions, so
 * replaying the stored transactions rebuilds every balance. The bank (`external:bank`)
 * is the contra account: money deposited enters from it, so it goes negative by exactly
 * what the platform holds; every other account must stay at or above zero.
 */
import { isCents } from './cents';

/** An investor's Available Balance. */
export type WalletAccount = `wallet:${string}`;
/** Money committed to one offering, held until it closes. */
export type EscrowAccount = `escrow:${string}`;
/** What a funded offering's founder receives (per project). */
export type PayoutAccount = `payout:${string}`;
export type RevenueAccount = 'platform:revenue';
export type ExternalAccount = 'external:bank';
export type AccountId =
  WalletAccount | EscrowAccount | PayoutAccount | RevenueAccount | ExternalAccount;
export type AccountKind = 'wallet' | 'escrow' | 'payout' | 'revenue' | 'external';

/** The platform's fee income. */
export const REVENUE_ACCOUNT: RevenueAccount = 'platform:revenue';
/** The outside world (the bank): the contra account of every deposit and payout. */
export const EXTERNAL_ACCOUNT: ExternalAccount = 'external:bank';

/** The wallet account of a user: `wallet:<userId>`. */
export const walletAccount = (userId: string): WalletAccount => `wallet:${userId}`;
/** The escrow account of an offering: `escrow:<projectId>`. */
export const escrowAccount = (projectId: string): EscrowAccount => `escrow:${projectId}`;
/** The founder payout account of a project: `payout:<projectId>`. */
export const payoutAccount = (projectId: string): PayoutAccount => `payout:${projectId}`;

const KIND_OF_PREFIX: Record<string, AccountKind> = {
  wallet: 'wallet',
  escrow: 'escrow',
  payout: 'payout',
};

/** The kind of an account id, or `null` when the id is not one the ledger knows. */
export function accountKindOf(account: string): AccountKind | null {
  if (account === REVENUE_ACCOUNT) return 'revenue';
  if (account === EXTERNAL_ACCOUNT) return 'external';
  const colon = account.indexOf(':');
  if (colon <= 0 || colon === account.length - 1) return null;
  return KIND_OF_PREFIX[account.slice(0, colon)] ?? null;
}

/** Only the bank may go below zero; a wallet, escrow, payout or revenue never does. */
export function mayGoNegative(kind: AccountKind): boolean {
  return kind === 'external';
}

/** The movements the product records; the fee is a posting of `release`, not a transaction of its own. */
export type TransactionKind = 'deposit' | 'commit' | 'cancel' | 'release' | 'refund';

/** One leg of a transaction: positive adds to the account, negative takes from it. */
export interface Posting {
  account: AccountId;
  amountCents: number;
}

/** A balanced movement of money, recorded by one event. */
export interface Transaction {
  /** Unique and stable: the idempotency key of the movement (e.g. the event id). */
  id: string;
  kind: TransactionKind;
  /** ISO 8601 timestamp of the event that posted it. */
  at: string;
  postings: readonly Posting[];
  /** The offering the money belongs to (commit, cancel, refund, release). */
  projectId?: string;
  /** The commitment it opens or closes (commit, cancel, refund). */
  investmentId?: string;
}

/** Balance per account, in cents; an account absent from the record holds 0. */
export type Balances = Readonly<Record<string, number>>;

/** Why the ledger refused a transaction. */
export type LedgerRefusal =
  | { code: 'invalid'; message: string }
  | { code: 'overdraft'; message: string; account: AccountId; balanceCents: number };

export type LedgerResult<T> = { ok: true; value: T } | { ok: false; refusal: LedgerRefusal };

const invalid = (message: string): LedgerRefusal => ({ code: 'invalid', message });

/**
 * Checks a transaction's shape: an id, at least two postings on known accounts with
 * non-zero whole-cent amounts, each account at most once, summing to zero. Returns
 * `null` when it is valid, else the refusal.
 */
export function validateTransaction(tx: Transaction): LedgerRefusal | null {
  if (tx.id.trim() === '') return invalid('A transaction needs an id.');
  if (tx.postings.length < 2) return invalid(`Transaction ${tx.id} needs at least two postings.`);
  const seen = new Set<string>();
  let sum = 0;
  for (const { account, amountCents } of tx.postings) {
    if (accountKindOf(account) === null) return invalid(`Unknown account "${account}".`);
    if (seen.has(account)) return invalid(`Account ${account} appears twice in ${tx.id}.`);
    seen.add(account);
    if (!isCents(amountCents) || amountCents === 0) {
      return invalid(`Posting to ${account} must be a non-zero whole number of cents.`);
    }
    sum += amountCents;
    if (!Number.isSafeInteger(sum)) return invalid(`Transaction ${tx.id} overflows.`);
  }
  return sum === 0 ? null : invalid(`Transaction ${tx.id} does not balance (off by ${sum}).`);
}

/**
 * Posts `tx` onto `balances` in place after checking it; shared by `applyTransaction`
 * (which copies first) and the replay (which does not need to).
 */
function postInPlace(balances: Record<string, number>, tx: Transaction): LedgerRefusal | null {
  const problem = validateTransaction(tx);
  if (problem) return problem;
  for (const { account, amountCents } of tx.postings) {
    const next = (balances[account] ?? 0) + amountCents;
    const kind = accountKindOf(account) as AccountKind;
    if (next < 0 && !mayGoNegative(kind)) {
      const balanceCents = balances[account] ?? 0;
      return {
        code: 'overdraft',
        account,
        balanceCents,
        message: `${account} holds ${balanceCents} cents; ${tx.kind} ${tx.id} needs ${-amountCents}.`,
      };
    }
  }
  for (const { account, amountCents } of tx.postings) {
    balances[account] = (balances[account] ?? 0) + amountCents;
  }
  return null;
}

/**
 * The balances after `tx`, or a refusal: an invalid transaction, or one that would take
 * a wallet, escrow, payout or revenue account below zero. `balances` is not modified.
 */
export function applyTransaction(balances: Balances, tx: Transaction): LedgerResult<Balances> {
  const next = { ...balances };
  const refusal = postInPlace(next, tx);
  return refusal ? { ok: false, refusal } : { ok: true, value: next };
}

/**
 * Replays transactions, oldest first, from empty balances. Refuses (naming the
 * transaction) at the first one that is invalid or would overdraw an account, so a
 * corrupt log is reported, never silently folded.
 */
export function balancesFromTransactions(
  transactions: Iterable<Transaction>,
): LedgerResult<Balances> {
  const balances: Record<string, number> = {};
  for (const tx of transactions) {
    const refusal = postInPlace(balances, tx);
    if (refusal) return { ok: false, refusal };
  }
  return { ok: true, value: balances };
}

/** The balance of one account (0 when it never moved). */
export function balanceOf(balances: Balances, account: AccountId): number {
  return balances[account] ?? 0;
}
