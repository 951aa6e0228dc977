import { useState } from 'react';
import { Badge, Button, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { ContactInboxMessage } from '../../../shared/schemas/contact-api';
import { LoadError } from '../../components/load-error';
import { PageTitle } from '../../components/page-title';
import { useContactInbox, useMarkHandled } from './contact-inbox-api';

function when(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

function MessageCard({ message }: { message: ContactInboxMessage }) {
  const markHandled = useMarkHandled();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const handled = message.handledAt !== null;
  const toggle = async () => {
    setBusy(true);
    setError(null);
    try {
      await markHandled({ id: message.id, handled: !handled });
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card.Root as="article" variant="outline" aria-label={message.subject}>
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" wrap="wrap" gap="2">
          <Stack gap="0">
            <Heading as="h2" size="md">
              {message.subject}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {message.name} &lt;{message.email}&gt; · {when(message.receivedAt)}
            </Text>
          </Stack>
          <Badge colorPalette={handled ? 'gray' : 'blue'}>{handled ? 'Handled' : 'New'}</Badge>
        </HStack>
        <Text whiteSpace="pre-wrap">{message.message}</Text>
        <HStack gap="3" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => void toggle()} loading={busy}>
            {handled ? 'Mark as new' : 'Mark as handled'}
          </Button>
          {error && (
            <Text role="alert" color="fg.error" fontSize="sm">
              {error}
            </Text>
          )}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * /admin/messages: what visitors sent through the contact form (each is also mailed to
 * the support address), new ones first, each marked handled once dealt with.
 */
export function ContactInboxPage() {
  const inbox = useContactInbox();
  return (
    <Stack gap="6" maxW="4xl">
      <PageTitle title="Contact messages" />
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Contact messages
        </Heading>
        <Text color="fg.muted">
          Messages from the contact form, new ones first. Reply by email, then mark them handled.
        </Text>
      </Stack>
      {inbox.status === 'loading' && <Text role="status">Loading messages...</Text>}
      {inbox.status === 'error' && (
        <LoadError
          what="the contact messages"
          message={inbox.error.message}
          onRetry={inbox.retry}
        />
      )}
      {inbox.status === 'success' && (
        <>
          <Text>
            {inbox.data.newCount === 1 ? '1 new message' : `${inbox.data.newCount} new messages`}
          </Text>
          {inbox.data.messages.length === 0 ? (
            <Text>No one has written to us yet.</Text>
          ) : (
            inbox.data.messages.map((message) => <MessageCard key={message.id} message={message} />)
          )}
        </>
      )}
    </Stack>
  );
}
