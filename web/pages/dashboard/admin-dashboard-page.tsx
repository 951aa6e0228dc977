import { MfaEnrolNotice } from '../../features/auth/mfa-enrol-notice';
import { AdminDashboardView } from '../../features/admin-dashboard/admin-dashboard-view';
import { DashboardDataView } from '../../features/dashboard/dashboard-data-view';
import { DashboardHeader } from '../../features/dashboard/dashboard-header';
import { useDashboard } from '../../features/dashboard/api/get-dashboard';

/**
 * /admin and its sections (all show the admin dashboard), with a prompt to set up
 * two-factor sign-in for an admin who has not.
 */
export function AdminDashboardPage() {
  const state = useDashboard('admin');
  return (
    <>
      <title>Admin Dashboard | LaunchFund</title>
      <DashboardHeader
        title="Admin Dashboard"
        subtitle="Overview of platform metrics and performance"
      />
      <MfaEnrolNotice />
      <DashboardDataView state={state} statCards={4}>
        {(data) => <AdminDashboardView data={data} />}
      </DashboardDataView>
    </>
  );
}
