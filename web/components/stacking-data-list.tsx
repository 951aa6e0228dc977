import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A term/value list that stacks each label above its value on a phone and sets them side
 * by side from the `sm` breakpoint up. Chakra's DataList recipe cannot do this through a
 * responsive `orientation` alone: its horizontal variant does not reset the vertical
 * variant's column direction, so from `sm` up every item stayed a column and was centred
 * (the limit card, the SAFE's terms and its signature read as a narrow centred stack at
 * 1280 px). The items' direction is set here for both sizes.
 */
export function StackingDataList({ children }: { children: ReactNode }) {
  return (
    <DataList.Root
      orientation={{ base: 'vertical', sm: 'horizontal' }}
      size="sm"
      css={{
        '& .chakra-data-list__item': {
          flexDirection: { base: 'column', sm: 'row' },
          alignItems: { base: 'stretch', sm: 'baseline' },
        },
      }}
    >
      {children}
    </DataList.Root>
  );
}
