import { Stack } from '@chakra-ui/react';
import { SectionCard } from '../../components/dashboard/section-card';
import { DashboardHeader } from '../../features/dashboard/dashboard-header';
import { InvestmentsView } from '../../features/investing/investments/investments-view';
import { PortfolioSection } from '../../features/portfolio/portfolio-section';

/**
 * /investor/investments: the investor's portfolio of settled SAFEs
 * (docs/after-the-raise.md#portfolio), then every commitment (docs/money.md#cancellation).
 */
export function InvestmentsPage() {
  return (
    <>
      <title>My Investments | LaunchFund</title>
      <DashboardHeader
        title="My Investments"
        subtitle="Every commitment, its SAFE and until when you can cancel it"
      />
      <Stack gap="6">
        <SectionCard title="Your portfolio">
          <PortfolioSection />
        </SectionCard>
        <InvestmentsView />
      </Stack>
    </>
  );
}
