import { Skeleton, Stack } from '@chakra-ui/react';
import { SectionCard } from '../../components/dashboard/section-card';
import { DashboardHeader } from '../../features/dashboard/dashboard-header';
import { InvestmentsView } from '../../features/investing/investments/investments-view';
import { PortfolioSection } from '../../features/portfolio/portfolio-section';
import { useScreenBody } from '../../lib/route-frame';

/**
 * /investor/investments: the investor's portfolio of settled SAFEs
 * (docs/after-the-raise.md#portfolio), then every commitment (docs/money.md#cancellation).
 * Opened from another screen, the title paints first and the sections right after.
 */
export function InvestmentsPage() {
  const showBody = useScreenBody();
  return (
    <>
      <title>My Investments | LaunchFund</title>
      <DashboardHeader
        title="My Investments"
        subtitle="Every commitment, its SAFE and until when you can cancel it"
      />
      {showBody ? (
        <Stack gap="6">
          <SectionCard title="Your portfolio">
            <PortfolioSection />
          </SectionCard>
          <InvestmentsView />
        </Stack>
      ) : (
        <Skeleton height="40" aria-busy="true" aria-label="Loading your investments" />
      )}
    </>
  );
}
