import { Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ProjectSummary } from '../../../shared/api';
import { paths } from '../../../shared/routes';
import { LoadError } from '../../components/load-error';
import { RouterLink } from '../../components/router-link';
import { useProjects } from './api/get-projects';
import { ProjectGrid, ProjectGridSkeleton } from './project-grid';

const FEATURED_COUNT = 3;

/** The projects the team features, topped up with the newest listings when fewer exist. */
export function pickFeatured(projects: readonly ProjectSummary[]): ProjectSummary[] {
  const featured = projects.filter((project) => project.featured);
  const others = projects.filter((project) => !project.featured);
  return [...featured, ...others].slice(0, FEATURED_COUNT);
}

/** 'Featured Projects' with a 'View all projects' link (docs/product.md#home). */
export function FeaturedProjects() {
  const list = useProjects();
  return (
    <Container as="section" aria-labelledby="featured-heading" maxW="7xl" py="12">
      <Flex justify="space-between" align="end" gap="4" wrap="wrap" mb="8">
        <Stack gap="1">
          <Heading as="h2" id="featured-heading" size="2xl">
            Featured Projects
          </Heading>
          <Text color="fg.muted">Hand-picked SaaS companies raising right now.</Text>
        </Stack>
        <RouterLink to={paths.projects} color="brand.fg" fontWeight="semibold">
          View all projects
        </RouterLink>
      </Flex>
      {list.status === 'loading' && <ProjectGridSkeleton count={FEATURED_COUNT} />}
      {list.status === 'error' && (
        <LoadError what="the featured projects" message={list.error.message} onRetry={list.retry} />
      )}
      {list.status === 'success' &&
        (list.data.projects.length > 0 ? (
          <ProjectGrid projects={pickFeatured(list.data.projects)} />
        ) : (
          <Text color="fg.muted">New projects are being reviewed. Check back soon.</Text>
        ))}
    </Container>
  );
}
