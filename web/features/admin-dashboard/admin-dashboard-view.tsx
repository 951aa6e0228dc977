import { Stack } from '@chakra-ui/react';
import type { AdminDashboard } from '../../../shared/api';
import { HydrationPart } from '../../components/hydration-part';
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

/**
 * Admin dashboard (docs/product.md#admin-dashboard), below its title: figures, charts and
 * recent activity, each a part hydrated on its own (HydrationPart).
 */
export function AdminDashboardView({
  data,
  now = new Date(),
  chartWidth,
}: AdminDashboardViewProps) {
  return (
    <Stack gap="8">
      <HydrationPart>
        <AdminStatCards stats={data.stats} />
      </HydrationPart>
      <HydrationPart>
        <AdminCharts data={data} chartWidth={chartWidth} />
      </HydrationPart>
      <HydrationPart>
        <AdminRecentLists data={data} now={now} />
      </HydrationPart>
    </Stack>
  );
}
