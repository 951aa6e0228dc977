import { describe, expect, it } from 'vitest';
import {
  EXTERNAL_ACCOUNT,
  REVENUE_ACCOUNT,
  accountKindOf,
  applyTransaction,
  balanceOf,
  balancesFromTransactions,
  escrowAccount,
  mayGoNegative,
  payoutAccount,
  validateTransaction,
  walletAccount,
  type Transaction,
} from '../../../shared/money/ledger';
import { ledgerViolations, openCommitments } from '../../../shared/money/ledger-invariants';
import {
  cancelTransaction,
  commitTransaction,
  depositTransaction,
  refundTransaction,
  releaseSplit,
  releaseTransaction,
} from '../../../shared/money/ledger-transactions';

const at = '2026-11-01T10:00:00.000Z';
const stamp = (id: string) => ({ id, at });
const money = (investmentId: string, cents: number) => ({
  userId: 'ann',
  projectId: 'p1',
  investmentId,
  cents,
});

function replay(txs: Transaction[]) {
  const result = balancesFromTransactions(txs);
  if (!result.ok) throw new Error(result.refusal.message);
  return result.value;
}

describe('accounts', () => {
  it('knows each kind, and only the bank may go negative', () => {
    expect(accountKindOf(walletAccount('u1'))).toBe('wallet');
    expect(accountKindOf(escrowAccount('p1'))).toBe('escrow');
    expect(accountKindOf(payoutAccount('p1'))).toBe('payout');
    expect(accountKindOf(REVENUE_ACCOUNT)).toBe('revenue');
    expect(accountKindOf(EXTERNAL_ACCOUNT)).toBe('external');
    expect(accountKindOf('wallet:')).toBeNull();
    expect(accountKindOf('savings:u1')).toBeNull();
    expect(accountKindOf('platform:other')).toBeNull();
    expect(mayGoNegative('external')).toBe(true);
    for (const kind of ['wallet', 'escrow', 'payout', 'revenue'] as const) {
      expect(mayGoNegative(kind)).toBe(false);
    }
  });
});

describe('validateTransaction', () => {
  const good = depositTransaction(stamp('t1'), 'ann', 100);
  it.each<[string, Transaction, RegExp]>([
    ['no id', { ...good, id: ' ' }, /needs an id/],
    ['one posting', { ...good, postings: good.postings.slice(0, 1) }, /at least two postings/],
    [
      'unbalanced',
      {
        ...good,
        postings: [good.postings[0]!, { account: walletAccount('ann'), amountCents: 99 }],
      },
      /does not balance \(off by -1\)/,
    ],
    [
      'fractional cents',
      {
        ...good,
        postings: [
          { account: EXTERNAL_ACCOUNT, amountCents: -0.5 },
          { account: walletAccount('ann'), amountCents: 0.5 },
        ],
      },
      /non-zero whole number of cents/,
    ],
    [
      'a zero posting',
      {
        ...good,
        postings: [...good.postings, { account: REVENUE_ACCOUNT, amountCents: 0 }],
      },
      /non-zero whole number of cents/,
    ],
    [
      'the same account twice',
      {
        ...good,
        postings: [
          { account: walletAccount('ann'), amountCents: -1 },
          { account: walletAccount('ann'), amountCents: 1 },
        ],
      },
      /appears twice/,
    ],
    [
      'an unknown account',
      {
        ...good,
        postings: [
          { account: 'cash:ann' as never, amountCents: -1 },
          { account: walletAccount('ann'), amountCents: 1 },
        ],
      },
      /Unknown account "cash:ann"/,
    ],
  ])('refuses %s', (_name, tx, message) => {
    expect(validateTransaction(tx)?.message).toMatch(message);
    expect(applyTransaction({}, tx)).toMatchObject({ ok: false, refusal: { code: 'invalid' } });
  });

  it('accepts a built transaction', () => {
    expect(validateTransaction(good)).toBeNull();
  });
});

