import { Table } from '@chakra-ui/react';
import { TableScroller } from './table-scroller';
import type { Outcome, SafeOutcome } from '../../../shared/conversion/outcome';
import { formatCents } from '../../../shared/money/cents';

const TERM = {
  cap: 'at the valuation cap',
  discount: 'at the discount',
  round: "at the round's price",
  conversion_amount: 'the conversion amount (more than the purchase amount)',
  cash_out: 'the purchase amount back',
  dissolution: 'returned in the dissolution',
} as const;

function resultOf(safe: SafeOutcome): string {
  const term = TERM[(safe.appliedTerm ?? '') as keyof typeof TERM] ?? '';
  if (safe.status === 'converted') {
    return `${(safe.shares ?? 0).toLocaleString('en-US')} shares ${term}`.trim();
  }
  return `${formatCents(safe.payoutCents ?? 0)} paid: ${term}`;
}

/** What each SAFE of the stack becomes in the event (previewed or recorded). */
export function SafeResults({ outcome }: { outcome: Outcome }) {
  return (
    <TableScroller label="What each SAFE becomes">
      <Table.Root size="sm">
        <Table.Caption captionSide="top" textAlign="start" fontWeight="medium" px="3" pt="2">
          What each SAFE becomes
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Holder</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Purchase</Table.ColumnHeader>
            <Table.ColumnHeader>Becomes</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {outcome.safes.map((safe) => (
            <Table.Row key={safe.safeId}>
              <Table.Cell>
                {safe.holder}
                {safe.onPlatform ? '' : ' (outside LaunchFund)'}
              </Table.Cell>
              <Table.Cell textAlign="end">{formatCents(safe.purchaseCents)}</Table.Cell>
              <Table.Cell>{resultOf(safe)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScroller>
  );
}
