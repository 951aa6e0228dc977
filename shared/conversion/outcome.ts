/**
 * What one recorded event (a priced round, a liquidity event, a dissolution) did to each
 * SAFE of the stack, and the cap table before and after it: a pure function of the
 * event's payload, so the projection, the statement and a replay agree to the share.
 */
import type { CapTable, CapTableLine, ConversionKind, HoldingStatus } from './api';
import type { CompanyShares, SafeInstrument } from './instruments';
import { payoutsInDissolution, payoutsInLiquidity } from './liquidity';
import {
  convertInPricedRound,
  type PricedRoundConversion,
  type PricedRoundInput,
} from './priced-round';
import { ratio, toFixed } from './rational';

export type OutcomeFacts =
  | {
      kind: 'priced_round';
      company: CompanyShares;
      round: PricedRoundInput;
      stack: SafeInstrument[];
    }
  | { kind: 'liquidity'; company: CompanyShares; proceedsCents: number; stack: SafeInstrument[] }
  | { kind: 'dissolution'; availableCents: number; stack: SafeInstrument[] };

export interface SafeOutcome {
  safeId: string;
  holder: string;
  onPlatform: boolean;
  purchaseCents: number;
  status: Exclude<HoldingStatus, 'safe_outstanding'>;
  shares: number | null;
  payoutCents: number | null;
  appliedTerm: string | null;
}

export interface Outcome {
  kind: ConversionKind;
  safes: SafeOutcome[];
  /** The priced round's conversion, for a priced round only. */
  pricedRound: PricedRoundConversion | null;
}

export function outcomeOf(facts: OutcomeFacts): Outcome {
  if (facts.kind === 'priced_round') {
    const result = convertInPricedRound(facts.company, facts.stack, facts.round);
    return {
      kind: facts.kind,
      pricedRound: result,
      safes: result.conversions.map((c) => ({
        safeId: c.id,
        holder: c.holder,
        onPlatform: c.onPlatform,
        purchaseCents: c.purchaseCents,
        status: 'converted',
        shares: c.shares,
        payoutCents: null,
        appliedTerm: c.appliedTerm,
      })),
    };
  }
  const payouts =
    facts.kind === 'liquidity'
      ? payoutsInLiquidity(facts.company, facts.stack, facts.proceedsCents)
      : payoutsInDissolution(facts.stack, facts.availableCents);
  return {
    kind: facts.kind,
    pricedRound: null,
    safes: payouts.map((p) => ({
      safeId: p.id,
      holder: p.holder,
      onPlatform: p.onPlatform,
      purchaseCents: p.purchaseCents,
      status: p.method === 'dissolution' ? 'written_off' : 'cashed_out',
      shares: p.shares ?? null,
      payoutCents: p.payoutCents,
      appliedTerm: p.method === 'conversion' ? 'conversion_amount' : p.method,
    })),
  };
}

function withPercents(lines: Omit<CapTableLine, 'percent'>[]): CapTableLine[] {
  const total = lines.reduce((sum, l) => sum + l.shares, 0);
  return lines.map((l) => ({
    ...l,
    percent: total > 0 ? toFixed(ratio(BigInt(l.shares) * 100n, total), 3) : '0.000',
  }));
}

/**
 * The cap table before the event (the founder's shares, options and pool; the SAFEs not
 * yet shares) and after it: a priced round adds the pool increase, each SAFE's shares and
 * the new money; a sale or a dissolution leaves no table of this company's shares.
 */
export function capTableOf(facts: OutcomeFacts, outcome: Outcome): CapTable | null {
  if (facts.kind === 'dissolution') return null;
  const { company } = facts;
  const base: Omit<CapTableLine, 'percent'>[] = [
    {
      holder: 'Common shares (founders and others)',
      kind: 'common',
      shares: company.outstandingShares,
    },
    { holder: 'Options issued', kind: 'options', shares: company.optionsIssued },
    { holder: 'Unissued option pool', kind: 'pool', shares: company.unissuedPool },
  ];
  const safeLines = (shares: (s: SafeOutcome) => number) =>
    outcome.safes.map((s) => ({
      holder: s.holder,
      kind: 'safe' as const,
      shares: shares(s),
      safeId: s.safeId,
    }));
  const before = withPercents([...base, ...safeLines(() => 0)]);
  if (!outcome.pricedRound || facts.kind !== 'priced_round') return { before, after: [] };
  const after = withPercents([
    ...base.slice(0, 2),
    {
      holder: 'Unissued option pool',
      kind: 'pool',
      shares: company.unissuedPool + facts.round.poolIncrease,
    },
    ...safeLines((s) => s.shares ?? 0),
    {
      holder: "The round's new investors",
      kind: 'new_money',
      shares: outcome.pricedRound.newMoneyShares,
    },
  ]);
  return { before, after };
}
