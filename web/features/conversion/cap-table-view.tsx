import { Stack, Table, Text } from '@chakra-ui/react';
import { TableScroller } from './table-scroller';
import type { CapTable, CapTableLine } from '../../../shared/conversion/api';

function CapTableLines({ caption, lines }: { caption: string; lines: CapTableLine[] }) {
  const total = lines.reduce((sum, l) => sum + l.shares, 0);
  return (
    // The table scrolls sideways inside its box on a narrow phone; the page does not.
    <TableScroller label={caption}>
      <Table.Root size="sm">
        <Table.Caption captionSide="top" textAlign="start" fontWeight="medium" px="3" pt="2">
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Holder</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Shares</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Percent</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((line) => (
            <Table.Row key={`${line.kind}-${line.safeId ?? line.holder}`}>
              <Table.Cell>
                {line.holder}
                {line.kind === 'safe' && line.shares === 0 ? ' (SAFE, not yet shares)' : ''}
              </Table.Cell>
              <Table.Cell textAlign="end">{line.shares.toLocaleString('en-US')}</Table.Cell>
              <Table.Cell textAlign="end">{line.percent} %</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row>
            <Table.Cell fontWeight="medium">Total</Table.Cell>
            <Table.Cell textAlign="end" fontWeight="medium">
              {total.toLocaleString('en-US')}
            </Table.Cell>
            <Table.Cell />
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </TableScroller>
  );
}

/**
 * The whole cap table, before and after the event: the founder's view (an investor sees
 * only their own line, on their statement). A sale or a dissolution leaves no table of
 * the company's shares after it.
 */
export function CapTableView({ capTable, afterLabel }: { capTable: CapTable; afterLabel: string }) {
  return (
    <Stack gap="3">
      <CapTableLines caption="Before the event" lines={capTable.before} />
      {capTable.after.length > 0 ? (
        <CapTableLines caption={afterLabel} lines={capTable.after} />
      ) : (
        <Text fontSize="sm" color="fg.muted">
          After a sale of the company there is no table of its shares: the SAFEs were paid in cash.
        </Text>
      )}
    </Stack>
  );
}
