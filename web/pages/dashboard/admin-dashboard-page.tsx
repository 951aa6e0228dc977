import { Box } from '@chakra-ui/react';
import { MfaEnrolNotice } from '../../features/auth/mfa-enrol-notice';
import { AdminDashboardView } from '../../features/admin-dashboard/admin-dashboard-view';
import { DashboardDataView } from '../../features/dashboard/dashboard-data-view';
import { DashboardHeader } from '../../features/dashboard/dashboard-header';
import {
  DASHBOARD_HEADINGS,
  DASHBOARD_STAT_CARDS,
} from '../../features/dashboard/dashboard-headings';
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
        title={DASHBOARD_HEADINGS.admin.title}
        subtitle={DASHBOARD_HEADINGS.admin.subtitle}
      />
      <DashboardDataView state={state} statCards={DASHBOARD_STAT_CARDS.admin}>
        {(data) => <AdminDashboardView data={data} />}
      </DashboardDataView>
      {/* Last: it appears only once supabase-js has answered, and above the figures it
          pushed the whole dashboard down as it did. */}
      <Box mt="8">
        <MfaEnrolNotice />
      </Box>
    </>
  );
}
