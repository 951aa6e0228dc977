import type { CreatorDashboard } from '../../../shared/api';
import { formatCount } from '../../../shared/format';
import { integerTicks } from '../../components/charts/integer-ticks';
import { LineChart } from '../../components/charts/line-chart';
import { SectionCard } from '../../components/dashboard/section-card';

interface DailyViewsChartProps {
  dailyViews: CreatorDashboard['dailyViews'];
  /** A fixed chart width (tests); otherwise the chart fills its card. */
  chartWidth?: number;
}

/** Creator (docs/product.md#creator-dashboard): a line of the last seven days' project views, Mon to Sun. */
export function DailyViewsChart({ dailyViews, chartWidth }: DailyViewsChartProps) {
  return (
    <SectionCard title="Daily Views">
      <LineChart
        label="Project views per day, last 7 days"
        seriesName="Views"
        categoryName="Day"
        data={dailyViews.map((day) => ({ label: day.day, value: day.views }))}
        formatValue={formatCount}
        tickValues={integerTicks(Math.max(0, ...dailyViews.map((day) => day.views)))}
        width={chartWidth}
      />
    </SectionCard>
  );
}
