import { AdminDashboardView } from '../../features/admin-dashboard/admin-dashboard-view';
import { DashboardDataView } from '../../features/dashboard/dashboard-data-view';
import { DashboardHeader } from '../../features/dashboard/dashboard-header';
import { useDashboard } from '../../features/dashboard/api/get-dashboard';

/** /admin and its sections (spec §2: all show the admin dashboard). */
export function AdminDashboardPage() {
  const state = useDashboard('admin');
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
