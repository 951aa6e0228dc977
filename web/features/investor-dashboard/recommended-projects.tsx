import { Box, Card, HStack, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLinkBase } from 'react-router';
import type { RecommendedProject } from '../../../shared/api';
import { paths } from '../../../shared/routes';
import { formatMoney, formatPercent } from '../../../shared/format';
import { CoverThumbnail } from '../../components/cover-thumbnail';
import { RouterLink } from '../../components/router-link';
import { EmptyListText } from '../../components/dashboard/empty-list-text';
import { SectionCard } from '../../components/dashboard/section-card';

function RecommendedCard({ project }: { project: RecommendedProject }) {
  return (
    <LinkBox asChild>
      <Card.Root
        as="article"
        overflow="hidden"
        variant="outline"
        w="full"
        _hover={{ shadow: 'md' }}
      >
        <CoverThumbnail src={project.coverImage} width="full" />
        <Card.Body gap="2" p="4">
          <LinkOverlay asChild fontWeight="semibold">
            <RouterLinkBase to={paths.project(project.slug)}>{project.title}</RouterLinkBase>
          </LinkOverlay>
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            {project.tagline}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            <Text as="span" fontWeight="medium">
              Why:
            </Text>{' '}
            {project.reason}
          </Text>
          <HStack justify="space-between" fontSize="sm" mt="auto">
            <Stack gap="0">
              <Text color="fg.muted">Funding goal</Text>
              <Text fontWeight="medium">{formatMoney(project.fundingGoal)}</Text>
            </Stack>
            <Stack gap="0" textAlign="end">
              <Text color="fg.muted">Equity</Text>
              <Text fontWeight="medium">{formatPercent(project.equity)}</Text>
            </Stack>
          </HStack>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}

/**
 * Up to three live projects the investor has not invested in, each linking to its page
 * and saying why it is shown (docs/product.md#investor-dashboard).
 */
export function RecommendedProjects({ projects }: { projects: readonly RecommendedProject[] }) {
  return (
    <SectionCard
      title="Recommended Projects"
      action={
        <RouterLink to={paths.projects} fontSize="sm" color="brand.fg" fontWeight="medium">
          View All
        </RouterLink>
      }
    >
      {projects.length === 0 ? (
        <EmptyListText>No projects are open for investment right now.</EmptyListText>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="4">
          {projects.map((project) => (
            <Box as="li" key={project.id} display="flex">
              <RecommendedCard project={project} />
            </Box>
          ))}
        </SimpleGrid>
      )}
    </SectionCard>
  );
}
