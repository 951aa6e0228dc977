/**
 * The preview of an event before the founder confirms it: the same pure functions the
 * command and the projection run (shared/conversion), on the stack the server answered.
 */
import type { CapTable } from '../../../shared/conversion/api';
import { outcomeFactsOf, type OutcomeRequest } from '../../../shared/conversion/facts';
import { ConversionInputError, type SafeInstrument } from '../../../shared/conversion/instruments';
import { capTableOf, outcomeOf, type Outcome } from '../../../shared/conversion/outcome';
import { toFixed } from '../../../shared/conversion/rational';

export interface ConversionPreview {
  request: OutcomeRequest;
  outcome: Outcome;
  capTable: CapTable | null;
  /** The round's price per share in dollars, four decimals; a priced round only. */
  roundPricePerShare: string | null;
}

export type PreviewResult =
  { ok: true; preview: ConversionPreview } | { ok: false; message: string };

export function previewOf(
  request: OutcomeRequest,
  stack: readonly SafeInstrument[],
): PreviewResult {
  const facts = outcomeFactsOf(request, stack);
  try {
    const outcome = outcomeOf(facts);
    const price = outcome.pricedRound?.roundPriceCents;
    return {
      ok: true,
      preview: {
        request,
        outcome,
        capTable: capTableOf(facts, outcome),
        roundPricePerShare: price ? toFixed({ num: price.num, den: price.den * 100n }, 4) : null,
      },
    };
  } catch (error) {
    // Figures no company can have: the same sentence the server would answer with.
    if (error instanceof ConversionInputError) return { ok: false, message: error.message };
    throw error;
  }
}
