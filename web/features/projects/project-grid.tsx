import { Box, Card, SimpleGrid, Skeleton, SkeletonText, VisuallyHidden } from '@chakra-ui/react';
import type { ProjectSummary } from '../../../shared/api';
import { ProjectCard } from './project-card';

const gridColumns = { base: 1, md: 2, lg: 3 };

/** Projects in a responsive grid: one column on phones, three on desktop. */
export function ProjectGrid({
  projects,
  eagerCount = 0,
  headingLevel = 'h3',
}: {
  projects: readonly ProjectSummary[];
  /** How many leading cards are above the fold. */
  eagerCount?: number;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <SimpleGrid as="ul" columns={gridColumns} gap="6" listStyleType="none">
      {projects.map((project, index) => (
        <li key={project.id} data-project-id={project.id}>
          <ProjectCard project={project} eager={index < eagerCount} headingLevel={headingLevel} />
        </li>
      ))}
    </SimpleGrid>
  );
}

/** The grid's loading state: card-shaped placeholders, so nothing jumps when data lands. */
export function ProjectGridSkeleton({ count = 3 }: { count?: number }) {
  return (
    <Box role="status">
      <VisuallyHidden>Loading projects…</VisuallyHidden>
      <SimpleGrid columns={gridColumns} gap="6" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <Card.Root key={index} overflow="hidden">
            <Skeleton aspectRatio="16 / 9" />
            <Card.Body gap="3">
              <Skeleton h="5" w="24" />
              <Skeleton h="6" w="3/4" />
              <SkeletonText noOfLines={2} />
              <Skeleton h="2" />
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Box>
  );
}
