import { DashboardDataView } from '../../features/dashboard/dashboard-data-view';
import { DashboardHeader } from '../../features/dashboard/dashboard-header';
import { useDashboard } from '../../features/dashboard/api/get-dashboard';
import { AvailableBalanceCard } from '../../features/investing/available-balance-card';
import { InvestorDashboardView } from '../../features/investor-dashboard/investor-dashboard-view';

/** /investor and its sections (docs/product.md#investor-dashboard: all show the investor dashboard). */
export function InvestorDashboardPage() {
  const state = useDashboard('investor');
  return (
    <>
      <title>Investor Dashboard | LaunchFund</title>
      <DashboardHeader
        title="Investor Dashboard"
        subtitle="Track your investments and discover new opportunities"
      />
      <DashboardDataView state={state} statCards={3}>
        {(data) => <InvestorDashboardView data={data} balanceCard={<AvailableBalanceCard />} />}
      </DashboardDataView>
    </>
  );
}