describe('builders and applyTransaction', () => {
  it('moves a deposit, a commitment and its cancellation', () => {
    const txs = [
      depositTransaction(stamp('d1'), 'ann', 100_000),
      commitTransaction(stamp('c1'), money('i1', 50_000)),
      cancelTransaction(stamp('x1'), money('i1', 50_000)),
    ];
    const balances = replay(txs);
    expect(balanceOf(balances, walletAccount('ann'))).toBe(100_000);
    expect(balanceOf(balances, escrowAccount('p1'))).toBe(0);
    expect(balanceOf(balances, EXTERNAL_ACCOUNT)).toBe(-100_000);
  });

  it('refuses an overdraft and leaves the balances as they were', () => {
    const before = replay([depositTransaction(stamp('d1'), 'ann', 40_000)]);
    const result = applyTransaction(before, commitTransaction(stamp('c1'), money('i1', 50_000)));
    expect(result).toEqual({
      ok: false,
      refusal: {
        code: 'overdraft',
        account: 'wallet:ann',
        balanceCents: 40_000,
        message: 'wallet:ann holds 40000 cents; commit c1 needs 50000.',
      },
    });
    expect(before).toEqual({ 'external:bank': -40_000, 'wallet:ann': 40_000 });
  });

  it('releases escrow to the founder less the 5 % fee, in one transaction', () => {
    const tx = releaseTransaction(stamp('r1'), 'p1', 10_000_000);
    expect(tx.postings).toEqual([
      { account: 'escrow:p1', amountCents: -10_000_000 },
      { account: 'payout:p1', amountCents: 9_500_000 },
      { account: 'platform:revenue', amountCents: 500_000 },
    ]);
    expect(releaseSplit(1_010)).toEqual({ grossCents: 1_010, feeCents: 51, payoutCents: 959 });
    // Under 10 cents the fee rounds to 0 and there is no zero posting.
    expect(releaseTransaction(stamp('r2'), 'p1', 9).postings).toHaveLength(2);
  });

  it('refunds a failed offering back to the wallet', () => {
    const txs = [
      depositTransaction(stamp('d1'), 'ann', 50_000),
      commitTransaction(stamp('c1'), money('i1', 50_000)),
      refundTransaction(stamp('f1'), money('i1', 50_000)),
    ];
    expect(balanceOf(replay(txs), walletAccount('ann'))).toBe(50_000);
    expect(ledgerViolations(txs)).toEqual([]);
  });

  it('refuses zero, negative and fractional amounts when building', () => {
    expect(() => depositTransaction(stamp('d'), 'ann', 0)).toThrow('Deposit must be more than 0');
    expect(() => commitTransaction(stamp('c'), money('i', -5))).toThrow(/more than 0/);
    expect(() => releaseTransaction(stamp('r'), 'p1', 1.5)).toThrow(/whole number of cents/);
  });
});

describe('ledgerViolations', () => {
  const base = [
    depositTransaction(stamp('d1'), 'ann', 100_000),
    depositTransaction(stamp('d2'), 'bob', 100_000),
    commitTransaction(stamp('c1'), money('i1', 50_000)),
    commitTransaction(stamp('c2'), { ...money('i2', 50_000), userId: 'bob' }),
  ];

  it('finds nothing wrong in a healthy log', () => {
    expect(ledgerViolations(base)).toEqual([]);
    expect([...openCommitments(base).keys()]).toEqual(['i1', 'i2']);
  });

  it('catches a commitment cancelled twice (escrow below its open commitments)', () => {
    const twice = [
      ...base,
      cancelTransaction(stamp('x1'), money('i1', 50_000)),
      cancelTransaction(stamp('x2'), money('i1', 50_000)),
    ];
    expect(ledgerViolations(twice)).toEqual(['escrow:p1 holds 0 cents; open commitments 50000.']);
  });

  it('catches a reused transaction id and an overdraft in the log', () => {
    const reused = [...base, depositTransaction(stamp('d1'), 'ann', 1)];
    expect(ledgerViolations(reused)).toContain('Transaction id d1 is used twice.');
    const overdrawn = [...base, commitTransaction(stamp('c3'), money('i3', 60_000))];
    expect(ledgerViolations(overdrawn)).toEqual([
      'wallet:ann holds 50000 cents; commit c3 needs 60000.',
    ]);
  });

  it('closes every commitment of an offering on release', () => {
    const released = [...base, releaseTransaction(stamp('r1'), 'p1', 100_000)];
    expect(openCommitments(released).size).toBe(0);
    expect(ledgerViolations(released)).toEqual([]);
  });
});
