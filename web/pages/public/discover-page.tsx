import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { PageTitle } from '../../components/page-title';
import { DiscoverView } from '../../features/projects/discover-view';

/** /projects: every live project, searchable, filterable by category and sortable, paged. */
export function DiscoverPage() {
  return (
    <Container maxW="7xl" py={{ base: '8', md: '12' }}>
      <PageTitle title="Discover SaaS Projects" />
      <Stack gap="2" mb="8">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Discover SaaS Projects
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          Back software companies raising on standard SAFE agreements. Every project sets its own
          minimum investment.
        </Text>
      </Stack>
      <DiscoverView />
    </Container>
  );
}
