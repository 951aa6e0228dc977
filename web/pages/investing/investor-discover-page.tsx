import { DashboardHeader } from '../../features/dashboard/dashboard-header';
import { DiscoverView } from '../../features/projects/discover-view';

/**
 * /investor/discover: the public Discover (search, categories, sort, paging) inside the
 * investor's shell, so finding a project does not leave the dashboard's navigation.
 */
export function InvestorDiscoverPage() {
  return (
    <>
      <DashboardHeader
        title="Discover Projects"
        subtitle="Live SaaS raises on standard SAFE agreements. Every project sets its own minimum investment."
      />
      <DiscoverView />
    </>
  );
}
