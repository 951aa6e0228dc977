import { Table, Text } from '@chakra-ui/react';
import { formatDate } from '../../../shared/format';
import { TableScroller } from './table-scroller';
import type { SafeInstrument } from '../../../shared/conversion/instruments';
import { formatCents } from '../../../shared/money/cents';

function termsOf(safe: SafeInstrument): string {
  const terms = [
    safe.valuationCapDollars !== undefined
      ? `$${safe.valuationCapDollars.toLocaleString('en-US')} post-money cap`
      : null,
    safe.discountPercent ? `${safe.discountPercent} % discount` : null,
    safe.mfn ? 'MFN' : null,
  ].filter((t): t is string => t !== null);
  return terms.join(', ');
}

/** The SAFE stack: every SAFE that converts, sold on LaunchFund or outside it. */
export function SafeStackTable({ stack }: { stack: SafeInstrument[] }) {
  if (stack.length === 0) {
    return <Text color="fg.muted">No SAFEs: nothing converts.</Text>;
  }
  return (
    <TableScroller label="The SAFE stack">
      <Table.Root size="sm">
        <Table.Caption captionSide="top" textAlign="start" fontWeight="medium" px="3" pt="2">
          The SAFE stack
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Holder</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Purchase</Table.ColumnHeader>
            <Table.ColumnHeader>Terms</Table.ColumnHeader>
            <Table.ColumnHeader>Sold</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {stack.map((safe) => (
            <Table.Row key={safe.id}>
              <Table.Cell>{safe.holder}</Table.Cell>
              <Table.Cell textAlign="end">{formatCents(safe.purchaseCents)}</Table.Cell>
              <Table.Cell>{termsOf(safe)}</Table.Cell>
              <Table.Cell>
                {safe.onPlatform ? 'On LaunchFund' : 'Outside'} ({formatDate(safe.issuedOn)})
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScroller>
  );
}
