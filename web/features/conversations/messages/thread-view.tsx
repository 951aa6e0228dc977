import { useEffect, useState } from 'react';
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { CONVERSATION_LIMITS, CONVERSATION_PATHS } from '../../../../shared/conversations/api';
import { formatDate } from '../../../../shared/format';
import { FormAlert } from '../../../components/form-alert';
import { LoadError } from '../../../components/load-error';
import { useSessionUser } from '../../../lib/session';
import { refresh } from '../api/cache';
import { useThread } from '../api/get-thread';
import { useSendMessage } from '../api/send-message';
import { LoadMore } from '../load-more';
import { PlainText } from '../plain-text';
import { TextField } from '../text-field';
import { useSendForm } from '../../../lib/use-send-form';

/** One conversation: its messages (reading it marks them read) and a reply box. */
export function ThreadView({ threadId }: { threadId: string }) {
  const thread = useThread(threadId);
  const client = useQueryClient();
  const userId = useSessionUser()?.id ?? null;
  const send = useSendMessage();
  const [text, setText] = useState('');
  const { submit, busy, failure } = useSendForm(
    () => send({ threadId, text }),
    () => setText(''),
  );
  const loaded = thread.status === 'success';

  // The server marked the thread read when it was opened: the unread counts change.
  useEffect(() => {
    if (!loaded) return;
    refresh(client, CONVERSATION_PATHS.messages, userId);
    refresh(client, CONVERSATION_PATHS.notifications, userId);
  }, [loaded, client, userId, threadId]);

  if (thread.status === 'loading') return <Text color="fg.muted">Loading the conversation…</Text>;
  if (thread.status === 'error') {
    return (
      <LoadError what="this conversation" message={thread.error.message} onRetry={thread.retry} />
    );
  }

  const summary = thread.pages[0]?.thread;
  // Pages come newest first; each page's messages are oldest first.
  const messages = [...thread.pages].reverse().flatMap((page) => page.messages);
  return (
    <Stack gap="4">
      <Heading as="h2" size="md">
        {summary?.withName} · {summary?.projectTitle}
      </Heading>
      <LoadMore paging={thread} label="Load earlier messages" />
      <Stack as="ol" listStyleType="none" gap="3" aria-label="Messages">
        {messages.map((message) => (
          <Box
            as="li"
            key={message.id}
            alignSelf={message.mine ? 'end' : 'start'}
            maxW="85%"
            borderWidth="1px"
            rounded="lg"
            p="3"
            bg={message.mine ? 'bg.muted' : 'bg'}
          >
            <Text fontSize="sm" fontWeight="semibold">
              {message.mine ? 'You' : message.senderName}{' '}
              <Text as="span" fontWeight="normal" color="fg.muted">
                <time dateTime={message.sentAt}>{formatDate(message.sentAt)}</time>
              </Text>
            </Text>
            <PlainText text={message.text} />
          </Box>
        ))}
      </Stack>
      <form onSubmit={submit} noValidate aria-label="Reply">
        <Stack gap="2">
          <TextField
            label="Reply"
            value={text}
            onChange={setText}
            max={CONVERSATION_LIMITS.message.max}
            rows={3}
          />
          <FormAlert message={failure} />
          <Button type="submit" colorPalette="brand" alignSelf="start" loading={busy}>
            Send
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
