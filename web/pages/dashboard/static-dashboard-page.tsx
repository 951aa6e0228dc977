import { Box } from '@chakra-ui/react';
import type { AdminDashboard, CreatorDashboard, InvestorDashboard } from '../../../shared/api';
import { AdminDashboardView } from '../../features/admin-dashboard/admin-dashboard-view';
import { MfaEnrolPrompt } from '../../features/auth/mfa-enrol-notice';
import { CreatorDashboardView } from '../../features/creator-dashboard/creator-dashboard-view';
import { DashboardHeader } from '../../features/dashboard/dashboard-header';
import { DASHBOARD_HEADINGS } from '../../features/dashboard/dashboard-headings';
import { AvailableBalanceCard } from '../../features/investing/available-balance-card';
import { InvestorDashboardView } from '../../features/investor-dashboard/investor-dashboard-view';
import { NewProjectButton } from './creator-dashboard-page';

/** A dashboard home's data, by role (GET /api/dashboards/<role>). */
export type StaticDashboardData =
  | { role: 'investor'; data: InvestorDashboard }
  | { role: 'creator'; data: CreatorDashboard }
  | {
      role: 'admin';
      data: AdminDashboard;
      /** The admin has no two-factor sign-in yet: the prompt to set it up shows below. */
      mfaMissing: boolean;
    };

/** Its buttons are drawn only: the app answers them once it has taken over. */
const drawnOnly = async () => {};

function View(props: StaticDashboardData) {
  switch (props.role) {
    case 'investor':
      return <InvestorDashboardView data={props.data} balanceCard={<AvailableBalanceCard />} />;
    case 'creator':
      return (
        <CreatorDashboardView
          data={props.data}
          onPublish={drawnOnly}
          onWithdraw={drawnOnly}
          onDelete={drawnOnly}
        />
      );
    case 'admin':
      return (
        <>
          <AdminDashboardView data={props.data} />
          <Box mt="8">{props.mfaMissing && <MfaEnrolPrompt />}</Box>
        </>
      );
  }
}

/**
 * A dashboard home as its page draws it once its data is in (./investor-dashboard-page.tsx
 * and the others), for the dashboard's first frames, rendered ahead of the app
 * (web/app/static-dashboard.ts).
 */
export function StaticDashboardPage(props: StaticDashboardData) {
  const { title, subtitle } = DASHBOARD_HEADINGS[props.role];
  return (
    <>
      <DashboardHeader
        title={title}
        subtitle={subtitle}
        actions={props.role === 'creator' ? <NewProjectButton /> : undefined}
      />
      <View {...props} />
    </>
  );
}
