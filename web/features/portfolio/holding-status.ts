import type { Holding, HoldingStatus } from '../../../shared/conversion/api';
import { SAFE_OUTCOME_LABELS } from '../../../machines/investment/investment.labels';

/**
 * How the portfolio names a holding's status: the investment vocabulary's outcome label
 * (My Investments says the same), a conversion with its shares.
 */
export function holdingStatusLabel(holding: Pick<Holding, 'status' | 'shares'>): string {
  const { label } = SAFE_OUTCOME_LABELS[holding.status];
  return holding.status === 'converted'
    ? `${label} to ${(holding.shares ?? 0).toLocaleString('en-US')} shares`
    : label;
}

export const STATUS_PALETTE: Record<HoldingStatus, string> = {
  safe_outstanding: 'blue',
  converted: 'green',
  cashed_out: 'purple',
  written_off: 'gray',
};
