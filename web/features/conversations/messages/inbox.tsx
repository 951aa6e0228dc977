import { Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { useThreads } from '../api/get-threads';
import { LoadMore } from '../load-more';
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
  const list = threads.pages?.flatMap((page) => page.threads) ?? [];
  // Every page carries the total over all threads: the newest page's is the latest.
  const unreadTotal = threads.pages?.[0]?.unreadTotal ?? 0;
  return (
    <Stack gap="6">
      {/* The count beside the heading, not in it: the page's name stays "Messages". */}
      <HStack gap="3" align="baseline" flexWrap="wrap">
        <Heading as="h1" size="xl">
          Messages
        </Heading>
        {unreadTotal > 0 && (
          <Text fontSize="md" color="fg.muted">
            {unreadTotal} unread
          </Text>
        )}
      </HStack>
      {threads.status === 'loading' && <Text color="fg.muted">Loading your messages…</Text>}
      {threads.status === 'error' && (
        <LoadError what="your messages" message={threads.error.message} onRetry={threads.retry} />
      )}
      {threads.status === 'success' && (
        // minmax(0, …): a long unbroken preview must not widen the column past a phone screen.
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(16rem, 1fr) minmax(0, 2fr)' }}
          gap="6"
        >
          {list.length === 0 ? (
            <Text color="fg.muted">No conversations yet. {emptyHint}</Text>
          ) : (
            <Stack gap="3">
              <ThreadList
                threads={list}
                selectedId={selectedId}
                hrefOf={(id) => `${basePath}?thread=${encodeURIComponent(id)}`}
              />
              <LoadMore paging={threads} label="Load more conversations" />
            </Stack>
          )}
          {selectedId ? (
            <ThreadView key={selectedId} threadId={selectedId} />
          ) : (
            list.length > 0 && <Text color="fg.muted">Choose a conversation to read it.</Text>
          )}
        </Grid>
      )}
    </Stack>
  );
}
