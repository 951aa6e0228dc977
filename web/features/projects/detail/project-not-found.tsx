import { EmptyState, VStack } from '@chakra-ui/react';
import { paths } from '../../../../shared/routes';
import { LinkButton } from '../../../components/link-button';

/** An unknown slug (spec §8 'Project not found.'), with a way back to Discover. */
export function ProjectNotFound() {
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title as="h1" fontSize="2xl">
            Project not found.
          </EmptyState.Title>
          <EmptyState.Description>
            It may have ended, been renamed, or the link may be mistyped.
          </EmptyState.Description>
        </VStack>
        <LinkButton to={paths.projects} colorPalette="brand">
          Browse Projects
        </LinkButton>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
