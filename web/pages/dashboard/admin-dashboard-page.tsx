import type { AdminDashboard } from '../../../shared/api';
import { AdminDashboardView } from '../../features/admin-dashboard/admin-dashboard-view';
import { DashboardDataView } from '../../features/dashboard/dashboard-data-view';
import { DashboardHeader } from '../../features/dashboard/dashboard-header';
import { useDashboardData } from '../../features/dashboard/use-dashboard-data';

/** /admin and its sections (spec §2: all show the admin dashboard). */
export function AdminDashboardPage() {
  const state = useDashboardData<AdminDashboard>('admin');
  return (
    <>
      <title>Admin Dashboard | LaunchFund</title>
      <DashboardHeader
        title="Admin Dashboard"
        subtitle="Overview of platform metrics and performance"
      />
      <DashboardDataView state={state} statCards={4}>
        {(data) => <AdminDashboardView data={data} />}
      </DashboardDataView>
    </>
  );
}
