import { SimpleGrid, Stack } from '@chakra-ui/react';
import type { CreatorDashboard } from '../../../shared/api';
import { CreatorStatCards } from './creator-stat-cards';
import { DailyViewsChart } from './daily-views-chart';
import { MyProjects, type ProjectRowHandlers } from './my-projects';
import { PayoutCards } from './payout-card';
import { RecentMessages } from './recent-messages';

export interface CreatorDashboardViewProps extends ProjectRowHandlers {
  data: CreatorDashboard;
  /** The moment relative times are measured from (tests pin it). */
  now?: Date;
  /** A fixed chart width (tests); otherwise the chart fills its card. */
  chartWidth?: number;
}

/** Creator dashboard (docs/product.md#creator-dashboard), below its title. */
export function CreatorDashboardView({
  data,
  now = new Date(),
  chartWidth,
  ...handlers
}: CreatorDashboardViewProps) {
  return (
    <Stack gap="8">
      <CreatorStatCards data={data} />
      <PayoutCards projects={data.projects} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <DailyViewsChart dailyViews={data.dailyViews} chartWidth={chartWidth} />
        <RecentMessages messages={data.messages} now={now} />
      </SimpleGrid>
      <MyProjects projects={data.projects} {...handlers} />
    </Stack>
  );
}
