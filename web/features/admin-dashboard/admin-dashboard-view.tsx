import { Stack } from '@chakra-ui/react';
import type { AdminDashboard } from '../../../shared/api';
import { AdminCharts } from './admin-charts';
import { AdminRecentLists } from './admin-recent-lists';
import { AdminStatCards } from './admin-stat-cards';

export interface AdminDashboardViewProps {
  data: AdminDashboard;
  /** The moment relative times are measured from (tests pin it). */
  now?: Date;
  /** A fixed chart width (tests); otherwise the charts fill their cards. */
  chartWidth?: number;
}

/** Admin dashboard (docs/product.md#admin-dashboard), below its title: figures, charts and recent activity. */
export function AdminDashboardView({
  data,
  now = new Date(),
  chartWidth,
}: AdminDashboardViewProps) {
  return (
    <Stack gap="8">
      <AdminStatCards stats={data.stats} />
      <AdminCharts data={data} chartWidth={chartWidth} />
      <AdminRecentLists data={data} now={now} />
    </Stack>
  );
}
