import { Flex, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { InvestmentRow } from '../../../shared/api';
import { paths } from '../../../shared/routes';
import { formatDate, formatEquity, formatMoney } from '../../../shared/format';
import { CoverThumbnail } from '../../components/cover-thumbnail';
import { RouterLink } from '../../components/router-link';
import { EmptyListText } from '../../components/dashboard/empty-list-text';
import { SectionCard } from '../../components/dashboard/section-card';
import { InvestmentStatusBadge } from '../../components/dashboard/status-badges';

function InvestmentItem({ investment }: { investment: InvestmentRow }) {
  return (
    <List.Item display="block">
      <Flex gap="3" align="center">
        <CoverThumbnail src={investment.projectImage} width="16" />
        <Stack gap="0" flex="1" minW="0">
          <RouterLink to={paths.project(investment.projectSlug)} fontWeight="medium" truncate>
            {investment.projectTitle}
          </RouterLink>
          <Text fontSize="sm" color="fg.muted">
            {investment.equity !== null &&
              `${formatEquity(investment.equity)} equity at the cap · `}
            {formatDate(investment.date)}
          </Text>
        </Stack>
        <Stack gap="1" align="flex-end" flexShrink="0">
          <Text fontWeight="medium">{formatMoney(investment.amount)}</Text>
          <InvestmentStatusBadge status={investment.status} outcome={investment.safeOutcome} />
        </Stack>
      </Flex>
    </List.Item>
  );
}

/** Investor (docs/product.md#investor-dashboard): the investor's investments, newest first as the server sends them. */
export function InvestmentPortfolio({ investments }: { investments: readonly InvestmentRow[] }) {
  return (
    <SectionCard
      title="Investment Portfolio"
      action={
        <RouterLink
          to={paths.investor.investments}
          fontSize="sm"
          color="brand.fg"
          fontWeight="medium"
        >
          View All Investments
        </RouterLink>
      }
    >
      {investments.length === 0 ? (
        <HStack>
          <EmptyListText>You have not invested yet.</EmptyListText>
          <RouterLink to={paths.projects} fontSize="sm" color="brand.fg" fontWeight="medium">
            Discover projects
          </RouterLink>
        </HStack>
      ) : (
        <List.Root variant="plain" gap="4">
          {investments.map((investment) => (
            <InvestmentItem key={investment.id} investment={investment} />
          ))}
        </List.Root>
      )}
    </SectionCard>
  );
}
