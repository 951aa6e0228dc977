import type { ReactNode } from 'react';
import { Table, Text } from '@chakra-ui/react';

/*
 * A table that always fits its box: from md up, a fixed layout whose columns share the
 * card's width and whose cells wrap; below md each row stacks into a block, every cell
 * under its own label, so a phone never scrolls sideways to read an offering.
 */

const stack = { base: 'block', md: 'table' } as const;

export function StackingTable({
  label,
  fitColumns = false,
  children,
}: {
  label: string;
  /**
   * Size each column to what it holds (an automatic layout) instead of equal shares: for
   * a table of short figures, whose money columns would otherwise get a short column's
   * width and wrap. Its figures must be `Figure`s (never broken), its text may wrap.
   */
  fitColumns?: boolean;
  children: ReactNode;
}) {
  return (
    <Table.Root
      size="sm"
      aria-label={label}
      width="full"
      display={stack}
      tableLayout={{ md: fitColumns ? 'auto' : 'fixed' }}
    >
      {children}
    </Table.Root>
  );
}

/** The column headers: shown from md up (each stacked cell carries its own label below). */
export function StackingHeader({ columns }: { columns: readonly string[] }) {
  return (
    <Table.Header hideBelow="md">
      <Table.Row>
        {columns.map((column) => (
          <Table.ColumnHeader key={column} whiteSpace="normal">
            {column}
          </Table.ColumnHeader>
        ))}
      </Table.Row>
    </Table.Header>
  );
}

export function StackingBody({ children }: { children: ReactNode }) {
  return <Table.Body display={{ base: 'block', md: 'table-row-group' }}>{children}</Table.Body>;
}

export function StackingRow({ children }: { children: ReactNode }) {
  return (
    <Table.Row
      display={{ base: 'block', md: 'table-row' }}
      py={{ base: '2', md: '0' }}
      borderBottomWidth={{ base: '1px', md: '0' }}
    >
      {children}
    </Table.Row>
  );
}

/** One cell; `label` names it where the row is stacked (the column header elsewhere). */
export function StackingCell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Cell
      display={{ base: 'block', md: 'table-cell' }}
      borderBottomWidth={{ base: '0', md: '1px' }}
      py={{ base: '1', md: '2' }}
      whiteSpace="normal"
      overflowWrap="anywhere"
    >
      <Text as="span" hideFrom="md" display="block" fontSize="xs" color="fg.muted">
        {label}
      </Text>
      {children}
    </Table.Cell>
  );
}

/** A figure ("$1,250,000") that never breaks across lines, whatever its cell allows. */
export function Figure({ children }: { children: ReactNode }) {
  return (
    <Text as="span" whiteSpace="nowrap">
      {children}
    </Text>
  );
}
