import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { LoadError } from '../../components/load-error';
import { PageTitle } from '../../components/page-title';
import { DiscoverView } from '../../features/projects/discover-view';
import { ProjectGridSkeleton } from '../../features/projects/project-grid';
import { useProjects } from '../../features/projects/api/get-projects';

/** /projects: every live project, searchable, filterable by category and sortable. */
export function DiscoverPage() {
  const list = useProjects();
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
      {list.status === 'loading' && <ProjectGridSkeleton count={6} />}
      {list.status === 'error' && (
        <LoadError what="the projects" message={list.error.message} onRetry={list.retry} />
      )}
      {list.status === 'success' && <DiscoverView projects={list.data.projects} />}
    </Container>
  );
}
