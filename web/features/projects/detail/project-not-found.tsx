import { EmptyState, VStack } from '@chakra-ui/react';
import { paths } from '../../../../shared/routes';
import { LinkButton } from '../../../components/link-button';
import { useSessionUser } from '../../../lib/session';
import { UnlistedHoldings } from './unlisted-holdings';

/**
 * An unknown or unlisted slug ('Project not found.'), with a way back to Discover; for
 * an investor, what they hold in it when it is a project they backed that is no longer
 * public (a funded or failed offering has its own page instead).
 */
export function ProjectNotFound({ slug }: { slug?: string }) {
  const investor = useSessionUser()?.role === 'investor';
  return (
    <>
      {slug && investor && <UnlistedHoldings slug={slug} />}
      <EmptyState.Root>
        <EmptyState.Content>
          <VStack textAlign="center">
            <EmptyState.Title as="h1" fontSize="2xl">
              Project not found.
            </EmptyState.Title>
            <EmptyState.Description>
              It may have been withdrawn or renamed, or the link may be mistyped.
            </EmptyState.Description>
          </VStack>
          <LinkButton to={paths.projects} colorPalette="brand">
            Browse Projects
          </LinkButton>
        </EmptyState.Content>
      </EmptyState.Root>
    </>
  );
}
