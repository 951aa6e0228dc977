import type { HoldingStatus } from '../../../../shared/conversion/api';
import type { InvestmentStatus } from '../../../../shared/investing/api';
import { InvestmentStatusBadge } from '../../../components/dashboard/status-badges';

/**
 * A commitment's status, in the investment machine's one vocabulary (the dashboard's too);
 * a settled SAFE that converted, was cashed out or written off reads as that outcome.
 */
export function CommitmentStatusBadge({
  status,
  outcome = null,
}: {
  status: InvestmentStatus;
  outcome?: HoldingStatus | null;
}) {
  return <InvestmentStatusBadge status={status} outcome={outcome} />;
}
