import { Table } from '@chakra-ui/react';

export interface ChartDataTableProps {
  caption: string;
  /** Column headers: what each row names, and what its value measures. */
  columns: readonly [string, string];
  rows: readonly (readonly [string, string])[];
}

/** A chart's values as a plain table: the text version screen readers read. */
export function ChartDataTable({ caption, columns, rows }: ChartDataTableProps) {
  return (
    <Table.Root size="sm">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader scope="col">{columns[0]}</Table.ColumnHeader>
          <Table.ColumnHeader scope="col">{columns[1]}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map(([name, value]) => (
          <Table.Row key={name}>
            <Table.Cell>{name}</Table.Cell>
            <Table.Cell>{value}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
