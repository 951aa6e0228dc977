import { DashboardDataView } from '../../features/dashboard/dashboard-data-view';
import { DashboardHeader } from '../../features/dashboard/dashboard-header';
import {
  DASHBOARD_HEADINGS,
  DASHBOARD_STAT_CARDS,
} from '../../features/dashboard/dashboard-headings';
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
        title={DASHBOARD_HEADINGS.investor.title}
        subtitle={DASHBOARD_HEADINGS.investor.subtitle}
      />
      <DashboardDataView state={state} statCards={DASHBOARD_STAT_CARDS.investor}>
        {(data) => <InvestorDashboardView data={data} balanceCard={<AvailableBalanceCard />} />}
      </DashboardDataView>
    </>
  );
}
