import type { ReactNode } from 'react';
import { Stack } from '@chakra-ui/react';
import type { ProjectUpdate } from '../../../../shared/api';
import { useUpdates } from '../api/get-updates';
import { LoadMore } from '../load-more';

/**
 * The Updates tab's data: the API's list (newest first, older ones on "Load more") once
 * it has loaded; until then, or if it fails, what the project detail carried. `render`
 * draws either.
 */
export function UpdatesList({
  slug,
  fallback,
  render,
}: {
  slug: string;
  fallback: readonly ProjectUpdate[];
  render: (updates: readonly ProjectUpdate[]) => ReactNode;
}) {
  const updates = useUpdates(slug);
  if (updates.status !== 'success') return <>{render(fallback)}</>;
  return (
    <Stack gap="4">
      {render(updates.pages.flatMap((page) => page.updates))}
      <LoadMore paging={updates} label="Load older updates" />
    </Stack>
  );
}
