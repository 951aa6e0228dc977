/**
 * One investor's conversion statement after a priced round: the shares their SAFE
 * became, at which price and under which term, and what they own before and after the
 * round's new money. The same structure feeds the statement page, its PDF and its JSON.
 */
import type { AppliedTerm, PricedRoundConversion } from './priced-round';
import { ratio, toFixed, type Rational } from './rational';

export interface ConversionStatement {
  safeId: string;
  holder: string;
  purchaseCents: number;
  shares: number;
  /** Price per share in dollars, to four decimal places ("0.5000"). */
  pricePerShare: string;
  appliedTerm: AppliedTerm;
  termDescription: string;
  /** The round's price per share in dollars, to four decimal places. */
  roundPricePerShare: string;
  /** Percent of the company before the new money, to three decimal places ("1.818"). */
  ownershipBeforeNewMoneyPercent: string;
  /** Percent of the company after the round, to three decimal places ("1.600"). */
  ownershipAfterRoundPercent: string;
  sharesAfterRound: number;
  roundingNote: string;
}

export const ROUNDING_NOTE =
  'Shares are rounded down to a whole share for each investor; no fraction of a share is issued.';

function dollars(cents: Rational): string {
  return toFixed({ num: cents.num, den: cents.den * 100n }, 4);
}

function percent(part: number, whole: number): string {
  return toFixed(ratio(BigInt(part) * 100n, whole), 3);
}

function describe(term: AppliedTerm, cap?: number, discount?: number): string {
  if (term === 'cap') return `Valuation cap of $${(cap ?? 0).toLocaleString('en-US')}`;
  if (term === 'discount') return `${discount ?? 0} % discount to the round's price`;
  return "The round's price (no cap or discount applied)";
}

/** The statement of one SAFE of a conversion; throws when the id is not in it. */
export function conversionStatement(
  conversion: PricedRoundConversion,
  safeId: string,
): ConversionStatement {
  const c = conversion.conversions.find((item) => item.id === safeId);
  if (!c) throw new RangeError(`No SAFE ${safeId} in this conversion.`);
  return {
    safeId: c.id,
    holder: c.holder,
    purchaseCents: c.purchaseCents,
    shares: c.shares,
    pricePerShare: dollars(c.priceCents),
    appliedTerm: c.appliedTerm,
    termDescription: describe(c.appliedTerm, c.terms.valuationCapDollars, c.terms.discountPercent),
    roundPricePerShare: dollars(conversion.roundPriceCents),
    ownershipBeforeNewMoneyPercent: percent(c.shares, conversion.sharesBeforeNewMoney),
    ownershipAfterRoundPercent: percent(c.shares, conversion.sharesAfterRound),
    sharesAfterRound: conversion.sharesAfterRound,
    roundingNote: ROUNDING_NOTE,
  };
}
