/**
 * The simulator's form as text, parsed into the shared simulator's inputs (amounts to
 * cents, never through a float), and its answer as sentences. Pure, so each worked
 * example is tested without rendering.
 */
import type { OfferingView } from '../../../shared/investing/api';
import { formatMoney } from '../../../shared/format';
import { formatCents, MoneyError, parseDollarsToCents } from '../../../shared/money/cents';
import {
  simulateSafe,
  type ConversionPrice,
  type LaterSafeTerms,
  type PricedRound,
  type SafeSimulation,
} from '../../../shared/offering/safe-simulator';

export interface SimulatorValues {
  amount: string;
  preMoney: string;
  newMoney: string;
  pool: string;
  /** MFN only: the cap and discount of a later SAFE it may adopt (optional). */
  laterCap: string;
  laterDiscount: string;
}
export type SimulatorField = keyof SimulatorValues;

export type SimulatorOutcome =
  | { ok: true; simulation: SafeSimulation; purchaseCents: number; round: PricedRound }
  | { ok: false; errors: Partial<Record<SimulatorField, string>> };

type Terms = Parameters<typeof simulateSafe>[1];

/** The offering's SAFE terms in the simulator's shape (the wire uses null for "none"). */
export function termsOf(offering: OfferingView): Terms {
  return {
    variant: offering.variant,
    ...(offering.valuationCapDollars === null
      ? {}
      : { valuationCapDollars: offering.valuationCapDollars }),
    ...(offering.discountPercent === null ? {} : { discountPercent: offering.discountPercent }),
  };
}

/** Starting values: the minimum investment, and a round priced well above any cap. */
export function initialValues(offering: OfferingView): SimulatorValues {
  const preMoney = Math.max((offering.valuationCapDollars ?? 0) * 2, 10_000_000);
  return {
    amount: formatCents(offering.minimumInvestmentCents, { cents: 'auto' }).slice(1),
    preMoney: formatCents(preMoney * 100, { cents: 'auto' }).slice(1),
    newMoney: formatCents((preMoney / 4) * 100, { cents: 'auto' }).slice(1),
    pool: '10',
    laterCap: '',
    laterDiscount: '',
  };
}

function dollars(text: string, label: string, { allowZero = false } = {}): number {
  const cents = parseDollarsToCents(text);
  if (cents < 0 || (!allowZero && cents === 0)) {
    throw new MoneyError(`${label} must be ${allowZero ? '0 or more' : 'more than $0'}.`);
  }
  return cents;
}

function percent(text: string, label: string, max: number): number {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value) || value < 0 || value >= max) {
    throw new MoneyError(`${label} must be a number from 0 up to ${max} %.`);
  }
  return value;
}

/** Parses the form and runs the simulation, or says what is wrong with which field. */
export function runSimulation(values: SimulatorValues, terms: Terms): SimulatorOutcome {
  const errors: Partial<Record<SimulatorField, string>> = {};
  const read = <T>(field: SimulatorField, parse: () => T): T | undefined => {
    try {
      return parse();
    } catch (error) {
      errors[field] = error instanceof Error ? error.message : String(error);
      return undefined;
    }
  };
  const purchaseCents = read('amount', () => dollars(values.amount, 'Your investment'));
  const preMoney = read('preMoney', () => dollars(values.preMoney, 'The pre-money valuation'));
  const newMoney = read('newMoney', () =>
    dollars(values.newMoney, 'The new money', { allowZero: true }),
  );
  const pool = read('pool', () => percent(values.pool, 'The option pool', 100));
  const later: LaterSafeTerms = {};
  if (terms.variant === 'mfn' && values.laterCap.trim() !== '') {
    const cap = read('laterCap', () => dollars(values.laterCap, 'The later cap'));
    if (cap !== undefined) later.valuationCapDollars = cap / 100;
  }
  if (terms.variant === 'mfn' && values.laterDiscount.trim() !== '') {
    const d = read('laterDiscount', () => percent(values.laterDiscount, 'The later discount', 100));
    if (d !== undefined) later.discountPercent = d;
  }
  if (
    purchaseCents === undefined ||
    preMoney === undefined ||
    newMoney === undefined ||
    pool === undefined ||
    Object.keys(errors).length > 0
  ) {
    return { ok: false, errors };
  }
  const round = {
    preMoneyValuationDollars: preMoney / 100,
    newMoneyDollars: newMoney / 100,
    optionPoolPercent: pool,
  };
  try {
    const simulation = simulateSafe(purchaseCents, terms, round, later);
    return { ok: true, purchaseCents, round, simulation };
  } catch (error) {
    // The shared maths refuses a round that cannot exist (the pool leaves nothing).
    return { ok: false, errors: { pool: error instanceof Error ? error.message : String(error) } };
  }
}

/** "0.25 %" with up to three decimals, and never "0 %" for a real stake. */
export function formatStake(percentValue: number): string {
  if (percentValue > 0 && percentValue < 0.001) return 'less than 0.001 %';
  return `${Math.round(percentValue * 1000) / 1000} %`;
}

const PRICE_NAMES: Record<ConversionPrice, string> = {
  cap: 'the valuation cap price',
  discount: 'the discounted round price',
  round: 'the round price',
};

/** The two sentences the live region reads out. */
export function describeOutcome(outcome: Extract<SimulatorOutcome, { ok: true }>): {
  beforeRound: string;
  afterRound: string;
} {
  const { simulation, purchaseCents, round } = outcome;
  const amount = formatCents(purchaseCents, { cents: 'auto' });
  const beforeRound =
    simulation.atSigningPercent === null
      ? `Your ${amount} at this SAFE's terms has no fixed share before the next round: without a valuation cap, the priced round sets it.`
      : `Your ${amount} at this SAFE's terms buys about ${formatStake(simulation.atSigningPercent)} of the company before the next round.`;
  const valuation = formatMoney(round.preMoneyValuationDollars);
  const afterRound = `After a priced round at a ${valuation} pre-money valuation with a ${round.optionPoolPercent} % option pool, it converts to about ${formatStake(simulation.afterRound.percentAfterRound)}, at ${PRICE_NAMES[simulation.afterRound.convertedAt]}.`;
  return { beforeRound, afterRound };
}
