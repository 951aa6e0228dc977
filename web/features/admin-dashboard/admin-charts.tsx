import { SimpleGrid } from '@chakra-ui/react';
import type { AdminDashboard, MonthlyPoint } from '../../../shared/api';
import { formatCount, formatMoney } from '../../../shared/format';
import { BarChart } from '../../components/charts/bar-chart';
import { integerTicks } from '../../components/charts/integer-ticks';
import { SectionCard } from '../../components/dashboard/section-card';

const toBars = (points: readonly MonthlyPoint[]) =>
  points.map((point) => ({ label: point.month, value: point.value }));

interface AdminChartsProps {
  data: Pick<AdminDashboard, 'projectsCreated' | 'investments'>;
  /** A fixed chart width (tests); otherwise each chart fills its card. */
  chartWidth?: number;
}

/** Admin (docs/product.md#admin-dashboard): projects created and dollars invested per month, over six months. */
export function AdminCharts({ data, chartWidth }: AdminChartsProps) {
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
      <SectionCard title="Projects Created">
        <BarChart
          label="Projects created per month"
          data={toBars(data.projectsCreated)}
          categoryName="Month"
          valueName="Projects created"
          formatValue={formatCount}
          tickValues={integerTicks(Math.max(0, ...data.projectsCreated.map((p) => p.value)))}
          width={chartWidth}
        />
      </SectionCard>
      <SectionCard title="Investments">
        <BarChart
          label="Dollars invested per month"
          data={toBars(data.investments)}
          categoryName="Month"
          valueName="Amount invested"
          formatValue={formatMoney}
          width={chartWidth}
        />
      </SectionCard>
    </SimpleGrid>
  );
}
