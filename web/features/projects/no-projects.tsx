import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { LuSearchX } from '../../components/icons/search-x';

/** Discover's empty state (docs/product.md#empty-and-error-states 'No projects found'), with a way back to everything. */
export function NoProjects({ onClear }: { onClear?: () => void }) {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="lg">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuSearchX aria-hidden="true" />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h2">No projects found</EmptyState.Title>
          <EmptyState.Description>
            Try changing the filters or your search to see more projects.
          </EmptyState.Description>
        </VStack>
        {onClear && (
          <Button variant="outline" onClick={onClear}>
            Clear search and filters
          </Button>
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
