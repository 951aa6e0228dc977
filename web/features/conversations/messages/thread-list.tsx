import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { ThreadSummary } from '../../../../shared/conversations/api';
import { formatDate } from '../../../../shared/format';
import { RouterLink } from '../../../components/router-link';

/** The inbox: one row per thread, with its last message and how many are unread. */
export function ThreadList({
  threads,
  selectedId,
  hrefOf,
}: {
  threads: ThreadSummary[];
  selectedId: string | null;
  hrefOf: (threadId: string) => string;
}) {
  return (
    <Stack as="ul" listStyleType="none" gap="2" aria-label="Conversations">
      {threads.map((thread) => (
        <Box as="li" key={thread.id}>
          <RouterLink
            to={hrefOf(thread.id)}
            aria-current={thread.id === selectedId ? 'page' : undefined}
            display="block"
            borderWidth="1px"
            rounded="md"
            p="3"
            bg={thread.id === selectedId ? 'bg.muted' : 'bg'}
            _hover={{ textDecoration: 'none', bg: 'bg.muted' }}
          >
            <HStack justify="space-between" gap="2">
              <Text fontWeight="semibold" truncate>
                {thread.withName} · {thread.projectTitle}
              </Text>
              {thread.unread > 0 && (
                <Badge colorPalette="red" aria-label={`${thread.unread} unread`}>
                  {thread.unread}
                </Badge>
              )}
            </HStack>
            <Text fontSize="sm" color="fg.muted" truncate>
              {thread.lastMessage.mine ? 'You: ' : ''}
              {thread.lastMessage.text}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              <time dateTime={thread.lastMessage.sentAt}>
                {formatDate(thread.lastMessage.sentAt)}
              </time>
            </Text>
          </RouterLink>
        </Box>
      ))}
    </Stack>
  );
}
