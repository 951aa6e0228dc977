/**
 * The simulated round on the offering's real SAFE stack: the SAFEs already sold in this
 * offering (one line of the committed total, on the offering's terms) and the visitor's
 * own, converted by the same exact module that converts recorded rounds
 * (shared/conversion). The company's own shares are not public before a round, so the
 * founders hold a stated 10,000,000 shares; under post-money SAFEs the percentages do not
 * depend on that number, only the share counts do.
 */
import type { PublicOutsideSafe } from '../../../shared/conversion/api';
import type { OfferingView } from '../../../shared/investing/api';
import type { SafeInstrument } from '../../../shared/conversion/instruments';
import { convertInPricedRound } from '../../../shared/conversion/priced-round';
import { ratio, toFixed } from '../../../shared/conversion/rational';

export const NOTIONAL_FOUNDER_SHARES = 10_000_000;

export interface StackRound {
  preMoneyValuationDollars: number;
  newMoneyCents: number;
  /** The option pool, percent of the company after the round, created in the pre-money. */
  optionPoolPercent: number;
}

export interface StackSimulation {
  /** The SAFEs already sold in this offering, in cents. */
  othersCents: number;
  /** The SAFEs the founder entered from outside the platform, in cents. */
  outsideCents: number;
  yourShares: number;
  /** Percent of the company after the round, three decimals. */
  yourPercent: string;
  /** All of this offering's SAFEs together, yours included, after the round. */
  offeringPercent: string;
  sharesAfterRound: number;
}

function safeOf(id: string, purchaseCents: number, offering: OfferingView): SafeInstrument {
  const capped = offering.variant === 'cap' || offering.variant === 'cap_and_discount';
  const discounted = offering.variant === 'discount' || offering.variant === 'cap_and_discount';
  return {
    id,
    holder: id,
    purchaseCents,
    ...(capped && offering.valuationCapDollars !== null
      ? { valuationCapDollars: offering.valuationCapDollars }
      : {}),
    ...(discounted && offering.discountPercent !== null
      ? { discountPercent: offering.discountPercent }
      : {}),
    issuedOn: '2000-01-01',
    onPlatform: true,
  };
}

const percentOf = (part: number, whole: number) => toFixed(ratio(BigInt(part) * 100n, whole), 3);

/**
 * Converts the stack in the round. The pool is made P % of the company after the round:
 * the pool increase that does so depends on the shares it creates, so it is found by
 * repeating the exact conversion until the pool stops changing (a few steps, P < 1).
 * Throws a RangeError for a round no company can have.
 */
function outsideSafeOf(safe: PublicOutsideSafe, index: number): SafeInstrument {
  return {
    id: `outside-${index}`,
    holder: `outside-${index}`,
    purchaseCents: safe.purchaseCents,
    ...(safe.valuationCapDollars !== null ? { valuationCapDollars: safe.valuationCapDollars } : {}),
    ...(safe.discountPercent !== null ? { discountPercent: safe.discountPercent } : {}),
    ...(safe.mfn ? { mfn: true } : {}),
    issuedOn: safe.issuedOn,
    onPlatform: false,
  };
}

export function simulateInStack(
  offering: OfferingView,
  purchaseCents: number,
  round: StackRound,
  outside: readonly PublicOutsideSafe[] = [],
): StackSimulation {
  const othersCents = offering.committedCents;
  const stack = [
    ...(othersCents > 0 ? [safeOf('others', othersCents, offering)] : []),
    safeOf('you', purchaseCents, offering),
    ...outside.map(outsideSafeOf),
  ];
  const company = { outstandingShares: NOTIONAL_FOUNDER_SHARES, optionsIssued: 0, unissuedPool: 0 };
  const share = round.optionPoolPercent / 100;
  let poolIncrease = 0;
  let result = convertInPricedRound(company, stack, { ...round, poolIncrease });
  for (let step = 0; step < 60; step += 1) {
    const next = Math.round(share * result.sharesAfterRound);
    if (next === poolIncrease) break;
    poolIncrease = next;
    result = convertInPricedRound(company, stack, { ...round, poolIncrease });
  }
  const yours = result.conversions.find((c) => c.id === 'you')?.shares ?? 0;
  const all = result.conversions.filter((c) => c.onPlatform).reduce((sum, c) => sum + c.shares, 0);
  return {
    othersCents,
    outsideCents: outside.reduce((sum, s) => sum + s.purchaseCents, 0),
    yourShares: yours,
    yourPercent: percentOf(yours, result.sharesAfterRound),
    offeringPercent: percentOf(all, result.sharesAfterRound),
    sharesAfterRound: result.sharesAfterRound,
  };
}

/**
 * The sentence the simulator adds under its answer, or null when the round cannot be
 * converted exactly (a valuation with cents, a pool that leaves nothing).
 */
export function stackSentence(
  offering: OfferingView,
  purchaseCents: number,
  round: { preMoneyValuationDollars: number; newMoneyDollars: number; optionPoolPercent: number },
  format: { money: (cents: number) => string; stake: (percent: number) => string },
  outside: readonly PublicOutsideSafe[] = [],
): string | null {
  if (!Number.isSafeInteger(round.preMoneyValuationDollars)) return null;
  let result: StackSimulation;
  try {
    result = simulateInStack(
      offering,
      purchaseCents,
      {
        preMoneyValuationDollars: round.preMoneyValuationDollars,
        newMoneyCents: Math.round(round.newMoneyDollars * 100),
        optionPoolPercent: round.optionPoolPercent,
      },
      outside,
    );
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
  const sold =
    result.othersCents > 0
      ? `Counting the ${format.money(result.othersCents)} of SAFEs already sold in this offering`
      : 'With no other SAFEs sold in this offering yet';
  const elsewhere =
    result.outsideCents > 0
      ? ` and the ${format.money(result.outsideCents)} the company sold outside LaunchFund`
      : '';
  return `${sold}${elsewhere}, the exact conversion gives you ${result.yourShares.toLocaleString('en-US')} shares, ${format.stake(Number(result.yourPercent))} of the ${result.sharesAfterRound.toLocaleString('en-US')} shares after the round, and this offering's SAFEs together ${format.stake(Number(result.offeringPercent))} (if the founders hold ${NOTIONAL_FOUNDER_SHARES.toLocaleString('en-US')} shares before it).`;
}
