import type { InvestorDashboard } from '../../../shared/api';
import { formatMoney } from '../../../shared/format';
import { PieChart } from '../../components/charts/pie-chart';
import { EmptyListText } from '../../components/dashboard/empty-list-text';
import { SectionCard } from '../../components/dashboard/section-card';

interface PortfolioDistributionProps {
  distribution: InvestorDashboard['distribution'];
  /** A fixed chart width (tests); otherwise the chart fills its card. */
  chartWidth?: number;
}

/** Investor (docs/product.md#investor-dashboard): the portfolio by its projects' own categories, a pie with whole-percent labels. */
export function PortfolioDistribution({ distribution, chartWidth }: PortfolioDistributionProps) {
  return (
    <SectionCard title="Portfolio Distribution">
      {distribution.length === 0 ? (
        <EmptyListText>
          Your portfolio is empty, so there is nothing to break down yet.
        </EmptyListText>
      ) : (
        <PieChart
          label="Portfolio distribution by category"
          categoryName="Category"
          data={distribution.map((slice) => ({
            label: slice.category,
            value: slice.amount,
            percent: slice.percent,
          }))}
          formatValue={formatMoney}
          width={chartWidth}
        />
      )}
    </SectionCard>
  );
}
