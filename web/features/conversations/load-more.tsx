import { Button, Stack, Text } from '@chakra-ui/react';
import type { PagedControls } from './api/paged-query';

/**
 * "Load more" under a paged list (or "Load earlier messages" above a thread): shown
 * while the server says there is a further page; a failure shows its message beside it.
 */
export function LoadMore({
  paging,
  label = 'Load more',
}: {
  paging: PagedControls;
  label?: string;
}) {
  if (!paging.hasMore) return null;
  return (
    <Stack gap="2" align="center">
      <Button variant="outline" size="sm" onClick={paging.loadMore} loading={paging.loadingMore}>
        {label}
      </Button>
      {paging.moreError && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {paging.moreError}
        </Text>
      )}
    </Stack>
  );
}
