import type { InvestmentStatus } from '../../../../shared/investing/api';
import { InvestmentStatusBadge } from '../../../components/dashboard/status-badges';

/** A commitment's status, in the investment machine's one vocabulary (the dashboard's too). */
export function CommitmentStatusBadge({ status }: { status: InvestmentStatus }) {
  return <InvestmentStatusBadge status={status} />;
}
