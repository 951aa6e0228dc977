import { Box, Text } from '@chakra-ui/react';
import type { InvestmentView } from '../../../../shared/investing/api';
import { paths } from '../../../../shared/routes';
import { RouterLink } from '../../../components/router-link';
import { useNow } from '../use-now';
import { InvestmentItem } from './investment-item';

/** Every commitment, each with a countdown that ticks every second. */
export function InvestmentsList({
  investments,
  investorId,
}: {
  investments: readonly InvestmentView[];
  investorId: string;
}) {
  const now = useNow(1_000);
  if (investments.length === 0) {
    return (
      <Text color="fg.muted">
        You have not invested yet.{' '}
        <RouterLink to={paths.projects} color="brand.fg" fontWeight="medium">
          Discover projects
        </RouterLink>
      </Text>
    );
  }
  return (
    <Box as="ul" listStyleType="none" aria-label="Your commitments">
      {investments.map((investment) => (
        <InvestmentItem
          key={investment.id}
          investment={investment}
          investorId={investorId}
          now={now}
        />
      ))}
    </Box>
  );
}
