import { memo } from 'react';
import {
  Badge,
  Box,
  Card,
  Flex,
  Heading,
  Image,
  LinkBox,
  LinkOverlay,
  Text,
} from '@chakra-ui/react';
import { Link as RouterLinkBase } from 'react-router';
import type { ProjectSummary } from '../../../shared/api';
import { paths } from '../../../shared/routes';
import { FundingProgress } from './funding-progress';
import { projectFigures } from './project-figures';

export interface ProjectCardProps {
  project: ProjectSummary;
  /** Cards in the first row are above the fold: load their covers eagerly (LCP). */
  eager?: boolean;
  /** Heading level inside the page's outline. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * One project in a grid: cover, category, title (the link), tagline and funding figures.
 * Memoised: when Discover narrows or reorders its grid on a keystroke, the cards that stay
 * are not drawn again.
 */
export const ProjectCard = memo(function ProjectCard({
  project,
  eager = false,
  headingLevel = 'h3',
}: ProjectCardProps) {
  const figures = projectFigures(project);
  return (
    <LinkBox as="article" h="full">
      <Card.Root h="full" overflow="hidden" _hover={{ shadow: 'md' }} transition="shadow 0.2s">
        <Image
          src={project.coverImage}
          alt={`${project.title} cover`}
          htmlWidth={640}
          htmlHeight={360}
          w="full"
          h="auto"
          aspectRatio="16 / 9"
          objectFit="cover"
          bg="bg.muted"
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        <Card.Body gap="3">
          <Badge alignSelf="start" colorPalette="brand" variant="subtle">
            {project.category}
          </Badge>
          <Heading as={headingLevel} size="md" lineClamp={2}>
            <LinkOverlay asChild>
              <RouterLinkBase to={paths.project(project.slug)}>{project.title}</RouterLinkBase>
            </LinkOverlay>
          </Heading>
          <Text color="fg.muted" fontSize="sm" lineClamp={2}>
            {project.tagline}
          </Text>
          {/* The bar sits above one line that never wraps, so it keeps the same distance
              from the card's bottom on every card of a row: the figures above it may wrap
              ("% funded" beside a long raised figure) without moving it. */}
          <Box mt="auto" pt="2">
            <Flex justify="space-between" mb="2" fontSize="sm" columnGap="2" wrap="wrap">
              <Text>
                <Text as="span" fontWeight="semibold">
                  {figures.raised}
                </Text>{' '}
                <Text as="span" color="fg.muted">
                  of {figures.goal}
                </Text>
              </Text>
              <Text color="fg.muted">{figures.percentFunded}% funded</Text>
            </Flex>
            <FundingProgress percent={figures.percentFunded} />
            <Flex
              justify="space-between"
              mt="2"
              fontSize="sm"
              color="fg.muted"
              gap="2"
              whiteSpace="nowrap"
            >
              <Text>{project.equity}% equity</Text>
              <Text>
                {figures.daysLeft} {figures.daysLeft === 1 ? 'day' : 'days'} left
              </Text>
            </Flex>
          </Box>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
});
