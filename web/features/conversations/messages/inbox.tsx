import { Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { useThreads } from '../api/get-threads';
import { ThreadList } from './thread-list';
import { ThreadView } from './thread-view';

/**
 * /investor/messages and /creator/messages: the threads on the left, the open one (its
 * id in `?thread=`, so it can be linked to) on the right.
 */
export function Inbox({ basePath, emptyHint }: { basePath: string; emptyHint: string }) {
  const [params] = useSearchParams();
  const selectedId = params.get('thread');
  const threads = useThreads();
  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        Messages
        {threads.status === 'success' && threads.data.unreadTotal > 0 && (
          <Text as="span" fontSize="md" fontWeight="normal" color="fg.muted" ml="3">
            {threads.data.unreadTotal} unread
          </Text>
        )}
      </Heading>
      {threads.status === 'loading' && <Text color="fg.muted">Loading your messages…</Text>}
      {threads.status === 'error' && (
        <LoadError what="your messages" message={threads.error.message} onRetry={threads.retry} />
      )}
      {threads.status === 'success' && (
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(16rem, 1fr) 2fr' }} gap="6">
          {threads.data.threads.length === 0 ? (
            <Text color="fg.muted">No conversations yet. {emptyHint}</Text>
          ) : (
            <ThreadList
              threads={threads.data.threads}
              selectedId={selectedId}
              hrefOf={(id) => `${basePath}?thread=${encodeURIComponent(id)}`}
            />
          )}
          {selectedId ? (
            <ThreadView key={selectedId} threadId={selectedId} />
          ) : (
            threads.data.threads.length > 0 && (
              <Text color="fg.muted">Choose a conversation to read it.</Text>
            )
          )}
        </Grid>
      )}
    </Stack>
  );
}
