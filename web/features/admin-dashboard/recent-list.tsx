import type { ReactNode } from 'react';
import { Flex, List, Stack, Text } from '@chakra-ui/react';
import { EmptyListText } from '../../components/dashboard/empty-list-text';

interface RecentListProps<T extends { id: string }> {
  items: readonly T[];
  /** What the card says when there is nothing to list yet. */
  emptyText: string;
  /** The row's name, in bold. */
  title: (item: T) => ReactNode;
  /** The muted line under the name. */
  subtitle: (item: T) => ReactNode;
  /** The figures stacked at the row's right end: an amount, a badge, a time. */
  details: (item: T) => ReactNode;
}

/** An admin dashboard recent list: name and subtitle on the left, details on the right. */
export function RecentList<T extends { id: string }>({
  items,
  emptyText,
  title,
  subtitle,
  details,
}: RecentListProps<T>) {
  if (items.length === 0) return <EmptyListText>{emptyText}</EmptyListText>;
  return (
    <List.Root variant="plain" gap="4">
      {items.map((item) => (
        <List.Item key={item.id} display="block">
          <Flex justify="space-between" gap="3" align="flex-start">
            <Stack gap="0" minW="0">
              <Text fontWeight="medium" truncate>
                {title(item)}
              </Text>
              <Text fontSize="sm" color="fg.muted" truncate>
                {subtitle(item)}
              </Text>
            </Stack>
            <Stack gap="1" align="flex-end" flexShrink="0">
              {details(item)}
            </Stack>
          </Flex>
        </List.Item>
      ))}
    </List.Root>
  );
}
