import { Avatar, Flex, List, Stack, Text } from '@chakra-ui/react';
import type { CreatorDashboard } from '../../../shared/api';
import { paths } from '../../../shared/routes';
import { avatarInitial } from '../../../shared/session';
import { formatRelativeTime } from '../../../shared/format';
import { RouterLink } from '../../components/router-link';
import { EmptyListText } from '../../components/dashboard/empty-list-text';
import { SectionCard } from '../../components/dashboard/section-card';

interface RecentMessagesProps {
  messages: CreatorDashboard['messages'];
  /** The moment relative times are measured from. */
  now: Date;
}

/** Creator (docs/product.md#creator-dashboard): the latest messages from investors, each opening its conversation. */
export function RecentMessages({ messages, now }: RecentMessagesProps) {
  return (
    <SectionCard
      title="Recent Messages"
      action={
        <RouterLink to={paths.creator.messages} fontSize="sm" color="brand.fg" fontWeight="medium">
          View All Messages
        </RouterLink>
      }
    >
      {messages.length === 0 ? (
        <EmptyListText>No messages from investors yet.</EmptyListText>
      ) : (
        <List.Root variant="plain" gap="4">
          {messages.map((message) => (
            <List.Item key={message.id} display="block">
              <Flex gap="3" align="flex-start">
                <Avatar.Root size="sm" colorPalette="teal" flexShrink="0">
                  <Avatar.Fallback aria-hidden="true">
                    {avatarInitial({ name: message.senderName, email: message.senderName })}
                  </Avatar.Fallback>
                </Avatar.Root>
                <Stack gap="0" flex="1" minW="0">
                  <Flex justify="space-between" gap="2">
                    <RouterLink
                      to={`${paths.creator.messages}?thread=${encodeURIComponent(message.threadId)}`}
                      fontWeight="medium"
                      truncate
                      aria-label={`Open the conversation with ${message.senderName}`}
                    >
                      {message.senderName}
                    </RouterLink>
                    <Text fontSize="xs" color="fg.muted" flexShrink="0">
                      {formatRelativeTime(message.sentAt, now)}
                    </Text>
                  </Flex>
                  <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                    {message.text}
                  </Text>
                </Stack>
              </Flex>
            </List.Item>
          ))}
        </List.Root>
      )}
    </SectionCard>
  );
}
