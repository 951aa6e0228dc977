import { Badge } from '@chakra-ui/react';
import type { InvestmentStatus } from '../../../../shared/investing/api';

type Palette = 'yellow' | 'orange' | 'green' | 'red' | 'gray';

/**
 * Each commitment status with its label and colour: green once settled, yellow while
 * the money waits in escrow, orange while the investor must act, red when it went back
 * (the dashboard's colour rules, docs/product.md#investor-dashboard). The labels name the
 * investment's own end states, Settled and Refunded, not the dashboard's sample
 * "Completed".
 */
const STATUS: Record<InvestmentStatus, { label: string; palette: Palette }> = {
  pending: { label: 'Pending', palette: 'yellow' },
  committed: { label: 'Committed', palette: 'yellow' },
  reconfirmation_required: { label: 'Reconfirmation required', palette: 'orange' },
  settled: { label: 'Settled', palette: 'green' },
  cancelled: { label: 'Cancelled', palette: 'red' },
  refunded: { label: 'Refunded', palette: 'red' },
};

export function CommitmentStatusBadge({ status }: { status: InvestmentStatus }) {
  const style = STATUS[status];
  return (
    <Badge colorPalette={style.palette} data-palette={style.palette} variant="subtle">
      {style.label}
    </Badge>
  );
}
