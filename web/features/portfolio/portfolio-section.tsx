import { Badge, Box, Button, Flex, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { conversionPaths } from '../../../shared/conversion/api';
import { formatCents } from '../../../shared/money/cents';
import { paths } from '../../../shared/routes';
import { LoadError } from '../../components/load-error';
import { useAuthedDownload } from '../../lib/authed-download';
import { usePortfolio } from './api';
import { holdingStatusLabel, STATUS_PALETTE } from './holding-status';

/**
 * My Investments' portfolio: each settled SAFE with its status (outstanding, converted,
 * cashed out, written off), its value and how that value was reached, the totals, and
 * the cost-basis CSV for the investor's taxes (docs/after-the-raise.md#portfolio).
 */
export function PortfolioSection() {
  const state = usePortfolio();
  const download = useAuthedDownload();
  const [error, setError] = useState<string | null>(null);
  if (state.status === 'error') {
    return <LoadError what="your portfolio" message={state.error.message} onRetry={state.retry} />;
  }
  if (state.status === 'loading') {
    return <Skeleton height="16" aria-busy="true" aria-label="Loading your portfolio" />;
  }
  const { holdings, totals } = state.data;
  if (holdings.length === 0) {
    return (
      <Text color="fg.muted">Your SAFEs appear here once a raise you backed closes funded.</Text>
    );
  }
  const exportCsv = () => {
    setError(null);
    download(conversionPaths.costBasisCsv, 'launchfund-cost-basis.csv').catch((e: unknown) =>
      setError(e instanceof Error ? e.message : 'The CSV could not be made. Please try again.'),
    );
  };
  return (
    <Stack gap="4">
      {/* A list, not a table: each holding wraps to a 360 px phone without sideways scroll. */}
      <Stack as="ul" gap="3" listStyleType="none" ps="0" m="0">
        {holdings.map((h) => (
          <Box
            as="li"
            key={h.investmentId}
            aria-label={h.projectTitle}
            borderWidth="1px"
            borderRadius="md"
            p="3"
          >
            <Flex justify="space-between" gap="3" wrap="wrap">
              <Box minW="0">
                <Text fontWeight="medium">{h.projectTitle}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {h.instrument}
                </Text>
              </Box>
              <Badge colorPalette={STATUS_PALETTE[h.status]} alignSelf="start">
                {holdingStatusLabel(h)}
              </Badge>
            </Flex>
            <Flex justify="space-between" gap="3" wrap="wrap" mt="2">
              <Text fontSize="sm">Cost {formatCents(h.amountCents)}</Text>
              <Text fontSize="sm" fontWeight="medium">
                Value {formatCents(h.valueCents)}
              </Text>
            </Flex>
            <Text fontSize="xs" color="fg.muted" mt="1">
              {h.valueMethod}
            </Text>
            {h.status !== 'safe_outstanding' && (
              <Link asChild fontSize="sm" mt="1">
                <RouterLink to={paths.investor.conversion(h.investmentId)}>
                  Conversion statement
                </RouterLink>
              </Link>
            )}
          </Box>
        ))}
      </Stack>
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text fontWeight="medium">
          Total cost {formatCents(totals.costCents)} · value {formatCents(totals.valueCents)}
          {totals.payoutCents > 0 ? ` · paid out ${formatCents(totals.payoutCents)}` : ''}
        </Text>
        <Button size="sm" variant="outline" onClick={exportCsv}>
          Download cost-basis CSV
        </Button>
      </HStack>
      {error && (
        <Text role="alert" color="fg.error">
          {error}
        </Text>
      )}
    </Stack>
  );
}
