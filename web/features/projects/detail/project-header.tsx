import { Badge, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import type { ProjectDetail } from '../../../../shared/api';

/** Title, tagline and the cover (above the fold: loaded eagerly, sized to avoid shifts). */
export function ProjectHeader({ project }: { project: ProjectDetail }) {
  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap">
        <Badge colorPalette="brand" variant="subtle">
          {project.category}
        </Badge>
        <Text fontSize="sm" color="fg.muted">
          by {project.creatorName}
        </Text>
      </HStack>
      <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
        {project.title}
      </Heading>
      <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
        {project.tagline}
      </Text>
      <Image
        src={project.coverImage}
        alt={`${project.title} cover`}
        htmlWidth={1200}
        htmlHeight={675}
        w="full"
        h="auto"
        aspectRatio="16 / 9"
        objectFit="cover"
        rounded="lg"
        bg="bg.muted"
        fetchPriority="high"
      />
    </Stack>
  );
}
