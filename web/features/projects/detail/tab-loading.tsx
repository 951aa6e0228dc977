import { HStack, Spinner, Text } from '@chakra-ui/react';

/**
 * What a tab shows while its code loads (the first time it is opened): a spinner and a
 * sentence saying what is on its way, announced as a status.
 */
export function TabLoading({ what }: { what: string }) {
  return (
    <HStack role="status" gap="3" color="fg.muted">
      <Spinner size="sm" aria-hidden="true" />
      <Text>Loading {what}…</Text>
    </HStack>
  );
}
