import type { Holding, HoldingStatus } from '../../../shared/conversion/api';

/** How the portfolio names a holding's status. */
export function holdingStatusLabel(holding: Pick<Holding, 'status' | 'shares'>): string {
  const labels: Record<HoldingStatus, string> = {
    safe_outstanding: 'SAFE outstanding',
    converted: `Converted to ${(holding.shares ?? 0).toLocaleString('en-US')} shares`,
    cashed_out: 'Cashed out',
    written_off: 'Written off',
  };
  return labels[holding.status];
}

export const STATUS_PALETTE: Record<HoldingStatus, string> = {
  safe_outstanding: 'blue',
  converted: 'green',
  cashed_out: 'purple',
  written_off: 'gray',
};
