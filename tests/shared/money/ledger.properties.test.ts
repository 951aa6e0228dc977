/**
 * Property tests of the ledger invariants: random sequences of the product's money
 * operations (deposits, commitments, cancellations, refunds, releases), some of which
 * must be refused, checked after every step against a simple model of the commitments.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EXTERNAL_ACCOUNT,
  accountKindOf,
  applyTransaction,
  balanceOf,
  balancesFromTransactions,
  escrowAccount,
  mayGoNegative,
  validateTransaction,
  type AccountKind,
  type Balances,
  type Transaction,
} from '../../../shared/money/ledger';
import { ledgerTotal, ledgerViolations } from '../../../shared/money/ledger-invariants';
import {
  cancelTransaction,
  commitTransaction,
  depositTransaction,
  refundTransaction,
  releaseSplit,
  releaseTransaction,
} from '../../../shared/money/ledger-transactions';

const USERS = ['ann', 'bob', 'cy'];
const PROJECTS = ['p1', 'p2'];
const cents = fc.integer({ min: 1, max: 5_000_000 });

type Op =
  | { op: 'deposit'; user: number; cents: number }
  | { op: 'commit'; user: number; project: number; cents: number }
  | { op: 'cancel' | 'refund'; pick: number }
  | { op: 'release'; project: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('deposit' as const), user: fc.nat(2), cents }),
  fc.record({ op: fc.constant('commit' as const), user: fc.nat(2), project: fc.nat(1), cents }),
  fc.record({ op: fc.constantFrom('cancel' as const, 'refund' as const), pick: fc.nat(50) }),
  fc.record({ op: fc.constant('release' as const), project: fc.nat(1) }),
);

interface Commitment {
  investmentId: string;
  userId: string;
  projectId: string;
  cents: number;
}

/** Builds the transaction an operation asks for, given the open commitments (the model). */
function build(op: Op, n: number, open: Commitment[], balances: Balances): Transaction | null {
  const stamp = { id: `t${n}`, at: new Date(Date.UTC(2026, 0, 1) + n * 1000).toISOString() };
  switch (op.op) {
    case 'deposit':
      return depositTransaction(stamp, USERS[op.user]!, op.cents);
    case 'commit':
      return commitTransaction(stamp, {
        userId: USERS[op.user]!,
        projectId: PROJECTS[op.project]!,
        investmentId: `i${n}`,
        cents: op.cents,
      });
    case 'cancel':
    case 'refund': {
      const target = open[op.pick % Math.max(open.length, 1)];
      if (!target) return null;
      return (op.op === 'cancel' ? cancelTransaction : refundTransaction)(stamp, target);
    }
    case 'release': {
      const gross = balanceOf(balances, escrowAccount(PROJECTS[op.project]!));
      return gross > 0 ? releaseTransaction(stamp, PROJECTS[op.project]!, gross) : null;
    }
  }
}

function expectInvariants(balances: Balances, open: Commitment[]) {
  expect(ledgerTotal(balances)).toBe(0);
  for (const [account, held] of Object.entries(balances)) {
    const kind = accountKindOf(account) as AccountKind;
    if (!mayGoNegative(kind)) expect(held).toBeGreaterThanOrEqual(0);
  }
  for (const projectId of PROJECTS) {
    const committed = open.filter((c) => c.projectId === projectId);
    expect(balanceOf(balances, escrowAccount(projectId))).toBe(
      committed.reduce((sum, c) => sum + c.cents, 0),
    );
  }
}

describe('ledger invariants (fast-check)', () => {
  it('any sequence keeps every invariant; refused steps change nothing; replay rebuilds it', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 60 }), (ops) => {
        let balances: Balances = {};
        let open: Commitment[] = [];
        const posted: Transaction[] = [];
        ops.forEach((op, n) => {
          const tx = build(op, n, open, balances);
          if (!tx) return;
          expect(validateTransaction(tx)).toBeNull(); // every built transaction balances
          const result = applyTransaction(balances, tx);
          if (!result.ok) {
            // Only a commitment can lack money (deposits, cancels, refunds and releases
            // move money the model knows is there), and the refusal names the wallet.
            expect(op.op).toBe('commit');
            expect(result.refusal).toMatchObject({
              code: 'overdraft',
              account: 'wallet:' + USERS[(op as { user: number }).user],
            });
            return;
          }
          // Frozen, so a builder or applyTransaction that mutated its input would throw.
          balances = Object.freeze(result.value);
          posted.push(tx);
          if (tx.kind === 'commit' && op.op === 'commit') {
            open.push({
              investmentId: `i${n}`,
              userId: USERS[op.user]!,
              projectId: PROJECTS[op.project]!,
              cents: op.cents,
            });
          }
          if (tx.kind === 'cancel' || tx.kind === 'refund') {
            open = open.filter((c) => c.investmentId !== tx.investmentId);
          }
          if (tx.kind === 'release') open = open.filter((c) => c.projectId !== tx.projectId);
          expectInvariants(balances, open);
        });
        const rebuilt = balancesFromTransactions(posted);
        expect(rebuilt).toEqual({ ok: true, value: balances });
        expect(ledgerViolations(posted)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('never lets a wallet, escrow, payout or revenue account go negative, whatever is posted', () => {
    const account = fc.constantFrom(
      'wallet:ann',
      'wallet:bob',
      'escrow:p1',
      'payout:p1',
      'platform:revenue',
      EXTERNAL_ACCOUNT,
    );
    const randomTx = fc
      .tuple(account, account, fc.integer({ min: 1, max: 1_000 }))
      .filter(([from, to]) => from !== to)
      .map(([from, to, amount]): Transaction => ({
        id: 'x',
        kind: 'deposit',
        at: '2026-01-01T00:00:00.000Z',
        postings: [
          { account: from, amountCents: -amount },
          { account: to, amountCents: amount },
        ] as Transaction['postings'],
      }));
    fc.assert(
      fc.property(fc.array(randomTx, { maxLength: 40 }), (txs) => {
        let balances: Balances = {};
        for (const tx of txs) {
          const result = applyTransaction(balances, tx);
          if (result.ok) balances = result.value;
          else expect(result.refusal.code).toBe('overdraft');
          for (const [id, held] of Object.entries(balances)) {
            if (id !== EXTERNAL_ACCOUNT) expect(held).toBeGreaterThanOrEqual(0);
          }
          expect(ledgerTotal(balances)).toBe(0);
        }
      }),
    );
  });

  it('splits every release exactly: fee + payout = gross, fee = 5 % rounded half up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (gross) => {
        const { feeCents, payoutCents } = releaseSplit(gross);
        expect(feeCents + payoutCents).toBe(gross);
        // fee = floor((gross × 5 + 50) / 100), checked in BigInt.
        expect(BigInt(feeCents)).toBe((BigInt(gross) * 5n + 50n) / 100n);
        const tx = releaseTransaction({ id: 'r', at: '2026-01-01T00:00:00.000Z' }, 'p1', gross);
        expect(validateTransaction(tx)).toBeNull();
      }),
    );
  });
});
