import { Box, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { LoadError } from '../../../components/load-error';
import { SectionCard } from '../../../components/dashboard/section-card';
import { useSessionUser } from '../../../lib/session';
import { useInvestments } from '../api/get-investments';
import { AvailableBalanceCard } from '../available-balance-card';
import { IdentityGate } from '../../../components/identity/identity-gate';
import { ProfileSection } from '../profile/profile-section';
import { InvestmentsList } from './investments-list';

function Commitments() {
  const state = useInvestments();
  const investorId = useSessionUser()?.id ?? '';
  if (state.status === 'error') {
    return (
      <LoadError what="your investments" message={state.error.message} onRetry={state.retry} />
    );
  }
  if (state.status === 'loading') {
    return (
      <Stack gap="3" aria-busy="true" aria-label="Loading your investments">
        <Skeleton height="16" />
        <Skeleton height="16" />
      </Stack>
    );
  }
  return <InvestmentsList investments={state.data.investments} investorId={investorId} />;
}

/**
 * /investor/investments: every commitment with its status, amount, date, a live
 * countdown to its own cancellation cut-off, its SAFE and Cancel; the wallet and the
 * investor profile beside them.
 */
export function InvestmentsView() {
  return (
    <Stack gap="6">
      <IdentityGate action="money" />
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6" alignItems="start">
        <AvailableBalanceCard />
        <Box gridColumn={{ lg: 'span 2' }}>
          <ProfileSection />
        </Box>
      </SimpleGrid>
      <SectionCard title="Your commitments">
        <Commitments />
      </SectionCard>
    </Stack>
  );
}
