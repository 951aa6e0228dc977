import type { ReactNode } from 'react';
import { SimpleGrid, Stack } from '@chakra-ui/react';
import type { InvestorDashboard } from '../../../shared/api';
import { HydrationPart } from '../../components/hydration-part';
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

/**
 * Investor dashboard (docs/product.md#investor-dashboard), below its title. The figures,
 * with Add Funds, hydrate with the page; each panel below is a part hydrated on its own
 * (HydrationPart): a click in one hydrates that one first. Add Funds in a part was slower
 * a second after the load: the part was still waiting for its idle-priority turn, and its
 * hydration ran inside the click.
 */
export function InvestorDashboardView({
  data,
  chartWidth,
  balanceCard,
}: InvestorDashboardViewProps) {
  return (
    <Stack gap="8">
      <InvestorStatCards data={data} balanceCard={balanceCard} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <HydrationPart>
          <InvestmentPortfolio investments={data.investments} />
        </HydrationPart>
        <HydrationPart>
          <PortfolioDistribution distribution={data.distribution} chartWidth={chartWidth} />
        </HydrationPart>
      </SimpleGrid>
      <HydrationPart>
        <RecommendedProjects projects={data.recommended} />
      </HydrationPart>
    </Stack>
  );
}
