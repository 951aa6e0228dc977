/**
 * One builder per movement of money, so every caller posts the same shape. Each takes
 * the id and time of the event that records the movement (`stamp`) and positive cents,
 * and returns a balanced `Transaction`; whether the money is there is the ledger's
 * question (`applyTransaction`), not the builder's.
 */
import { MoneyError, assertCents } from './cents';
import {
  EXTERNAL_ACCOUNT,
  REVENUE_ACCOUNT,
  escrowAccount,
  payoutAccount,
  walletAccount,
  type Posting,
  type Transaction,
} from './ledger';
import { platformFeeCents } from './reg-cf';

/** The event that posts a transaction: its id (the idempotency key) and ISO time. */
export interface TransactionStamp {
  id: string;
  at: string;
}

/** One commitment's money: who, which offering, which investment, how much. */
export interface CommitmentMoney {
  userId: string;
  projectId: string;
  investmentId: string;
  cents: number;
}

function positive(cents: number, label: string): number {
  assertCents(cents, label);
  if (cents <= 0) throw new MoneyError(`${label} must be more than 0 cents.`);
  return cents;
}

function move(from: Posting['account'], to: Posting['account'], cents: number): Posting[] {
  return [
    { account: from, amountCents: -cents },
    { account: to, amountCents: cents },
  ];
}

/** Money arrives from the bank into a user's wallet (Add Funds). */
export function depositTransaction(
  stamp: TransactionStamp,
  userId: string,
  cents: number,
): Transaction {
  const amount = positive(cents, 'Deposit');
  return {
    ...stamp,
    kind: 'deposit',
    postings: move(EXTERNAL_ACCOUNT, walletAccount(userId), amount),
  };
}

function commitmentTransaction(
  stamp: TransactionStamp,
  kind: 'commit' | 'cancel' | 'refund',
  money: CommitmentMoney,
): Transaction {
  const amount = positive(money.cents, `${kind} amount`);
  const wallet = walletAccount(money.userId);
  const escrow = escrowAccount(money.projectId);
  return {
    ...stamp,
    kind,
    projectId: money.projectId,
    investmentId: money.investmentId,
    postings: kind === 'commit' ? move(wallet, escrow, amount) : move(escrow, wallet, amount),
  };
}

/** A commitment: the amount moves from the investor's wallet into the offering's escrow. */
export function commitTransaction(stamp: TransactionStamp, money: CommitmentMoney): Transaction {
  return commitmentTransaction(stamp, 'commit', money);
}

/** A cancelled (or lapsed) commitment: the amount goes back from escrow to the wallet. */
export function cancelTransaction(stamp: TransactionStamp, money: CommitmentMoney): Transaction {
  return commitmentTransaction(stamp, 'cancel', money);
}

/** A failed offering's refund: the amount goes back from escrow to the wallet. */
export function refundTransaction(stamp: TransactionStamp, money: CommitmentMoney): Transaction {
  return commitmentTransaction(stamp, 'refund', money);
}

/** How a successful raise splits: the founder's net and the platform's fee add up to the gross. */
export interface ReleaseSplit {
  grossCents: number;
  feeCents: number;
  payoutCents: number;
}

/** The 5 % fee (rounded half up to the cent) and the founder's net of a gross raise. */
export function releaseSplit(grossCents: number): ReleaseSplit {
  const gross = positive(grossCents, 'Release amount');
  const feeCents = platformFeeCents(gross);
  return { grossCents: gross, feeCents, payoutCents: gross - feeCents };
}

/**
 * A funded offering closes: its whole escrow (`grossCents`) leaves in one transaction,
 * the fee to platform revenue and the rest to the founder's payout account, so there is
 * never a moment where the founder holds the fee. A gross under 10 cents has no fee
 * and no fee posting.
 */
export function releaseTransaction(
  stamp: TransactionStamp,
  projectId: string,
  grossCents: number,
): Transaction {
  const { grossCents: gross, feeCents, payoutCents } = releaseSplit(grossCents);
  const postings: Posting[] = [
    { account: escrowAccount(projectId), amountCents: -gross },
    { account: payoutAccount(projectId), amountCents: payoutCents },
  ];
  if (feeCents > 0) postings.push({ account: REVENUE_ACCOUNT, amountCents: feeCents });
  return { ...stamp, kind: 'release', projectId, postings };
}
