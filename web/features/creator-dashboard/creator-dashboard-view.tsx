import { SimpleGrid, Stack } from '@chakra-ui/react';
import type { CreatorDashboard } from '../../../shared/api';
import { HydrationPart } from '../../components/hydration-part';
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

/**
 * Creator dashboard (docs/product.md#creator-dashboard), below its title. Each panel is a
 * part hydrated on its own (HydrationPart): a click in one hydrates that one first.
 */
export function CreatorDashboardView({
  data,
  now = new Date(),
  chartWidth,
  ...handlers
}: CreatorDashboardViewProps) {
  return (
    <Stack gap="8">
      <HydrationPart>
        <CreatorStatCards data={data} />
      </HydrationPart>
      <HydrationPart>
        <PayoutCards projects={data.projects} />
      </HydrationPart>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <HydrationPart>
          <DailyViewsChart dailyViews={data.dailyViews} chartWidth={chartWidth} />
        </HydrationPart>
        <HydrationPart>
          <RecentMessages messages={data.messages} now={now} />
        </HydrationPart>
      </SimpleGrid>
      <HydrationPart>
        <MyProjects projects={data.projects} {...handlers} />
      </HydrationPart>
    </Stack>
  );
}
