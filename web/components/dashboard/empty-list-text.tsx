import type { ReactNode } from 'react';
import { Text } from '@chakra-ui/react';

/** What an empty dashboard list says instead of showing nothing. */
export function EmptyListText({ children }: { children: ReactNode }) {
  return (
    <Text color="fg.muted" fontSize="sm">
      {children}
    </Text>
  );
}
