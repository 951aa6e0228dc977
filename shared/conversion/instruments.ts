/**
 * The inputs of a SAFE conversion: the company's capitalization before the event, and
 * its stack of post-money SAFEs (those sold on the platform and those the founder enters
 * from outside it), each with its own terms.
 *
 * Money is whole cents; valuations and caps are whole dollars, as term sheets state them;
 * share counts are whole shares.
 */

/** One post-money SAFE of the company's stack. */
export interface SafeInstrument {
  /** Stable id (the platform's investment id, or the founder's entry id). */
  id: string;
  /** Who holds it, for the statement and the cap table. */
  holder: string;
  purchaseCents: number;
  /** Post-money valuation cap in whole dollars; absent without a cap. */
  valuationCapDollars?: number;
  /** Discount in whole percent (20 means the holder pays 80 % of the round's price). */
  discountPercent?: number;
  /** Most-favoured-nation: adopts better terms of a SAFE issued after it. */
  mfn?: boolean;
  /** Day the SAFE was issued (YYYY-MM-DD); orders the stack for MFN. */
  issuedOn: string;
  /** True for a SAFE sold through the platform. */
  onPlatform: boolean;
}

/** The company's shares before the event (the founder enters them). */
export interface CompanyShares {
  /** Common and preferred shares issued and outstanding. */
  outstandingShares: number;
  /** Options issued and outstanding, and promised options. */
  optionsIssued: number;
  /** Options reserved under the plan but not yet granted. */
  unissuedPool: number;
}

/** The terms a SAFE converts under once MFN is resolved. */
export interface EffectiveTerms {
  valuationCapDollars?: number;
  discountPercent?: number;
  /** The id of the later SAFE whose terms an MFN SAFE adopted, if any. */
  adoptedFrom?: string;
}

/** Thrown for inputs no company can have (a cap of $0, negative shares, and the like). */
export class ConversionInputError extends RangeError {
  override name = 'ConversionInputError';
}

export function checkWhole(value: number, label: string, minimum: number): number {
  if (!Number.isSafeInteger(value) || value < minimum) {
    throw new ConversionInputError(`${label} must be a whole number of at least ${minimum}.`);
  }
  return value;
}

/** Checks one instrument's numbers, so the arithmetic never meets a nonsense value. */
export function checkInstrument(safe: SafeInstrument): SafeInstrument {
  checkWhole(safe.purchaseCents, `The purchase amount of ${safe.id}`, 1);
  if (safe.valuationCapDollars !== undefined) {
    checkWhole(safe.valuationCapDollars, `The valuation cap of ${safe.id}`, 1);
  }
  if (safe.discountPercent !== undefined) {
    checkWhole(safe.discountPercent, `The discount of ${safe.id}`, 0);
    if (safe.discountPercent >= 100) {
      throw new ConversionInputError(`The discount of ${safe.id} must be below 100 %.`);
    }
  }
  return safe;
}

/**
 * The stack checked and in one canonical order (by id), so nothing computed from it can
 * depend on the order the founder entered it in. Ids must be unique.
 */
export function sortedStack(stack: readonly SafeInstrument[]): SafeInstrument[] {
  const sorted = stack
    .map(checkInstrument)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  sorted.forEach((safe, i) => {
    if (i > 0 && sorted[i - 1]?.id === safe.id) {
      throw new ConversionInputError(`Two SAFEs share the id ${safe.id}.`);
    }
  });
  return sorted;
}

/**
 * Whether `candidate`'s terms are better for the holder than `current`'s: a lower cap
 * is better than any discount (a cap sets a price without regard to the round), then
 * a larger discount. Used to pick the terms an MFN SAFE adopts.
 */
function better(candidate: EffectiveTerms, current: EffectiveTerms): boolean {
  const capA = candidate.valuationCapDollars;
  const capB = current.valuationCapDollars;
  if (capA !== undefined && (capB === undefined || capA < capB)) return true;
  if (capA !== capB) return false;
  return (candidate.discountPercent ?? 0) > (current.discountPercent ?? 0);
}

/**
 * The terms each SAFE converts under. A SAFE without the MFN right keeps its own. An
 * MFN SAFE keeps its own terms unless a SAFE issued after it (and before the event) has
 * better ones, in which case it adopts that one SAFE's terms whole (the MFN clause lets
 * the holder take the terms of a later instrument, not mix several).
 */
export function effectiveTerms(stack: readonly SafeInstrument[]): Map<string, EffectiveTerms> {
  const result = new Map<string, EffectiveTerms>();
  for (const safe of stack) {
    let terms: EffectiveTerms = {
      ...(safe.valuationCapDollars !== undefined
        ? { valuationCapDollars: safe.valuationCapDollars }
        : {}),
      ...(safe.discountPercent ? { discountPercent: safe.discountPercent } : {}),
    };
    if (safe.mfn) {
      const later = stack
        .filter((other) => other.issuedOn > safe.issuedOn)
        .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      for (const other of later) {
        const candidate: EffectiveTerms = {
          ...(other.valuationCapDollars !== undefined
            ? { valuationCapDollars: other.valuationCapDollars }
            : {}),
          ...(other.discountPercent ? { discountPercent: other.discountPercent } : {}),
        };
        if (better(candidate, terms)) terms = { ...candidate, adoptedFrom: other.id };
      }
    }
    result.set(safe.id, terms);
  }
  return result;
}
