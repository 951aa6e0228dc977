import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A table's box that scrolls sideways on a narrow phone (the page itself never does). It
 * takes the keyboard focus, so a keyboard user can scroll it too, and is named after its
 * table.
 */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} role="group" aria-label={label}>
      {children}
    </Table.ScrollArea>
  );
}
