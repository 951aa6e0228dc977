import type { ReactNode } from 'react';
import { SimpleGrid, Stack } from '@chakra-ui/react';
import type { InvestorDashboard } from '../../../shared/api';
import { InvestmentPortfolio } from './investment-portfolio';
import { InvestorStatCards } from './investor-stat-cards';
import { PortfolioDistribution } from './portfolio-distribution';
import { RecommendedProjects } from './recommended-projects';

export interface InvestorDashboardViewProps {
  data: InvestorDashboard;
  /** A fixed chart width (tests); otherwise the chart fills its card. */
  chartWidth?: number;
  /** The Available Balance card with Add Funds (the page composes it from the wallet). */
  balanceCard?: ReactNode;
}

/** Investor dashboard (docs/product.md#investor-dashboard), below its title. */
export function InvestorDashboardView({
  data,
  chartWidth,
  balanceCard,
}: InvestorDashboardViewProps) {
  return (
    <Stack gap="8">
      <InvestorStatCards data={data} balanceCard={balanceCard} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <InvestmentPortfolio investments={data.investments} />
        <PortfolioDistribution distribution={data.distribution} chartWidth={chartWidth} />
      </SimpleGrid>
      <RecommendedProjects projects={data.recommended} />
    </Stack>
  );
}
