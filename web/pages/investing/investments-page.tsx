import { DashboardHeader } from '../../features/dashboard/dashboard-header';
import { InvestmentsView } from '../../features/investing/investments/investments-view';

/** /investor/investments: the investor's commitments (docs/money.md#cancellation). */
export function InvestmentsPage() {
  return (
    <>
      <title>My Investments | LaunchFund</title>
      <DashboardHeader
        title="My Investments"
        subtitle="Every commitment, its SAFE and until when you can cancel it"
      />
      <InvestmentsView />
    </>
  );
}
