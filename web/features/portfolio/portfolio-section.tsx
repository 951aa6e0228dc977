import { Badge, Button, HStack, Link, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { conversionPaths } from '../../../shared/conversion/api';
import { formatCents } from '../../../shared/money/cents';
import { paths } from '../../../shared/routes';
import { LoadError } from '../../components/load-error';
import { useAuthedDownload, usePortfolio } from './api';
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
      <Table.ScrollArea>
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Project</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Cost</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Value</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {holdings.map((h) => (
              <Table.Row key={h.investmentId}>
                <Table.Cell>
                  <Text fontWeight="medium">{h.projectTitle}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {h.instrument}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={STATUS_PALETTE[h.status]}>{holdingStatusLabel(h)}</Badge>
                  {h.status !== 'safe_outstanding' && (
                    <Link asChild display="block" fontSize="sm" mt="1">
                      <RouterLink to={paths.investor.conversion(h.investmentId)}>
                        Conversion statement
                      </RouterLink>
                    </Link>
                  )}
                </Table.Cell>
                <Table.Cell textAlign="end">{formatCents(h.amountCents)}</Table.Cell>
                <Table.Cell textAlign="end">
                  <Text>{formatCents(h.valueCents)}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {h.valueMethod}
                  </Text>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
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
